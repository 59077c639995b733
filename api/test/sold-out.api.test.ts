// A dish marked sold out from its line on the order board (issue 56, item 5): who may, what the menu and an order then
// say, and the storefront's stream that tells the menu pages at once.
import { testDatabases, type TestDatabase } from './databases';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('sold out from the board on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let pizza = 0;
  const available = async () => Boolean((await t.dataSource.query('SELECT available FROM menu_items WHERE id = $1', [pizza]))[0].available);
  const mark = (token: string | null, soldOut: unknown, id: number | string = pizza) => {
    const call = t.http.put(`/api/admin/sold-out/${id}`).send({ soldOut });
    return token ? call.set(bearer(token)) : call;
  };
  const allowStaff = (allowed: boolean) =>
    t.http.put('/api/admin/settings/operations').set(bearer(t.tokens.MANAGER)).send({ staffMarksSoldOut: allowed }).expect(200);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    [{ id: pizza }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'margherita'");
  });
  afterAll(() => t?.close());
  afterEach(() => t.dataSource.query('UPDATE menu_items SET available = true WHERE id = $1', [pizza]));

  it('lets a manager and up mark a dish sold out and back; staff only when the restaurant allows it; never a diner or no one', async () => {
    expect((await mark(null, true).expect(401)).body.code).toBe('SESSION_INVALID');
    expect((await mark(t.tokens.CUSTOMER, true).expect(403)).body.code).toBe('FORBIDDEN');
    const staff = await mark(t.tokens.STAFF, true).set('Accept-Language', 'ru').expect(403);
    expect(staff.body).toMatchObject({
      code: 'SOLD_OUT_NEEDS_MANAGER',
      message: 'Ставить блюда в стоп-лист может только менеджер. Разрешить это сотрудникам он может в разделе «Настройки».',
    });
    expect(await available()).toBe(true);
    for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      expect((await mark(t.tokens[role], true).expect(200)).body.data).toEqual({ id: pizza, available: false, wasAvailable: true });
      expect(await available()).toBe(false);
      expect((await mark(t.tokens[role], false).expect(200)).body.data).toEqual({ id: pizza, available: true, wasAvailable: false });
      expect(await available()).toBe(true);
    }
    // the restaurant lets staff do it: a manager's setting, in the public settings
    await allowStaff(true);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.staffMarksSoldOut).toBe(true);
    await mark(t.tokens.STAFF, true).expect(200);
    expect(await available()).toBe(false);
    // marked again (another line, another board): it was not on the menu, so there is nothing for this tap to undo
    expect((await mark(t.tokens.STAFF, true).expect(200)).body.data.wasAvailable).toBe(false);
    await allowStaff(false);
    await mark(t.tokens.STAFF, false).expect(403);
    expect(await available()).toBe(false);
  });

  it('refuses what is not a dish or not a mark, and changes nothing', async () => {
    expect((await mark(t.tokens.MANAGER, true, 999999).expect(404)).body.code).toBe('MENU_ITEM_NOT_FOUND');
    expect((await mark(t.tokens.MANAGER, true, 'abc').expect(404)).body.code).toBe('MENU_ITEM_NOT_FOUND');
    const bad = await mark(t.tokens.MANAGER, 'yes').expect(400);
    expect(bad.body.fields.soldOut).toBeDefined();
    expect(await available()).toBe(true);
  });

  it('takes the dish off the menu at once: the menu says unavailable, an order with it is refused, and the storefront stream says `menu`', async () => {
    const stream = openEventStream(`${t.url}/api/settings/events`);
    expect(await stream.status).toBe(200);
    await stream.waitFor((e) => e.type === 'settings');
    await mark(t.tokens.MANAGER, true).expect(200);
    await stream.waitFor((e) => e.type === 'menu', 3000);
    stream.close();
    const items = (await t.http.get('/api/menu/items?lang=en').expect(200)).body.data as Array<{ id: number; available: boolean }>;
    expect(items.find((i) => i.id === pizza)?.available).toBe(false);
    const refused = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: pizza, quantity: 1 }] })
      .expect(422);
    expect(refused.body.code).toBe('ITEM_UNAVAILABLE');
  });
});
