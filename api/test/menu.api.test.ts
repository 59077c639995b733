import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { seedMenus } from '../src/database/seed/menu-seeder';
import { MENU_SEED } from '../src/database/seed/menu-seed-data';
import { testDatabases, type TestDatabase } from './databases';

describe.each(testDatabases())('API on %s', (_name, open) => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    db = await open();
    app = await createApp(db.settings, { logger: false });
    await app.init();
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('GET /api/health reports the database kind and status', async () => {
    const res = await http.get('/api/health').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: { kind: db.settings.kind, status: 'up' } },
    });
  });

  it('the schema comes from migrations', async () => {
    const rows = await app.get(DataSource).query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['InitialSchema1763800000000']);
  });

  it('GET /api/menu/categories lists the main menu in the asked language, in order, with counts', async () => {
    const res = await http.get('/api/menu/categories?lang=en').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Pizzas',
      'Calzone',
      'Pasta',
      'Salads',
      'Breakfast',
      'Drinks',
      'Desserts',
    ]);
    expect(res.body.data[0]).toMatchObject({ slug: 'pizzas', itemCount: 6 });
  });

  it('defaults to Azerbaijani', async () => {
    const res = await http.get('/api/menu/categories').expect(200);
    expect(res.body.data[0].name).toBe('Pizzalar');
    expect(res.body.data[4].name).toBe('Səhər yeməyi');
  });

  it('GET /api/menu/items gives every main-menu item with price, flags and texts', async () => {
    const res = await http.get('/api/menu/items?lang=en').expect(200);
    const mainCount = MENU_SEED.filter((c) => c.menu === 'main').reduce((n, c) => n + c.items.length, 0);
    expect(res.body.data).toHaveLength(mainCount);
    const margherita = res.body.data.find((i: { slug: string }) => i.slug === 'margherita');
    expect(margherita).toMatchObject({
      name: 'Margherita',
      category: 'pizzas',
      price: 9.5,
      featured: true,
      available: true,
      allergens: ['gluten', 'milk'],
      image: '/api/menu/images/margherita.svg',
    });
    expect(margherita.description).toContain('fresh basil');
    const juice = res.body.data.find((i: { slug: string }) => i.slug === 'fresh-orange-juice');
    expect(juice.available).toBe(false);
  });

  it('filters items by category, in Russian', async () => {
    const res = await http.get('/api/menu/items?lang=ru&category=pasta').expect(200);
    expect(res.body.data.map((i: { name: string }) => i.name)).toEqual([
      'Спагетти болоньезе',
      'Феттучине Альфредо',
      'Пенне арраббьята',
    ]);
  });

  it('keeps the Mokaland menu apart under /api/mokaland-menu', async () => {
    const cats = await http.get('/api/mokaland-menu/categories?lang=tr').expect(200);
    expect(cats.body.data.map((c: { name: string }) => c.name)).toEqual(['Çocuk Pizzaları', 'Çocuk Yemekleri', 'İçecekler ve Tatlılar']);
    const items = await http.get('/api/mokaland-menu/items?lang=en').expect(200);
    expect(items.body.data.map((i: { slug: string }) => i.slug)).toContain('smiley-pizza');
    expect(items.body.data.map((i: { slug: string }) => i.slug)).not.toContain('margherita');
  });

  it('refuses an unsupported language and unknown parameters with field messages', async () => {
    const res = await http.get('/api/menu/items?lang=de&admin=1').expect(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Validation failed',
      errors: { lang: ['lang must be one of: az, en, ru, tr'], admin: ['property admin should not exist'] },
    });
  });

  it('answers an unknown category and an unknown path with 404 in the envelope', async () => {
    const res = await http.get('/api/menu/items?category=sushi').expect(404);
    expect(res.body).toEqual({ success: false, message: "Category 'sushi' not found" });
    const none = await http.get('/api/nothing-here').expect(404);
    expect(none.body.success).toBe(false);
  });

  it('serves a picture for each seeded item', async () => {
    const res = await http.get('/api/menu/images/pepperoni.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.toString()).toContain('aria-label="Pepperoni"');
    await http.get('/api/menu/images/nope.svg').expect(404);
  });

  it('seeds only once', async () => {
    const ds = app.get(DataSource);
    const before = await ds.query('SELECT count(*)::int AS n FROM menu_items');
    expect(await seedMenus(ds)).toBe(false);
    const after = await ds.query('SELECT count(*)::int AS n FROM menu_items');
    expect(after[0].n).toBe(before[0].n);
  });
});
