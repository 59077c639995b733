import type { Role } from 'shared-lib/domain';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'CUSTOMER', 'STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'];

/** SPEC 6.2 as statuses: who gets 401, 403 or 200 on each admin endpoint that exists. */
const MATRIX: Array<{ method: 'get' | 'put'; path: string; body?: object; minRole: Role }> = [
  { method: 'get', path: '/api/admin/dashboard', minRole: 'STAFF' },
  { method: 'get', path: '/api/admin/orders', minRole: 'STAFF' },
  { method: 'get', path: '/api/admin/reservations', minRole: 'STAFF' },
  { method: 'get', path: '/api/admin/contacts', minRole: 'STAFF' },
  { method: 'get', path: '/api/admin/gallery', minRole: 'MANAGER' },
  { method: 'get', path: '/api/admin/chat/messages', minRole: 'MANAGER' },
  { method: 'get', path: '/api/admin/analytics', minRole: 'MANAGER' },
  { method: 'get', path: '/api/admin/menu', minRole: 'MANAGER' },
  { method: 'get', path: '/api/admin/menu?menu=mokaland', minRole: 'MANAGER' },
  { method: 'get', path: '/api/admin/users', minRole: 'ADMIN' },
  { method: 'get', path: '/api/admin/release-health', minRole: 'ADMIN' },
  { method: 'get', path: '/api/admin/settings', minRole: 'SUPER_ADMIN' },
  { method: 'put', path: '/api/admin/settings', body: { settings: { currency: 'AZN' } }, minRole: 'SUPER_ADMIN' },
  { method: 'get', path: '/api/admin/ordering', minRole: 'STAFF' },
  { method: 'put', path: '/api/admin/ordering', body: { paused: false }, minRole: 'MANAGER' },
];
const RANK: Record<Caller, number> = { anonymous: 0, CUSTOMER: 1, STAFF: 2, MANAGER: 3, ADMIN: 4, SUPER_ADMIN: 5 };

