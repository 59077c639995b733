import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, both menus (categories and items in four languages), birthday packages and settings. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(32),
        password_hash varchar(255) NOT NULL,
        role varchar(20) NOT NULL DEFAULT 'CUSTOMER'
          CHECK (role IN ('CUSTOMER', 'STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN')),
        permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_users_email ON users (lower(email))`);
    await q.query(`
      CREATE TABLE menu_categories (
        id serial PRIMARY KEY,
        menu varchar(20) NOT NULL CHECK (menu IN ('main', 'mokaland')),
        slug varchar(80) NOT NULL,
        name jsonb NOT NULL,
        description jsonb NOT NULL DEFAULT '{}'::jsonb,
        sort_order integer NOT NULL DEFAULT 0,
        visible boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_menu_categories_menu_slug UNIQUE (menu, slug)
      )`);
    await q.query(`
      CREATE TABLE menu_items (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES menu_categories(id) ON DELETE RESTRICT,
        slug varchar(120) NOT NULL CONSTRAINT uq_menu_items_slug UNIQUE,
        name jsonb NOT NULL,
        description jsonb NOT NULL,
        ingredients jsonb NOT NULL DEFAULT '{}'::jsonb,
        allergens jsonb NOT NULL DEFAULT '[]'::jsonb,
        price numeric(10, 2) NOT NULL CHECK (price >= 0),
        image varchar(500),
        featured boolean NOT NULL DEFAULT false,
        available boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        customizations jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_menu_items_category ON menu_items (category_id, sort_order)`);
    await q.query(`
      CREATE TABLE birthday_packages (
        id serial PRIMARY KEY,
        slug varchar(80) NOT NULL CONSTRAINT uq_birthday_packages_slug UNIQUE,
        name jsonb NOT NULL,
        description jsonb NOT NULL,
        includes jsonb NOT NULL DEFAULT '{}'::jsonb,
        price_per_child numeric(10, 2) NOT NULL CHECK (price_per_child >= 0),
        min_children integer NOT NULL CHECK (min_children > 0),
        max_children integer NOT NULL CHECK (max_children >= min_children),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE settings (
        key varchar(40) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE settings`);
    await q.query(`DROP TABLE birthday_packages`);
    await q.query(`DROP TABLE menu_items`);
    await q.query(`DROP TABLE menu_categories`);
    await q.query(`DROP TABLE users`);
  }
}
