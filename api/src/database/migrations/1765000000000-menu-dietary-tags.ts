import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DIETARY_SEED } from '../seed/menu-seed-data';

/**
 * Dietary tags per menu item (vegetarian, vegan, spicy, meat), shown on the menu cards and filtered by. The seeded
 * dishes of an existing database get their tags by slug; a dish the restaurant added starts with none.
 */
export class MenuDietaryTags1765000000000 implements MigrationInterface {
  name = 'MenuDietaryTags1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE menu_items ADD COLUMN dietary jsonb NOT NULL DEFAULT '[]'`);
    for (const [slug, tags] of Object.entries(DIETARY_SEED)) {
      await q.query(`UPDATE menu_items SET dietary = $1::jsonb WHERE slug = $2`, [JSON.stringify(tags), slug]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE menu_items DROP COLUMN dietary`);
  }
}
