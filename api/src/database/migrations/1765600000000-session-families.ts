import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh tokens with one successor each (security round four): a retired token remembers the token that replaced it
 * (its id and issue time, so that a second refresh within the leeway gets the same token back) and its session family
 * (every token descended from one sign-in); a family whose retired token was replayed is ended as a whole.
 */
export class SessionFamilies1765600000000 implements MigrationInterface {
  name = 'SessionFamilies1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE retired_tokens ADD COLUMN family text, ADD COLUMN successor_jti uuid, ADD COLUMN successor_iat integer`);
    await q.query(`
      CREATE TABLE ended_sessions (
        family text PRIMARY KEY,
        ended_at timestamptz NOT NULL DEFAULT now(),
        kept_until timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ix_ended_sessions_kept_until ON ended_sessions (kept_until)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ended_sessions`);
    await q.query(`ALTER TABLE retired_tokens DROP COLUMN family, DROP COLUMN successor_jti, DROP COLUMN successor_iat`);
  }
}
