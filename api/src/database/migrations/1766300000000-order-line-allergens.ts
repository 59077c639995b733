import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a cook must not miss (issue 56, item 5): each line of an order keeps the allergens its dish had when it was
 * ordered (shared-lib ALLERGENS codes), so the board and the ticket say them in the staff member's language. Lines
 * from before this migration have none recorded.
 */
export class OrderLineAllergens1766300000000 implements MigrationInterface {
  name = 'OrderLineAllergens1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items ADD COLUMN allergens jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN allergens`);
  }
}
