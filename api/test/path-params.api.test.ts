import fs from 'node:fs';
import path from 'node:path';
import type { Role } from 'shared-lib/domain';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

/** Every route with a path parameter: method, path (`{}` where the parameter goes) and who may call it. */
const ROUTES: Array<[string, string, Role | null]> = [
  ['GET', '/api/admin/orders/{}', 'STAFF'],
  ['PATCH', '/api/admin/orders/{}/status', 'STAFF'],
  ['POST', '/api/admin/orders/{}/lines/1', 'STAFF'],
  ['POST', '/api/admin/orders/AAAAAAAAAA/lines/{}', 'STAFF'],
  ['POST', '/api/admin/orders/{}/stations/kitchen', 'STAFF'],
  ['POST', '/api/admin/orders/AAAAAAAAAA/stations/{}', 'STAFF'],
  ['POST', '/api/admin/orders/{}/recall', 'MANAGER'],
  ['POST', '/api/admin/orders/{}/undo', 'STAFF'],
  ['PATCH', '/api/admin/reservations/{}/status', 'STAFF'],
  ['PATCH', '/api/admin/users/{}/role', 'SUPER_ADMIN'],
  ['DELETE', '/api/admin/devices/{}', 'MANAGER'],
  ['POST', '/api/admin/mail/{}/retry', 'ADMIN'],
  ['PATCH', '/api/admin/gallery/{}', 'MANAGER'],
  ['DELETE', '/api/admin/gallery/{}', 'MANAGER'],
  ['PATCH', '/api/admin/menu/categories/{}', 'MANAGER'],
  ['PATCH', '/api/admin/menu/items/{}', 'MANAGER'],
  ['DELETE', '/api/admin/menu/items/{}', 'MANAGER'],
  ['POST', '/api/admin/menu/items/{}/duplicate', 'MANAGER'],
  ['POST', '/api/admin/menu/items/{}/picture', 'MANAGER'],
  ['DELETE', '/api/admin/menu/items/{}/picture', 'MANAGER'],
  ['DELETE', '/api/admin/menu/categories/{}', 'MANAGER'],
  ['PATCH', '/api/admin/contacts/{}', 'STAFF'],
  ['DELETE', '/api/me/addresses/{}', 'CUSTOMER'],
  ['PUT', '/api/me/favourites/{}', 'CUSTOMER'],
  ['DELETE', '/api/me/favourites/{}', 'CUSTOMER'],
  ['GET', '/api/menu/items/{}', null],
  ['GET', '/api/menu/images/{}', null],
  ['GET', '/api/gallery/files/{}', null],
  ['GET', '/api/orders/track/{}/events', null],
];

/** Bytes a path may carry that name nothing: NUL alone and inside a code, invalid UTF-8, overlong, traversal, huge. */
const HOSTILE = [
  '%00',
  'ABCDE%00FGHI',
  'R%00ABCDEF',
  '1%00',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '99999999999',
  '-1',
  '%F0%9F%8D%95',
];

describe.each(testDatabases())('path parameters on %s (security round four)', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('a NUL byte, invalid UTF-8 or any value a parameter cannot be is 404 or 400 with the envelope, never a 500', async () => {
    const answers: string[] = [];
    for (const [method, route, role] of ROUTES) {
      for (const value of HOSTILE) {
        const res = await fetch(`${t.url}${route.replace('{}', value)}`, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(role ? bearer(t.tokens[role]) : {}) },
          body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(route.includes('status') ? { status: 'CONFIRMED' } : { done: true }),
        });
        const body = (await res.text()).slice(0, 300);
        if (![400, 404].includes(res.status) || !body.includes('"success":false') || /at |Error:|stack/i.test(body))
          answers.push(`${method} ${route} ${value.slice(0, 30)}: ${res.status} ${body}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('a code in any case still finds its order (the schema reads it as written on the ticket)', async () => {
    const [cola] = (await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'")) as Array<{ id: number }>;
    const placed = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola!.id, quantity: 1 }] })
      .expect(201);
    const code = placed.body.data.code as string;
    const res = await t.http.get(`/api/admin/orders/${code.toLowerCase()}`).set(bearer(t.tokens.STAFF)).expect(200);
    expect(res.body.data.code).toBe(code);
  });
});

it('every path parameter of the API goes through ValidParam (common/path-params.ts), the one pipe for paths', () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) sources.push(file);
    }
  };
  walk(path.join(__dirname, '..', 'src'));
  const rawParams = sources.filter((file) => !file.endsWith('path-params.ts') && /@Param\(|\breq(uest)?\.params\b/.test(fs.readFileSync(file, 'utf8')));
  expect(rawParams.map((file) => path.relative(path.join(__dirname, '..'), file))).toEqual([]);
});
