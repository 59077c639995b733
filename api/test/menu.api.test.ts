import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { seedMenus } from '../src/database/seed/menu-seeder';
import { MENU_SEED } from '../src/database/seed/menu-seed-data';
import { startApiProcess } from './api-process';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

/** The text of a PDF as pdf.js reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: pdf }).toString();
}

/** supertest parser that keeps a binary body as a Buffer. */
function binary(res: unknown, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.setEncoding('binary');
  stream.on('data', (c: string) => chunks.push(Buffer.from(c, 'binary')));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe.each(testDatabases())('menu API on %s', (name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let app: NestExpressApplication;
  let http: TestApp['http'];

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    app = t.app;
    http = t.http;
  });

  afterAll(() => t?.close());

  it('GET /api/health reports the database kind and status', async () => {
    const res = await http.get('/api/health').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', instance: expect.any(String), database: { kind: db.settings.kind, status: 'up' } },
    });
  });

  it('the schema comes from migrations', async () => {
    const rows = await app.get(DataSource).query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'InitialSchema1763800000000',
      'OrdersReservationsContactGalleryChat1763900000000',
      'PriceListVersion1764000000000',
      'IdempotencyFingerprint1764100000000',
      'RateLimits1764200000000',
      'MailOutbox1764300000000',
      'EmailChanges1764400000000',
      'OrderEmail1764500000000',
      'OrderLineDone1764600000000',
      'OrderLineStation1764700000000',
      'KitchenDevices1764800000000',
      'PasswordResets1764900000000',
      'MenuDietaryTags1765000000000',
      'OrderAhead1765100000000',
      'DinerMemory1765200000000',
      'MailAllowances1765300000000',
      'RetiredTokens1765400000000',
      'UserLanguage1765500000000',
      'SessionFamilies1765600000000',
      'HealthEvents1765700000000',
      'RemoteRollouts1765800000000',
      'EveryItemTagged1765900000000',
      'DeliveryZones1766000000000',
      'OrderChanges1766100000000',
      'OrderFireTimes1766200000000',
      'OrderLineAllergens1766300000000',
    ]);
  });

  it('GET /api/menu/categories lists the main menu in the asked language, in order, with counts', async () => {
    const res = await http.get('/api/menu/categories?lang=en').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Pizzas', 'Calzone', 'Pasta', 'Salads', 'Breakfast', 'Drinks', 'Desserts']);
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
      price: '9.50',
      featured: true,
      available: true,
      allergens: ['gluten', 'milk'],
      dietary: ['vegetarian'],
      otherNames: ['Marqarita', 'Маргарита', 'Margarita'],
      image: '/api/menu/images/margherita.svg',
    });
    expect(margherita.description).toContain('fresh basil');
    const juice = res.body.data.find((i: { slug: string }) => i.slug === 'fresh-orange-juice');
    expect(juice.available).toBe(false);
  });

  it('filters items by category, in Russian', async () => {
    const res = await http.get('/api/menu/items?lang=ru&category=pasta').expect(200);
    expect(res.body.data.map((i: { name: string }) => i.name)).toEqual(['Спагетти болоньезе', 'Феттучине Альфредо', 'Пенне арраббьята']);
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
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { lang: ['lang must be one of: az, en, ru, tr'], admin: ['property admin should not exist'] },
      fields: { lang: [{ code: 'choice' }], admin: [{ code: 'notAllowed' }] },
    });
  });

  it('answers an unknown category and an unknown path with 404 in the envelope', async () => {
    const res = await http.get('/api/menu/items?category=sushi').expect(404);
    expect(res.body).toEqual({ success: false, code: 'CATEGORY_NOT_FOUND', message: 'Category not found' });
    const none = await http.get('/api/nothing-here').expect(404);
    expect(none.body.success).toBe(false);
  });

  it('serves a picture for each seeded item', async () => {
    const res = await http.get('/api/menu/images/pepperoni.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.toString()).toContain('aria-label="Pepperoni"');
    await http.get('/api/menu/images/nope.svg').expect(404);
    // The same picture as PNG for link previews (many preview bots show no SVG).
    const png = await http.get('/api/menu/images/pepperoni.png').buffer(true).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    expect(png.body.readUInt32BE(16)).toBe(800);
    expect(png.body.readUInt32BE(20)).toBe(600);
    await http.get('/api/menu/images/nope.png').expect(404);
    await http.get('/api/menu/images/pepperoni.gif').expect(404);
  });

  it('draws each dish as what it is, not as initials', async () => {
    const pepperoni = (await http.get('/api/menu/images/pepperoni.svg').expect(200)).body.toString();
    const ayran = (await http.get('/api/menu/images/ayran.svg').expect(200)).body.toString();
    // Pepperoni slices (dark red rounds) on a pizza; ayran is a white drink in a glass, with no pizza.
    expect(pepperoni).toContain('fill="#a3241b"');
    expect(ayran).toContain('fill="#f8f6ef"');
    expect(ayran).not.toContain('fill="#a3241b"');
    expect(pepperoni).not.toMatch(/<text/);
  });

  it('serves the srcset variants of a picture in AVIF and WebP at 400 and 800 px, 4:3', async () => {
    const { default: sharp } = await import('sharp');
    for (const [file, format, width] of [
      ['pepperoni-400.avif', 'heif', 400],
      ['pepperoni-800.webp', 'webp', 800],
      ['ayran-400.webp', 'webp', 400],
    ] as const) {
      const res = await http.get(`/api/menu/images/${file}`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe(`image/${file.split('.')[1]}`);
      const meta = await sharp(res.body).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width, height: (width * 3) / 4 });
    }
    await http.get('/api/menu/images/pepperoni-500.webp').expect(404);
    await http.get('/api/menu/images/pepperoni-400.jpg').expect(404);
    await http.get('/api/menu/images/nope-400.avif').expect(404);
  });

  it('GET /api/menu/items/:id gives one item with its customisations and their prices', async () => {
    const list = await http.get('/api/menu/items?lang=en').expect(200);
    const pepperoni = list.body.data.find((i: { slug: string }) => i.slug === 'pepperoni');
    const res = await http.get(`/api/menu/items/${pepperoni.id}?lang=tr`).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Pepperoni', price: '12.90' });
    expect(res.body.data.customizations[0]).toEqual({
      key: 'size',
      name: 'Boy',
      required: true,
      multiple: false,
      options: [
        { key: 'small', name: 'Küçük (25 cm)', priceDelta: '-2.00' },
        { key: 'medium', name: 'Orta (30 cm)', priceDelta: '0.00' },
        { key: 'large', name: 'Büyük (36 cm)', priceDelta: '4.00' },
      ],
    });
    await http.get('/api/menu/items/999999').expect(404);
    await http.get('/api/menu/items/abc').expect(404);
    const kids = await http.get('/api/mokaland-menu/items?lang=en').expect(200);
    await http.get(`/api/menu/items/${kids.body.data[0].id}`).expect(404);
  });

  it('GET /api/menu/featured lists only featured items', async () => {
    const res = await http.get('/api/menu/featured?lang=en').expect(200);
    expect(res.body.data.map((i: { name: string }) => i.name)).toEqual(['Margherita', 'Pepperoni', 'Baku Special', 'Azerbaijani Breakfast']);
    const kids = await http.get('/api/mokaland-menu/featured?lang=en').expect(200);
    expect(kids.body.data.map((i: { name: string }) => i.name)).toEqual(['Smiley Pizza']);
  });

  it('searches any language ignoring case and accents, name matches first', async () => {
    const names = async (q: string, lang = 'en') =>
      (await http.get(`/api/menu/search?lang=${lang}&q=${encodeURIComponent(q)}`).expect(200)).body.data.map((i: { name: string }) => i.name);
    expect(await names('PEYNIRLI')).toEqual(['Quattro Formaggi']);
    expect(await names('dort peynirli', 'tr')).toEqual(['Dört Peynirli']);
    // the dish named "breakfast" first, then the rest of the breakfast category
    expect(await names('səhər')).toEqual(['Azerbaijani Breakfast', 'Tomato Eggs']);
    expect(await names('SEHER')).toEqual(['Azerbaijani Breakfast', 'Tomato Eggs']);
    expect(await names('BAKI')).toEqual(['Baku Special', 'Baku Pakhlava']);
    expect((await names('СЫР', 'ru'))[0]).toBe('Четыре сыра');
    // "pomidor" is the Azerbaijani name of one dish and an ingredient of many: the name match comes first
    const tomato = await names('POMİDOR');
    expect(tomato[0]).toBe('Tomato Eggs');
    expect(tomato.slice(1)).toEqual(expect.arrayContaining(['Margherita', 'Pepperoni', 'Penne Arrabbiata']));
    expect(await names('sushi')).toEqual([]);
    // whole words and word beginnings: "et" (Turkish "meat") is not found in the middle of "Vegetarian"
    expect(await names('vegetarian')).toContain('Vegetarian');
    expect(await names('et')).not.toContain('Vegetarian');
    expect(await names('ət')).toEqual(expect.arrayContaining(['Pepperoni', 'Spaghetti Bolognese']));
    // a dish by its name in any language and its common spellings; dishes by their dietary tags' words
    for (const q of ['pepperoni', 'peperoni', 'пепперони', 'пеперони']) expect((await names(q, 'ru'))[0]).toBe('Пепперони');
    const meat = await names('мясо', 'ru');
    expect(meat).toEqual(expect.arrayContaining(['Пепперони', 'Бакинская', 'Спагетти болоньезе']));
    expect(meat).not.toContain('Вегетарианская');
    expect(await names('meat')).toEqual(await names('мясо'));
    await http.get('/api/menu/search?q=').expect(400);
    await http.get(`/api/menu/search?q=${'x'.repeat(101)}`).expect(400);
  });

  it('finds every dish of a category and every dish with an allergen by their words in each language', async () => {
    const slugs = async (q: string, lang: string) =>
      ((await http.get(`/api/menu/search?lang=${lang}&q=${encodeURIComponent(q)}`).expect(200)).body.data as Array<{ slug: string }>).map((i) => i.slug).sort();
    const seeded = (test: (item: (typeof MENU_SEED)[number]['items'][number], category: string) => boolean) =>
      MENU_SEED.filter((c) => c.menu === 'main')
        .flatMap((c) => c.items.filter((i) => test(i, c.slug)).map((i) => i.slug))
        .sort();
    const pizzas = seeded((_, category) => category === 'pizzas');
    const pastas = seeded((_, category) => category === 'pasta');
    const withNuts = seeded((i) => i.allergens.includes('nuts'));
    const withGluten = seeded((i) => i.allergens.includes('gluten'));
    expect(pizzas).toHaveLength(6);
    expect(pastas).toHaveLength(3);
    expect(withNuts).toEqual(['baku-pakhlava']);
    for (const lang of ['az', 'en', 'ru', 'tr']) {
      expect(await slugs('pizza', lang)).toEqual(expect.arrayContaining(pizzas));
      expect(await slugs('pasta', lang)).toEqual(pastas);
      expect(await slugs('nuts', lang)).toEqual(withNuts);
      expect(await slugs('gluten', lang)).toEqual(withGluten);
    }
    for (const q of ['pizzalar', 'пицца']) expect(await slugs(q, 'az')).toEqual(expect.arrayContaining(pizzas));
    for (const q of ['makarna', 'паста']) expect(await slugs(q, 'ru')).toEqual(pastas);
    for (const q of ['qoz', 'орехи', 'ceviz', 'fındık', 'findik', 'walnut']) expect(await slugs(q, 'tr')).toEqual(withNuts);
  });

  it('tags every dish and drink of both menus as meat or vegetarian', async () => {
    for (const menu of ['menu', 'mokaland-menu']) {
      const items = (await http.get(`/api/${menu}/items?lang=en`).expect(200)).body.data as Array<{ slug: string; dietary: string[] }>;
      const untagged = items.filter((i) => i.dietary.includes('meat') === i.dietary.includes('vegetarian')).map((i) => i.slug);
      expect(untagged).toEqual([]);
    }
    const vegan = (await http.get('/api/menu/items?lang=en').expect(200)).body.data.filter((i: { dietary: string[] }) => i.dietary.includes('vegan'));
    expect(vegan.map((i: { slug: string }) => i.slug)).toEqual(['penne-arrabbiata', 'black-tea', 'homemade-lemonade', 'cola', 'fresh-orange-juice']);
  });

  it('serves the birthday menu as a real PDF in the asked language', async () => {
    const ru = await http.get('/api/mokaland-menu/birthday-menu?lang=ru').buffer(true).parse(binary).expect(200);
    expect(ru.headers['content-type']).toBe('application/pdf');
    expect((ru.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(ru.body as Buffer);
    expect(text).toContain('title: Праздничное меню Mokaland');
    // The manat sign itself, in a font that has it (Noto Sans, embedded), never "AZN".
    expect(text.replace(/\u00a0/g, ' ')).toContain('Суперпраздник — 29,00 ₼');
    expect(text.replace(/\u00a0/g, ' ')).toContain('Мини-Маргарита — 6,50 ₼');
    expect(text).not.toContain('AZN');
    expect((ru.body as Buffer).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    const az = pdfText((await http.get('/api/mokaland-menu/birthday-menu').buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(az).toContain('Mokaland ad günü menyusu');
    expect(az).toContain('Gülən pizza');
    await http.get('/api/mokaland-menu/birthday-menu?lang=fr').expect(400);
  });

  it('lists the birthday packages in the asked language', async () => {
    const res = await http.get('/api/mokaland-menu/birthday-packages?lang=en').expect(200);
    expect(
      res.body.data.map((p: { name: string; pricePerChild: string; minChildren: number; maxChildren: number }) => [
        p.name,
        p.pricePerChild,
        p.minChildren,
        p.maxChildren,
      ]),
    ).toEqual([
      ['Mini Party', '18.00', 6, 12],
      ['Super Party', '29.00', 10, 25],
    ]);
    expect(res.body.data[1].includes).toContain('Entertainer and face painting');
    // Every package is named in the four languages, each in its own words.
    const names = await Promise.all(
      ['az', 'ru', 'tr'].map(async (lang) =>
        (await t.http.get(`/api/mokaland-menu/birthday-packages?lang=${lang}`).expect(200)).body.data.map((p: { name: string }) => p.name),
      ),
    );
    for (const list of names) expect(list.filter((n: string) => n === 'Mini Party' || n === 'Super Party' || !n.trim())).toEqual([]);
  });

  it('seeds only once', async () => {
    const ds = app.get(DataSource);
    const before = await ds.query('SELECT count(*)::int AS n FROM menu_items');
    expect(await seedMenus(ds)).toBe(false);
    const after = await ds.query('SELECT count(*)::int AS n FROM menu_items');
    expect(after[0].n).toBe(before[0].n);
  });

  // The public menu is kept in memory until it changes (MenuService): an edit must show at once all the same.
  it('shows an admin edit, a hidden category and a deleted item in the public menu at once', async () => {
    const list = async (lang = 'en') =>
      (await http.get(`/api/menu/items?lang=${lang}`).expect(200)).body.data as Array<{ id: number; name: string; price: string; category: string }>;
    const before = await list();
    const item = before[0]!;
    await http.get('/api/menu/categories?lang=en').expect(200);
    await http.get(`/api/menu/items/${item.id}?lang=en`).expect(200);
    const manager = bearer(t.tokens.MANAGER);
    await http
      .patch(`/api/admin/menu/items/${item.id}`)
      .set(manager)
      .send({ price: '42.50', name: { az: 'Keşlənmiş', en: 'Cached no more' } })
      .expect(200);
    const after = await list();
    expect(after.find((i) => i.id === item.id)).toMatchObject({ name: 'Cached no more', price: '42.50' });
    // dietary tags: only the known ones, each once; the public menu shows them at once
    const bad = await http
      .patch(`/api/admin/menu/items/${item.id}`)
      .set(manager)
      .send({ dietary: ['vegetarian', 'halal'] })
      .expect(400);
    expect(bad.body.errors.dietary).toBeDefined();
    await http
      .patch(`/api/admin/menu/items/${item.id}`)
      .set(manager)
      .send({ dietary: ['spicy', 'spicy', 'vegan'] })
      .expect(200);
    expect((await http.get(`/api/menu/items/${item.id}?lang=en`).expect(200)).body.data.dietary).toEqual(['spicy', 'vegan']);
    expect((await http.get(`/api/menu/items/${item.id}?lang=en`).expect(200)).body.data.price).toBe('42.50');
    expect((await list('az')).find((i) => i.id === item.id)?.name).toBe('Keşlənmiş');

    const categories = (await http.get('/api/admin/menu').set(manager).expect(200)).body.data as Array<{ id: number; slug: string; menu: string }>;
    const category = categories.find((c) => c.slug === item.category && c.menu === 'main')!;
    await http.patch(`/api/admin/menu/categories/${category.id}`).set(manager).send({ visible: false }).expect(200);
    expect((await list()).some((i) => i.category === item.category)).toBe(false);
    await http.get(`/api/menu/items?category=${item.category}`).expect(404);
    await http.patch(`/api/admin/menu/categories/${category.id}`).set(manager).send({ visible: true }).expect(200);
    expect((await list()).some((i) => i.category === item.category)).toBe(true);

    const last = after[after.length - 1]!;
    await http
      .delete(`/api/admin/menu/items/${last.id}`)
      .set(manager)
      .expect((r) => expect([200, 204]).toContain(r.status));
    expect((await list()).some((i) => i.id === last.id)).toBe(false);
    await http.get(`/api/menu/items/${last.id}`).expect(404);
  });

  // PGlite lives inside one process, so two processes can share only PostgreSQL.
  (name === 'PostgreSQL' ? it : it.skip)('another API process shows an edit made through this one (the cache is cleared through LISTEN/NOTIFY)', async () => {
    const second = await startApiProcess(db.settings.url!);
    try {
      const itemsOf = async (url: string) =>
        ((await (await fetch(`${url}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; name: string }> }).data;
      const item = (await itemsOf(second.url))[0]!;
      await http
        .patch(`/api/admin/menu/items/${item.id}`)
        .set(bearer(t.tokens.MANAGER))
        .send({ name: { az: 'İkinci', en: 'Seen by the second' } })
        .expect(200);
      const until = Date.now() + 3000;
      let seen = '';
      while (Date.now() < until) {
        seen = (await itemsOf(second.url)).find((i) => i.id === item.id)?.name ?? '';
        if (seen === 'Seen by the second') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe('Seen by the second');
    } finally {
      await second.close();
    }
  });
});
