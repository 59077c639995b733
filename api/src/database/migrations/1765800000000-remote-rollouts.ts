import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The remotes' releases on a share of diners and every change to them (issue 54, items 2 and 4). */
export class RemoteRollouts1765800000000 implements MigrationInterface {
  name = 'RemoteRollouts1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE remote_rollouts (
        remote varchar(20) PRIMARY KEY,
        current_release varchar(40),
        current_entry varchar(300),
        current_server_sha256 char(64),
        candidate_release varchar(40),
        candidate_entry varchar(300),
        candidate_server_sha256 char(64),
        share int NOT NULL DEFAULT 0 CHECK (share BETWEEN 0 AND 100),
        started_at timestamptz,
        owner_email varchar(254),
        owner_language varchar(2) NOT NULL DEFAULT 'en',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE rollout_changes (
        id serial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        remote varchar(20) NOT NULL,
        action varchar(20) NOT NULL,
        release varchar(40) NOT NULL,
        share int NOT NULL,
        by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        by_email varchar(254),
        reason varchar(300)
      )`);
    await q.query(`CREATE INDEX ix_rollout_changes_at ON rollout_changes (at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rollout_changes`);
    await q.query(`DROP TABLE remote_rollouts`);
  }
}
