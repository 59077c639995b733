import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kitchen station that makes each line (the station its menu category went to when the order was placed), so a
 * station's board view, its ticket and its timings hold even if the stations change later. Earlier lines get the
 * default stations by their dish's category.
 */
export class OrderLineStation1764700000000 implements MigrationInterface {
  name = 'OrderLineStation1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items ADD COLUMN station varchar(32) NOT NULL DEFAULT 'kitchen'`);
    await q.query(
      `UPDATE order_items i SET station = CASE c.slug WHEN 'drinks' THEN 'bar' WHEN 'desserts' THEN 'desserts' WHEN 'kids-drinks-desserts' THEN 'desserts' ELSE 'kitchen' END
         FROM menu_items m JOIN menu_categories c ON c.id = m.category_id
        WHERE m.id = i.menu_item_id`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN station`);
  }
}
