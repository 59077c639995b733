import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Access tokens a refresh replaced (auth/retired-tokens.ts), kept until they could no longer be refreshed anyway. */
export class RetiredTokens1765400000000 implements MigrationInterface {
  name = 'RetiredTokens1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE retired_tokens (
        jti uuid PRIMARY KEY,
        retired_at timestamptz NOT NULL DEFAULT now(),
        kept_until timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ix_retired_tokens_kept_until ON retired_tokens (kept_until)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE retired_tokens`);
  }
}
