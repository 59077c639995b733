import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ordering ahead: the time a pickup or delivery is wanted (null: as soon as possible). */
export class OrderAhead1765100000000 implements MigrationInterface {
  name = 'OrderAhead1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN scheduled_for timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN scheduled_for`);
  }
}
