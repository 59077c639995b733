import fc from 'fast-check';
import { testDatabases } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

// A failure here is a finding (a random counterexample, an attack let through): never tried again (api/test/retry-in-ci.js).
jest.retryTimes(0);

/**
 * Property-based fuzzing of the write endpoints: whatever JSON arrives, the API answers without a 5xx, and an
 * invalid request (4xx) writes nothing. Bodies mix plausible fields, wrong types, huge and odd strings.
 */
const [pglite] = testDatabases();
// 16 endpoints x 625 = 10,000 cases.
const RUNS = Number(process.env.FUZZ_RUNS ?? 625);

const odd = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('-1'),
  fc.constant('9.999'),
  fc.constant("'; DROP TABLE orders; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('x'.repeat(600)),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, maybe(fc.oneof(a, odd))])), { requiredKeys: [] })
    .map((b) => JSON.parse(JSON.stringify(b)) as object);

const TABLES = [
  'users',
  'orders',
  'order_items',
  'reservations',
  'contact_messages',
  'subscribers',
  'menu_items',
  'menu_categories',
  'settings',
  'chat_messages',
  'gallery_images',
];

describe('fuzzing the write endpoints (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await pglite![1]());
  });
  afterAll(() => t?.close());

  /** Every table's row count, read in one statement (one round trip per check instead of one per table). */
  const COUNTS = `SELECT ${TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`;
  async function counts(): Promise<Record<string, number>> {
    const [row] = (await t.dataSource.query(COUNTS)) as Array<Record<string, number | string>>;
    return Object.fromEntries(TABLES.map((table) => [table, Number(row![table])]));
  }

  const ENDPOINTS: Array<{ method: 'post' | 'put' | 'patch'; path: string; role?: keyof TestApp['tokens']; body: fc.Arbitrary<object> }> = [
    {
      method: 'post',
      path: '/api/auth/register',
      body: body({ name: fc.string(), email: fc.emailAddress(), password: fc.string(), phone: fc.string(), role: fc.constant('ADMIN') }),
    },
    { method: 'post', path: '/api/auth/login', body: body({ email: fc.emailAddress(), password: fc.string() }) },
    {
      method: 'put',
      path: '/api/auth/profile',
      role: 'CUSTOMER',
      body: body({ name: fc.string(), email: fc.emailAddress(), phone: fc.string(), role: fc.constant('SUPER_ADMIN') }),
    },
    { method: 'post', path: '/api/auth/change-password', role: 'CUSTOMER', body: body({ currentPassword: fc.string(), newPassword: fc.string() }) },
    {
      method: 'post',
      path: '/api/orders',
      body: body({
        orderType: fc.constantFrom('table', 'pickup', 'delivery', 'drone'),
        tableNumber: fc.string({ maxLength: 12 }),
        phone: fc.string(),
        deliveryAddress: fc.string(),
        items: fc.array(
          fc.record({
            menuItemId: fc.integer({ min: -5, max: 40 }),
            quantity: fc.integer({ min: -2, max: 120 }),
            customizations: maybe(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))),
          }),
          { maxLength: 4 },
        ),
      }),
    },
    { method: 'post', path: '/api/orders/cancel', body: body({ code: fc.string({ maxLength: 12 }), sessionId: fc.string() }) },
    {
      method: 'post',
      path: '/api/reservations',
      body: body({
        guests: fc.integer({ min: -3, max: 40 }),
        date: fc.string({ maxLength: 12 }),
        time: fc.string({ maxLength: 6 }),
        name: fc.string(),
        phone: fc.string(),
        email: fc.emailAddress(),
      }),
    },
    {
      method: 'post',
      path: '/api/reservations/update',
      body: body({ code: fc.string({ maxLength: 9 }), contact: fc.string(), guests: fc.integer(), date: fc.string(), time: fc.string() }),
    },
    { method: 'post', path: '/api/reservations/cancel', body: body({ code: fc.string({ maxLength: 9 }), contact: fc.string() }) },
    { method: 'post', path: '/api/contact', body: body({ name: fc.string(), email: fc.emailAddress(), subject: fc.string(), message: fc.string() }) },
    { method: 'post', path: '/api/contact/subscribe', body: body({ email: fc.string() }) },
    {
      method: 'put',
      path: '/api/admin/settings',
      role: 'SUPER_ADMIN',
      body: body({
        settings: body({ serviceFeeRate: fc.double(), deliveryFee: fc.string(), currency: fc.string() }),
        reservations: body({ seatsPerSlot: fc.integer() }),
        restaurant: body({ phone: fc.string(), email: fc.string() }),
      }),
    },
    {
      method: 'post',
      path: '/api/admin/menu/items',
      role: 'MANAGER',
      body: body({
        categoryId: fc.integer({ min: -1, max: 20 }),
        slug: fc.string({ maxLength: 20 }),
        name: body({ az: fc.string() }),
        description: body({ az: fc.string() }),
        price: fc.string({ maxLength: 8 }),
      }),
    },
    {
      method: 'post',
      path: '/api/admin/users',
      role: 'ADMIN',
      body: body({ name: fc.string(), email: fc.emailAddress(), password: fc.string(), role: fc.constantFrom('STAFF', 'ADMIN', 'SUPER_ADMIN', 'KING') }),
    },
    { method: 'post', path: '/api/admin/chat/messages', role: 'MANAGER', body: body({ body: fc.string({ maxLength: 1200 }) }) },
    { method: 'post', path: '/api/test/connectivity', body: body({ echo: fc.string({ maxLength: 600 }) }) },
  ];

  it.each(ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s: never a 5xx, and a refused request writes nothing',
    async (_name, e) => {
      await fc.assert(
        fc.asyncProperty(e.body, async (payload) => {
          const before = await counts();
          let req = t.http[e.method](e.path);
          if (e.role) req = req.set(bearer(t.tokens[e.role]));
          const res = await req.send(payload);
          expect(res.status).toBeLessThan(500);
          expect(res.body.success).toBe(res.status < 400);
          if (res.status >= 400) expect(await counts()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
