import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

/** The menu editor's API: photos through the checked pipeline, prices with a comma, copies, empty categories only. */
describe.each(testDatabases())('menu editor on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let menuPhotosDir: string;
  let jpeg: Buffer;
  const ids: Record<string, number> = {};
  const files = () => fs.readdirSync(menuPhotosDir).sort();
  const manager = () => bearer(t.tokens.MANAGER);

  beforeAll(async () => {
    db = await open();
    menuPhotosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-photos-'));
    t = await startTestApp(db, { menuPhotosDir });
    for (const row of await t.dataSource.query('SELECT id, slug FROM menu_items')) ids[row.slug] = row.id;
    jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d97706' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(menuPhotosDir, { recursive: true, force: true });
  });

  it("uploads an item's photo in the storefront's sizes and formats, replaces and removes it", async () => {
    const upload = await t.http.post(`/api/admin/menu/items/${ids.pepperoni}/picture`).set(manager()).attach('image', jpeg, 'pepperoni.jpg').expect(200);
    const image: string = upload.body.data.image;
    expect(image).toMatch(/^\/api\/menu\/images\/photo-[0-9a-f-]{36}\.webp$/);
    const name = image.split('/').pop()!.replace('.webp', '');
    expect(files()).toEqual([`${name}-400.avif`, `${name}-400.webp`, `${name}-800.avif`, `${name}-800.webp`, `${name}.webp`]);
    // the public menu shows it, and every srcset file is a real 4:3 picture
    const item = (await t.http.get(`/api/menu/items/${ids.pepperoni}`).expect(200)).body.data;
    expect(item.image).toBe(image);
    for (const [file, width, format] of [
      [`${name}-400.avif`, 400, 'heif'],
      [`${name}-800.webp`, 800, 'webp'],
      [`${name}.webp`, 1200, 'webp'],
    ] as const) {
      const res = await t.http
        .get(`/api/menu/images/${file}`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const meta = await sharp(res.body as Buffer).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, format, width, (width * 3) / 4]);
    }
    // a new photo replaces the old one's files
    const again = await t.http.post(`/api/admin/menu/items/${ids.pepperoni}/picture`).set(manager()).attach('image', jpeg, 'again.jpg').expect(200);
    expect(files()).toHaveLength(5);
    expect(files().some((f) => f.startsWith(name))).toBe(false);
    // removal: the drawn picture again, no files left
    const removed = await t.http.delete(`/api/admin/menu/items/${ids.pepperoni}/picture`).set(manager()).expect(200);
    expect(removed.body.data.image).toBe('/api/menu/images/pepperoni.svg');
    expect(files()).toEqual([]);
    await t.http.get(`/api/menu/images/${(again.body.data.image as string).split('/').pop()}`).expect(404);
  });

  it('refuses what is not a picture, a missing file, a huge file and other roles, writing nothing', async () => {
    const notImage = await t.http
      .post(`/api/admin/menu/items/${ids.pepperoni}/picture`)
      .set(manager())
      .attach('image', Buffer.from('<svg onload=alert(1)>'), 'x.png')
      .expect(422);
    expect(notImage.body).toMatchObject({ code: 'NOT_AN_IMAGE', fields: { image: [{ code: 'NOT_AN_IMAGE' }] } });
    expect((await t.http.post(`/api/admin/menu/items/${ids.pepperoni}/picture`).set(manager()).expect(400)).body.code).toBe('IMAGE_MISSING');
    await t.http
      .post(`/api/admin/menu/items/${ids.pepperoni}/picture`)
      .set(manager())
      .attach('image', Buffer.alloc(9 * 1024 * 1024, 1), 'big.jpg')
      .expect(413);
    await t.http.post(`/api/admin/menu/items/${ids.pepperoni}/picture`).set(bearer(t.tokens.STAFF)).attach('image', jpeg, 'p.jpg').expect(403);
    await t.http.post('/api/admin/menu/items/99999/picture').set(manager()).attach('image', jpeg, 'p.jpg').expect(404);
    expect(files()).toEqual([]);
    // a picture address typed by hand must be one of the menu's own
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', 'https://evil.example/x.webp', '/api/menu/images/../../etc/passwd']) {
      const res = await t.http.patch(`/api/admin/menu/items/${ids.pepperoni}`).set(manager()).send({ image }).expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['image']);
    }
  });

  it('takes prices with a comma or a point and refuses anything else with a field code', async () => {
    expect((await t.http.patch(`/api/admin/menu/items/${ids.margherita}`).set(manager()).send({ price: '16,90' }).expect(200)).body.data.price).toBe('16.90');
    expect((await t.http.patch(`/api/admin/menu/items/${ids.margherita}`).set(manager()).send({ price: '9.50' }).expect(200)).body.data.price).toBe('9.50');
    for (const price of ['abc', '-5', '1,234', '']) {
      const res = await t.http.patch(`/api/admin/menu/items/${ids.margherita}`).set(manager()).send({ price }).expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['price']);
    }
    const [row] = await t.dataSource.query('SELECT price::text AS price FROM menu_items WHERE id = $1', [ids.margherita]);
    expect(row.price).toBe('9.50');
    // an option's price is money too: stored and answered with two decimals, as typed with a comma or not
    const [{ customizations: before }] = await t.dataSource.query('SELECT customizations FROM menu_items WHERE id = $1', [ids.margherita]);
    const customizations = [
      {
        key: 'size',
        name: { az: 'Ölçü' },
        required: true,
        multiple: false,
        options: [
          { key: 'medium', name: { az: 'Orta' }, priceDelta: '0' },
          { key: 'family', name: { az: 'Ailə' }, priceDelta: '25,5' },
          { key: 'small', name: { az: 'Kiçik' }, priceDelta: '-2' },
        ],
      },
    ];
    const saved = (await t.http.patch(`/api/admin/menu/items/${ids.margherita}`).set(manager()).send({ customizations }).expect(200)).body.data;
    expect(saved.customizations[0].options.map((o: { priceDelta: string }) => o.priceDelta)).toEqual(['0.00', '25.50', '-2.00']);
    const [stored] = await t.dataSource.query('SELECT customizations FROM menu_items WHERE id = $1', [ids.margherita]);
    expect(stored.customizations[0].options.map((o: { priceDelta: string }) => o.priceDelta)).toEqual(['0.00', '25.50', '-2.00']);
    await t.http.patch(`/api/admin/menu/items/${ids.margherita}`).set(manager()).send({ customizations: before }).expect(200);
  });

  it('copies an item hidden until checked, and deletes only an empty category', async () => {
    const copy = (await t.http.post(`/api/admin/menu/items/${ids.margherita}/duplicate`).set(manager()).expect(201)).body.data;
    expect(copy).toMatchObject({ slug: 'margherita-copy', available: false, featured: false, price: '9.50', image: '/api/menu/images/margherita-copy.svg' });
    expect(copy.name.az).toBe('Marqarita (2)');
    expect(copy.customizations.map((g: { key: string }) => g.key)).toEqual(['size', 'extras']);
    expect((await t.http.post(`/api/admin/menu/items/${ids.margherita}/duplicate`).set(manager()).expect(201)).body.data.slug).toBe('margherita-copy-2');
    // each role: a customer or a waiter cannot, anonymous must sign in, an unknown item is 404
    await t.http.post(`/api/admin/menu/items/${ids.margherita}/duplicate`).set(bearer(t.tokens.STAFF)).expect(403);
    await t.http.post(`/api/admin/menu/items/${ids.margherita}/duplicate`).set(bearer(t.tokens.CUSTOMER)).expect(403);
    await t.http.post(`/api/admin/menu/items/${ids.margherita}/duplicate`).expect(401);
    await t.http.delete(`/api/admin/menu/items/${ids.margherita}/picture`).expect(401);
    await t.http.post('/api/admin/menu/items/99999/duplicate').set(manager()).expect(404);
    const [{ copies }] = await t.dataSource.query("SELECT count(*)::int AS copies FROM menu_items WHERE slug LIKE 'margherita-copy%'");
    expect(copies).toBe(2);

    const category = (
      await t.http
        .post('/api/admin/menu/categories')
        .set(manager())
        .send({ menu: 'main', slug: 'specials', name: { az: 'Xüsusi', en: 'Specials' } })
        .expect(201)
    ).body.data;
    const item = (
      await t.http
        .post('/api/admin/menu/items')
        .set(manager())
        .send({ categoryId: category.id, slug: 'special-one', name: { az: 'Bir' }, description: { az: 'Bir' }, price: '5,00' })
        .expect(201)
    ).body.data;
    expect(item.price).toBe('5.00');
    const refused = await t.http.delete(`/api/admin/menu/categories/${category.id}`).set(manager()).expect(409);
    expect(refused.body.code).toBe('CATEGORY_NOT_EMPTY');
    await t.http.delete(`/api/admin/menu/items/${item.id}`).set(manager()).expect(200);
    await t.http.delete(`/api/admin/menu/categories/${category.id}`).set(bearer(t.tokens.STAFF)).expect(403);
    await t.http.delete(`/api/admin/menu/categories/${category.id}`).set(manager()).expect(200);
    await t.http.delete(`/api/admin/menu/categories/${category.id}`).set(manager()).expect(404);
    const [{ count }] = await t.dataSource.query("SELECT count(*)::int AS count FROM menu_categories WHERE slug = 'specials'");
    expect(count).toBe(0);
  });
});
