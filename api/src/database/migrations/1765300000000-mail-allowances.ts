import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails anyone can have the site send to an address nobody verified, counted per address and Baku day
 * (mail/mailer.service.ts): a counter row taken with ON CONFLICT DO UPDATE, so concurrent orders and bookings from
 * several API processes cannot pass the day's allowance together.
 */
export class MailAllowances1765300000000 implements MigrationInterface {
  name = 'MailAllowances1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_allowances (
        recipient varchar(254) NOT NULL,
        day date NOT NULL,
        sent int NOT NULL,
        PRIMARY KEY (recipient, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_allowances`);
  }
}
