import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose changes can change what an order costs or whether an item can be ordered. */
export const PRICE_LIST_TABLES = ['menu_categories', 'menu_items', 'settings'];

/**
 * A counter that every change to the menu or the settings raises (statement triggers, so every writer counts,
 * seeding and manual SQL included). The order path prices from memory and inserts only while the counter still
 * has the value it read before loading that memory: a price cached by any API instance can never be charged
 * after it changed, even when the instance missed the change event.
 */
export class PriceListVersion1764000000000 implements MigrationInterface {
  name = 'PriceListVersion1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE price_list_version (one boolean PRIMARY KEY DEFAULT true CHECK (one), version bigint NOT NULL DEFAULT 1)`);
    await q.query(`INSERT INTO price_list_version DEFAULT VALUES`);
    await q.query(`
      CREATE FUNCTION raise_price_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE price_list_version SET version = version + 1;
        RETURN NULL;
      END
      $$`);
    for (const table of PRICE_LIST_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_price_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION raise_price_list_version()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of PRICE_LIST_TABLES) await q.query(`DROP TRIGGER ${table}_price_list_version ON ${table}`);
    await q.query(`DROP FUNCTION raise_price_list_version()`);
    await q.query(`DROP TABLE price_list_version`);
  }
}
