import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a diner wants their order's confirmation (optional), and whether status changes are e-mailed too. */
export class OrderEmail1764500000000 implements MigrationInterface {
  name = 'OrderEmail1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN email varchar(254)`);
    await q.query(`ALTER TABLE orders ADD COLUMN notify_status boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN notify_status`);
    await q.query(`ALTER TABLE orders DROP COLUMN email`);
  }
}
