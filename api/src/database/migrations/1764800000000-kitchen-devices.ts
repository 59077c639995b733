import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kitchen displays: a device a manager signed in for the day (a tablet on the pass). Each is an account of its own
 * (`users.device`, role STAFF, no password anyone knows) whose session lasts until a manager ends it; this table says
 * who issued it, when it was last seen (its refreshes) and when it was ended.
 */
export class KitchenDevices1764800000000 implements MigrationInterface {
  name = 'KitchenDevices1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN device boolean NOT NULL DEFAULT false`);
    await q.query(
      `CREATE TABLE kitchen_devices (
         user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
         issued_by uuid REFERENCES users(id) ON DELETE SET NULL,
         issued_at timestamptz NOT NULL DEFAULT now(),
         last_seen_at timestamptz NOT NULL DEFAULT now(),
         ended_at timestamptz,
         ended_by uuid REFERENCES users(id) ON DELETE SET NULL
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE kitchen_devices`);
    await q.query(`ALTER TABLE users DROP COLUMN device`);
  }
}
