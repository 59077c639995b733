import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language a member of staff chose for the staff area (and their e-mails); null until they choose one. */
export class UserLanguage1765500000000 implements MigrationInterface {
  name = 'UserLanguage1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN language varchar(2)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
