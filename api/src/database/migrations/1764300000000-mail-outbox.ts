import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail outbox (mail/mailer.service.ts): one row per event (a unique key), sent and retried from the database so
 * nothing is lost when the API or the SMTP server restarts. Newsletter subscriptions count only once confirmed.
 */
export class MailOutbox1764300000000 implements MigrationInterface {
  name = 'MailOutbox1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_messages (
        id serial PRIMARY KEY,
        event_key varchar(200) NOT NULL CONSTRAINT uq_mail_messages_event UNIQUE,
        kind varchar(40) NOT NULL,
        recipient varchar(254) NOT NULL,
        language varchar(2) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        attachments jsonb NOT NULL DEFAULT '[]',
        status varchar(10) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error varchar(500),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_mail_messages_due ON mail_messages (status, next_attempt_at)`);
    // Earlier sign-ups were never confirmed: they wait as pending until the address confirms.
    await q.query(
      `ALTER TABLE subscribers ADD COLUMN status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed'))`,
    );
    await q.query(`ALTER TABLE subscribers ADD COLUMN confirm_token_hash varchar(64)`);
    await q.query(`ALTER TABLE subscribers ADD COLUMN unsubscribe_token varchar(64)`);
    await q.query(`ALTER TABLE subscribers ADD COLUMN confirmed_at timestamptz`);
    await q.query(`UPDATE subscribers SET unsubscribe_token = md5(random()::text || id::text || clock_timestamp()::text) WHERE unsubscribe_token IS NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_subscribers_confirm_token ON subscribers (confirm_token_hash)`);
    await q.query(`CREATE UNIQUE INDEX uq_subscribers_unsubscribe_token ON subscribers (unsubscribe_token)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_messages`);
    for (const column of ['status', 'confirm_token_hash', 'unsubscribe_token', 'confirmed_at']) await q.query(`ALTER TABLE subscribers DROP COLUMN ${column}`);
  }
}
