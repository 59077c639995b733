import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The seeded drinks' tags as this migration gives them (a later change to the seed does not change what it did). */
const DRINK_TAGS: Record<string, string[]> = {
  'black-tea': ['vegetarian', 'vegan'],
  ayran: ['vegetarian'],
  'homemade-lemonade': ['vegetarian', 'vegan'],
  cola: ['vegetarian', 'vegan'],
  'fresh-orange-juice': ['vegetarian', 'vegan'],
  'strawberry-milkshake': ['vegetarian'],
  'ice-cream-scoops': ['vegetarian'],
  'apple-juice-box': ['vegetarian', 'vegan'],
};

/**
 * Every dish and drink carries its dietary tags (issue 55, item 2): the seeded drinks an existing database still has
 * untagged get their tags by slug; an item a manager has tagged keeps what they chose.
 */
export class EveryItemTagged1765900000000 implements MigrationInterface {
  name = 'EveryItemTagged1765900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [slug, tags] of Object.entries(DRINK_TAGS)) {
      await q.query(`UPDATE menu_items SET dietary = $1::jsonb WHERE slug = $2 AND dietary = '[]'::jsonb`, [JSON.stringify(tags), slug]);
    }
  }

  async down(): Promise<void> {
    // the tags stay: a manager may have relied on them since
  }
}