describe.each(testDatabases())('admin access on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  const cases = MATRIX.flatMap((e) =>
    CALLERS.map((caller) => {
      const expected = caller === 'anonymous' ? 401 : RANK[caller] >= RANK[e.minRole] ? 200 : 403;
      return [e.method.toUpperCase(), e.path, caller, expected, e] as const;
    }),
  );

  it.each(cases)('%s %s as %s -> %i', async (_m, _p, caller, expected, e) => {
    let req = t.http[e.method](e.path);
    if (caller !== 'anonymous') req = req.set(bearer(t.tokens[caller]));
    if (e.body) req = req.send(e.body);
    const res = await req;
    expect(res.status).toBe(expected);
    expect(res.body.success).toBe(expected === 200);
    if (expected === 403) expect(res.body.message).toBe("You don't have permission to access this page.");
  });

  describe('users management', () => {
    const staffBody = (email: string, role: Role) => ({ name: 'New Person', email, password: 'Waiter-Shift-77', role });
    const idOf = async (email: string) => (await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]))[0].id as string;

    it('an ADMIN creates staff below its own rank, never at or above it', async () => {
      const created = await t.http.post('/api/admin/users').set(bearer(t.tokens.ADMIN)).send(staffBody('waiter@pizzainn.az', 'STAFF')).expect(201);
      expect(created.body.data).toMatchObject({ email: 'waiter@pizzainn.az', role: 'STAFF' });
      await t.http.post('/api/admin/users').set(bearer(t.tokens.ADMIN)).send(staffBody('boss@pizzainn.az', 'ADMIN')).expect(403);
      await t.http.post('/api/admin/users').set(bearer(t.tokens.ADMIN)).send(staffBody('top@pizzainn.az', 'SUPER_ADMIN')).expect(403);
      await t.http.post('/api/admin/users').set(bearer(t.tokens.SUPER_ADMIN)).send(staffBody('admin2@pizzainn.az', 'ADMIN')).expect(201);
      const rows = await t.dataSource.query(`SELECT email FROM users WHERE email IN ('boss@pizzainn.az', 'top@pizzainn.az')`);
      expect(rows).toEqual([]);
    });

    it('lists users, filtered by role', async () => {
      const res = await t.http.get('/api/admin/users?role=STAFF').set(bearer(t.tokens.ADMIN)).expect(200);
      expect(res.body.data.items.map((u: { email: string }) => u.email).sort()).toEqual(['staff@pizzainn.az', 'waiter@pizzainn.az']);
      expect(res.body.data).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      await t.http.get('/api/admin/users?role=KING').set(bearer(t.tokens.ADMIN)).expect(400);
    });

    it('lists users a page at a time, oldest first, and finds them by part of the name or e-mail', async () => {
      for (const n of [1, 2, 3])
        await t.http
          .post('/api/admin/users')
          .set(bearer(t.tokens.SUPER_ADMIN))
          .send({ ...staffBody(`cook${n}@pizzainn.az`, 'STAFF'), name: `Cook ${n}_%` })
          .expect(201);
      const emails = (page: number, query = '') => t.http.get(`/api/admin/users?pageSize=2&page=${page}${query}`).set(bearer(t.tokens.ADMIN)).expect(200);
      const all = (await t.http.get('/api/admin/users?pageSize=100').set(bearer(t.tokens.ADMIN)).expect(200)).body.data;
      const first = (await emails(1)).body.data;
      expect(first.items).toHaveLength(2);
      expect(first.total).toBe(all.total);
      expect(first.items.map((u: { email: string }) => u.email)).toEqual(all.items.slice(0, 2).map((u: { email: string }) => u.email));
      expect((await emails(99)).body.data.items).toEqual([]);
      const found = (await emails(1, '&q=COOK')).body.data;
      expect(found).toMatchObject({ total: 3 });
      expect((await emails(2, '&q=cook')).body.data.items.map((u: { email: string }) => u.email)).toEqual(['cook3@pizzainn.az']);
      // Wildcards typed into the search are letters, not patterns.
      expect((await emails(1, `&q=${encodeURIComponent('_%')}`)).body.data.total).toBe(3);
      expect((await emails(1, '&q=%25%25x')).body.data.total).toBe(0);
      await t.http.get('/api/admin/users?pageSize=101').set(bearer(t.tokens.ADMIN)).expect(400);
    });

    it('never changes one’s own role, nor a peer’s, nor to a rank at or above one’s own', async () => {
      const adminId = await idOf('admin@pizzainn.az');
      const own = await t.http.patch(`/api/admin/users/${adminId}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'SUPER_ADMIN' }).expect(403);
      expect(own.body.message).toBe('You cannot change your own role');
      const peer = await idOf('admin2@pizzainn.az');
      await t.http.patch(`/api/admin/users/${peer}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'STAFF' }).expect(403);
      const waiter = await idOf('waiter@pizzainn.az');
      await t.http.patch(`/api/admin/users/${waiter}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'ADMIN' }).expect(403);
      expect((await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [waiter]))[0].role).toBe('STAFF');
      await t.http.patch(`/api/admin/users/00000000-0000-4000-8000-000000000000/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'STAFF' }).expect(404);
      await t.http.patch(`/api/admin/users/not-a-uuid/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'STAFF' }).expect(404);
    });

    it('a role change takes effect on the next request with the same token', async () => {
      const staffId = await idOf('staff@pizzainn.az');
      await t.http.get('/api/admin/menu').set(bearer(t.tokens.STAFF)).expect(403);
      const res = await t.http.patch(`/api/admin/users/${staffId}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'MANAGER' }).expect(200);
      expect(res.body.data.role).toBe('MANAGER');
      await t.http.get('/api/admin/menu').set(bearer(t.tokens.STAFF)).expect(200);
      await t.http.patch(`/api/admin/users/${staffId}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'STAFF' }).expect(200);
      await t.http.get('/api/admin/menu').set(bearer(t.tokens.STAFF)).expect(403);
    });
  });

  describe('menu management (MANAGER and up)', () => {
    it('creates, edits, hides and deletes, flagging missing translations', async () => {
      const cat = await t.http
        .post('/api/admin/menu/categories')
        .set(bearer(t.tokens.MANAGER))
        .send({ menu: 'main', slug: 'specials', name: { az: 'Xüsusi', en: 'Specials' }, sortOrder: 50 })
        .expect(201);
      expect(cat.body.data.missingTranslations).toEqual(['name.ru', 'name.tr']);
      const item = await t.http
        .post('/api/admin/menu/items')
        .set(bearer(t.tokens.MANAGER))
        .send({
          categoryId: cat.body.data.id,
          slug: 'truffle-pizza',
          name: { az: 'Trüfel pizza', en: 'Truffle Pizza', ru: 'Пицца с трюфелем', tr: 'Trüf Pizza' },
          description: { az: 'Trüfel yağı ilə', en: 'With truffle oil' },
          price: '21.9',
          allergens: ['gluten', 'milk'],
        })
        .expect(201);
      expect(item.body.data).toMatchObject({ price: '21.90', missingTranslations: ['description.ru', 'description.tr'] });
      const pub = await t.http.get('/api/menu/items?category=specials&lang=en').expect(200);
      expect(pub.body.data).toEqual([expect.objectContaining({ name: 'Truffle Pizza', price: '21.90' })]);

      await t.http.patch(`/api/admin/menu/items/${item.body.data.id}`).set(bearer(t.tokens.MANAGER)).send({ available: false, price: '19.50' }).expect(200);
      expect((await t.http.get(`/api/menu/items/${item.body.data.id}`).expect(200)).body.data).toMatchObject({ available: false, price: '19.50' });
      await t.http.patch(`/api/admin/menu/categories/${cat.body.data.id}`).set(bearer(t.tokens.MANAGER)).send({ visible: false }).expect(200);
      await t.http.get('/api/menu/items?category=specials').expect(404);
      await t.http.delete(`/api/admin/menu/items/${item.body.data.id}`).set(bearer(t.tokens.MANAGER)).expect(200);
      await t.http.delete(`/api/admin/menu/items/${item.body.data.id}`).set(bearer(t.tokens.MANAGER)).expect(404);
    });

    it('refuses bad input with field messages and writes nothing', async () => {
      const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM menu_items'))[0].n;
      const res = await t.http
        .post('/api/admin/menu/items')
        .set(bearer(t.tokens.MANAGER))
        .send({ categoryId: 1, slug: 'Bad Slug', name: { en: 'No az' }, description: { az: 'x' }, price: '9.999', allergens: ['plutonium'] })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['allergens', 'name.az', 'price', 'slug']);
      await t.http
        .post('/api/admin/menu/items')
        .set(bearer(t.tokens.MANAGER))
        .send({ categoryId: 9999, slug: 'x', name: { az: 'x' }, description: { az: 'x' }, price: '1' })
        .expect(404);
      await t.http
        .post('/api/admin/menu/items')
        .set(bearer(t.tokens.MANAGER))
        .send({ categoryId: 1, slug: 'margherita', name: { az: 'x' }, description: { az: 'x' }, price: '1' })
        .expect(409);
      await t.http
        .post('/api/admin/menu/items')
        .set(bearer(t.tokens.STAFF))
        .send({ categoryId: 1, slug: 'staff-pizza', name: { az: 'x' }, description: { az: 'x' }, price: '1' })
        .expect(403);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM menu_items'))[0].n).toBe(before);
    });
  });
});
