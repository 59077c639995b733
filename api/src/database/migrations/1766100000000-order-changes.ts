import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board's changes that are not a status (a line marked, a station's bump, the courier leaving) as events with ids
 * (issue 56, item 1): every open board hears of them with the same resume and resync as a status change. Their ids come
 * from the status history's own sequence, so `order_events` (both, in one id order) is the staff stream's one log.
 * Both halves of the view have the same column types: PostgreSQL then reads it through each table's id index (a Merge
 * Append for `max(id)` and `id > $1 ORDER BY id LIMIT n`), not by scanning both tables.
 */
export class OrderChanges1766100000000 implements MigrationInterface {
  name = 'OrderChanges1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_changes (
        id int PRIMARY KEY DEFAULT nextval('order_status_history_id_seq'),
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE VIEW order_events AS
        SELECT id, order_id, (CASE WHEN from_status IS NULL THEN 'created' ELSE 'status' END)::varchar(16) AS kind, to_status, created_at
          FROM order_status_history
        UNION ALL
        SELECT c.id, c.order_id, c.kind, NULL::varchar(12), c.created_at FROM order_changes c`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW order_events`);
    await q.query(`DROP TABLE order_changes`);
  }
}
