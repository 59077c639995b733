import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Both menus: categories and items, with their texts in four languages. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE menu_categories (
        id serial PRIMARY KEY,
        menu varchar(20) NOT NULL CHECK (menu IN ('main', 'mokaland')),
        slug varchar(80) NOT NULL,
        name jsonb NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        visible boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
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
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_menu_items_category ON menu_items (category_id, sort_order)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE menu_items`);
    await q.query(`DROP TABLE menu_categories`);
  }
}
