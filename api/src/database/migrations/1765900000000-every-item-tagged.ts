import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DIETARY_SEED } from '../seed/menu-seed-data';

/**
 * Every dish and drink carries its dietary tags (issue 55, item 2): the seeded items an existing database still has
 * untagged (the drinks) get their tags by slug; an item a manager has tagged keeps what they chose.
 */
export class EveryItemTagged1765900000000 implements MigrationInterface {
  name = 'EveryItemTagged1765900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [slug, tags] of Object.entries(DIETARY_SEED)) {
      await q.query(`UPDATE menu_items SET dietary = $1::jsonb WHERE slug = $2 AND dietary = '[]'::jsonb`, [JSON.stringify(tags), slug]);
    }
  }

  async down(): Promise<void> {
    // the tags stay: a manager may have relied on them since
  }
}
