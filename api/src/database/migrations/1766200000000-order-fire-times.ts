import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders ahead fire themselves (issue 56, item 4): an order for later waits off the kitchen's screens until its fire
 * time, its due time less the kitchen's prep target (set when it is placed; the expo's "Fire now" sets it to now).
 * Null: on the board at once (every order for as soon as possible, and every order from before this migration).
 */
export class OrderFireTimes1766200000000 implements MigrationInterface {
  name = 'OrderFireTimes1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN fire_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN fire_at`);
  }
}
