import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What browsers report of each remote's release (issue 54: release health), kept for HEALTH_KEEP_DAYS. */
export class HealthEvents1765700000000 implements MigrationInterface {
  name = 'HealthEvents1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE health_events (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        remote varchar(20) NOT NULL,
        release varchar(40) NOT NULL,
        session varchar(64) NOT NULL,
        kind varchar(20) NOT NULL,
        value double precision
      )`);
    await q.query(`CREATE INDEX ix_health_events_release_at ON health_events (remote, release, at)`);
    await q.query(`CREATE INDEX ix_health_events_at ON health_events (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE health_events`);
  }
}
