import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a diner's account remembers: delivery addresses (the last few used) and favourite dishes (api/src/account). */
export class DinerMemory1765200000000 implements MigrationInterface {
  name = 'DinerMemory1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_addresses (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        address varchar(300) NOT NULL,
        last_used_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_saved_addresses_user_address UNIQUE (user_id, address)
      )`);
    await q.query(`
      CREATE TABLE favourite_items (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        menu_item_id int NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, menu_item_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE favourite_items`);
    await q.query(`DROP TABLE saved_addresses`);
  }
}
