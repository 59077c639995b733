import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery a diner can plan (issue 55, item 4): the restaurant's delivery zones, each with its fee, minimum order and
 * travel time, tried in their order; and on each delivery order the pin it was placed for, the travel time of its
 * zone (its arrival window) and when the courier left (the "on the way" step). A zone change moves the price-list
 * version on, like a price: an order priced from the zones before it is priced again.
 *
 * No zone is added here: a database from before keeps delivering anywhere at the flat fee until a manager draws the
 * zones (so a checkout released before pins keeps working); a new database gets two from the seed (menu-seeder.ts).
 */
export class DeliveryZones1766000000000 implements MigrationInterface {
  name = 'DeliveryZones1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE delivery_zones (
        id serial PRIMARY KEY,
        position int NOT NULL,
        name varchar(60) NOT NULL,
        area jsonb NOT NULL,
        fee numeric(10,2) NOT NULL CHECK (fee >= 0),
        min_order numeric(10,2) NOT NULL CHECK (min_order >= 0),
        travel_minutes int NOT NULL CHECK (travel_minutes BETWEEN 1 AND 600),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE TRIGGER delivery_zones_price_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_zones FOR EACH STATEMENT EXECUTE FUNCTION raise_price_list_version()`,
    );
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN delivery_lat double precision,
        ADD COLUMN delivery_lng double precision,
        ADD COLUMN travel_minutes int,
        ADD COLUMN dispatched_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN delivery_lat, DROP COLUMN delivery_lng, DROP COLUMN travel_minutes, DROP COLUMN dispatched_at`);
    await q.query(`DROP TABLE delivery_zones`);
  }
}
