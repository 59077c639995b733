import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The counters of the write limits (abuse/write-limits.ts), shared by every API process on one PostgreSQL. */
export class RateLimits1764200000000 implements MigrationInterface {
  name = 'RateLimits1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // The shape rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points, expire in epoch ms).
    await q.query(`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await q.query(`CREATE INDEX rate_limits_expire ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
