import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A new sign-in e-mail waits here until the link sent to it is opened (auth/email-change.service.ts). */
export class EmailChanges1764400000000 implements MigrationInterface {
  name = 'EmailChanges1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_changes (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        new_email varchar(254) NOT NULL,
        token_hash varchar(64) NOT NULL CONSTRAINT uq_email_changes_token UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_email_changes_user ON email_changes (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_changes`);
  }
}
