import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the kitchen marked a line of an order done (tapped on the order board); null while it is still to make. */
export class OrderLineDone1764600000000 implements MigrationInterface {
  name = 'OrderLineDone1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items ADD COLUMN done_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN done_at`);
  }
}
