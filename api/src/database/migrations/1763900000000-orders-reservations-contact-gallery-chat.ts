import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders with their lines and status history, reservations, contact messages, subscribers, gallery, staff chat. */
export class OrdersReservationsContactGalleryChat1763900000000 implements MigrationInterface {
  name = 'OrdersReservationsContactGalleryChat1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        public_code varchar(16) NOT NULL CONSTRAINT uq_orders_public_code UNIQUE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        order_type varchar(10) NOT NULL CHECK (order_type IN ('table', 'pickup', 'delivery')),
        table_number varchar(10),
        customer_name varchar(100),
        phone varchar(32),
        delivery_address varchar(300),
        session_id varchar(64),
        special_instructions varchar(500) NOT NULL DEFAULT '',
        language varchar(2) NOT NULL DEFAULT 'az',
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled')),
        subtotal numeric(10, 2) NOT NULL,
        service_fee numeric(10, 2) NOT NULL,
        delivery_fee numeric(10, 2) NOT NULL,
        total numeric(10, 2) NOT NULL,
        idempotency_key varchar(100) CONSTRAINT uq_orders_idempotency_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_orders_status_created ON orders (status, created_at)`);
    await q.query(`CREATE INDEX ix_orders_user ON orders (user_id, created_at)`);
    await q.query(`
      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        menu_item_id integer REFERENCES menu_items(id) ON DELETE SET NULL,
        name jsonb NOT NULL,
        unit_price numeric(10, 2) NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        customizations jsonb NOT NULL DEFAULT '[]'::jsonb,
        line_total numeric(10, 2) NOT NULL
      )`);
    await q.query(`CREATE INDEX ix_order_items_order ON order_items (order_id)`);
    await q.query(`
      CREATE TABLE order_status_history (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        from_status varchar(12),
        to_status varchar(12) NOT NULL,
        changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        changed_by_role varchar(20),
        note varchar(200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_order_status_history_order ON order_status_history (order_id, id)`);
    await q.query(`
      CREATE TABLE reservations (
        id serial PRIMARY KEY,
        code varchar(12) NOT NULL CONSTRAINT uq_reservations_code UNIQUE,
        name varchar(100) NOT NULL,
        phone varchar(32) NOT NULL,
        email varchar(254) NOT NULL,
        guests integer NOT NULL CHECK (guests BETWEEN 1 AND 30),
        business_date date NOT NULL,
        slot_time varchar(5) NOT NULL,
        starts_at timestamptz NOT NULL,
        special_requests varchar(500) NOT NULL DEFAULT '',
        occasion varchar(20),
        package varchar(80),
        language varchar(2) NOT NULL DEFAULT 'az',
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no-show')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_reservations_slot ON reservations (business_date, slot_time)`);
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(150) NOT NULL,
        message varchar(5000) NOT NULL,
        language varchar(2) NOT NULL DEFAULT 'az',
        status varchar(10) NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'archived')),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE subscribers (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        language varchar(2) NOT NULL DEFAULT 'az',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_subscribers_email ON subscribers (lower(email))`);
    await q.query(`
      CREATE TABLE gallery_images (
        id uuid PRIMARY KEY,
        title jsonb NOT NULL,
        format varchar(10) NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        variants jsonb NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        visible boolean NOT NULL DEFAULT true,
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE chat_messages (
        id serial PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        author_name varchar(100) NOT NULL,
        author_role varchar(20) NOT NULL,
        body varchar(1000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'chat_messages',
      'gallery_images',
      'subscribers',
      'contact_messages',
      'reservations',
      'order_status_history',
      'order_items',
      'orders',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
