import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A forgotten password's reset link: single use, short-lived, only its hash kept (auth/account-mail.service.ts). */
export class PasswordResets1764900000000 implements MigrationInterface {
  name = 'PasswordResets1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL CONSTRAINT uq_password_resets_token UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_password_resets_user ON password_resets (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
  }
}
