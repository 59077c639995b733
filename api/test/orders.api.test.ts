import { testDatabases, type TestDatabase } from './databases';
import { startApiProcess } from './api-process';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('orders on %s', (name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, number> = {};
  const orderCount = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM orders'))[0].n);
  const place = (body: object, headers: Record<string, string> = {}) => t.http.post('/api/orders').set(headers).send(body);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    for (const row of await t.dataSource.query('SELECT id, slug FROM menu_items')) ids[row.slug] = row.id;
  });
  afterAll(() => t?.close());

  it('prices a table order from the database, with customisations, and ignores the client’s prices', async () => {
    const res = await place({
      orderType: 'table',
      tableNumber: '12',
      sessionId: 'session-abc-123',
      language: 'en',
      specialInstructions: 'No onions',
      total: '0.01',
      items: [
        { menuItemId: ids.margherita, quantity: 2, price: '0.01', customizations: { size: 'large', extras: ['olives', 'extra-cheese'] } },
        { menuItemId: ids.ayran, quantity: 1, price: 0 },
      ],
    }).expect(201);
    const o = res.body.data;
    // Margherita 9.50 + large 4.00 + olives 1.00 + extra cheese 1.50 = 16.00, twice = 32.00; ayran 2.00
    expect(o.items.map((i: { name: string; unitPrice: string; lineTotal: string }) => [i.name, i.unitPrice, i.lineTotal])).toEqual([
      ['Margherita', '16.00', '32.00'],
      ['Ayran', '2.00', '2.00'],
    ]);
    expect([o.subtotal, o.serviceFee, o.deliveryFee, o.total]).toEqual(['34.00', '3.40', '0.00', '37.40']);
    expect(o).toMatchObject({ status: 'pending', orderType: 'table', tableNumber: '12', specialInstructions: 'No onions' });
    expect(o.code).toMatch(/^[A-HJ-KM-NP-TV-Z2-9]{10}$/);
    expect(o.id).toBeUndefined();
    const stored = await t.dataSource.query('SELECT total FROM orders WHERE public_code = $1', [o.code]);
    expect(stored[0].total).toBe('37.40');
  });

  it('charges delivery 2 below a subtotal of 25 and nothing from 25', async () => {
    // a pin about 1 km from the restaurant: the centre zone (2.00 below 25)
    const delivery = {
      orderType: 'delivery',
      deliveryAddress: 'Nizami küçəsi 10, Bakı',
      deliveryLocation: { lat: 40.38, lng: 49.84 },
      phone: '+994 50 123 45 67',
    };
    const small = await place({ ...delivery, items: [{ menuItemId: ids['bbq-chicken'], quantity: 1, customizations: { size: 'medium' } }] }).expect(201);
    expect([small.body.data.subtotal, small.body.data.serviceFee, small.body.data.deliveryFee, small.body.data.total]).toEqual([
      '13.90',
      '1.39',
      '2.00',
      '17.29',
    ]);
    const big = await place({ ...delivery, items: [{ menuItemId: ids.tiramisu, quantity: 4 }] }).expect(201);
    expect([big.body.data.subtotal, big.body.data.deliveryFee, big.body.data.total]).toEqual(['30.00', '0.00', '33.00']);
    const pickup = await place({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ids.cola, quantity: 1 }] }).expect(201);
    expect(pickup.body.data.deliveryFee).toBe('0.00');
  });

  it('refuses bad orders with a clear message and writes nothing', async () => {
    const before = await orderCount();
    const empty = await place({ orderType: 'table', tableNumber: '3', items: [] }).expect(400);
    expect(empty.body).toEqual({
      success: false,
      code: 'EMPTY_ORDER',
      message: 'Your order is empty',
      errors: { items: ['Your order is empty'] },
      fields: { items: [{ code: 'EMPTY_ORDER' }] },
    });
    const unknown = await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: 999999, quantity: 1 }] }).expect(422);
    expect(unknown.body.errors).toEqual({ 'items.0.menuItemId': ['Item 999999 is not on the menu'] });
    const unavailable = await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: ids['fresh-orange-juice'], quantity: 1 }] }).expect(422);
    expect(unavailable.body.message).toBe('Fresh Orange Juice is not available right now');
    const quantityCodes = { 0: { code: 'tooSmall', params: { min: 1 } }, 100: { code: 'tooLarge', params: { max: 99 } }, 1.5: { code: 'number' } };
    for (const [quantity, code] of Object.entries(quantityCodes)) {
      const res = await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: ids.cola, quantity: Number(quantity) }] }).expect(400);
      expect(res.body.fields['items.0.quantity']).toEqual([code]);
    }
    const noSize = await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: ids.pepperoni, quantity: 1 }] }).expect(422);
    expect(noSize.body.message).toBe('Choose a size for Pepperoni');
    await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: ids.pepperoni, quantity: 1, customizations: { size: 'giant' } }] }).expect(422);
    await place({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: ids.cola, quantity: 1, customizations: { size: 'large' } }] }).expect(422);
    const noAddress = await place({ orderType: 'delivery', phone: '+994 50 123 45 67', items: [{ menuItemId: ids.cola, quantity: 1 }] }).expect(400);
    expect(Object.keys(noAddress.body.errors)).toEqual(['deliveryAddress']);
    await place({ orderType: 'table', items: [{ menuItemId: ids.cola, quantity: 1 }] }).expect(400);
    expect(await orderCount()).toBe(before);
  });

  it('takes a table order only for one of the restaurant’s tables, as many as a manager says it has', async () => {
    const before = await orderCount();
    const atTable = (tableNumber: string) => place({ orderType: 'table', tableNumber, items: [{ menuItemId: ids.cola, quantity: 1 }] });
    for (const table of ['31', '999', 'abc', '0'])
      expect([table, (await atTable(table).expect(422)).body.fields]).toEqual([table, { tableNumber: [{ code: 'TABLE_UNKNOWN', params: { max: 30 } }] }]);
    expect(await orderCount()).toBe(before);
    await atTable('30').expect(201);
    await t.http.put('/api/admin/settings/operations').set(bearer(t.tokens.STAFF)).send({ tableCount: 40 }).expect(403);
    await t.http.put('/api/admin/settings/operations').set(bearer(t.tokens.MANAGER)).send({ tableCount: 0 }).expect(400);
    const saved = await t.http.put('/api/admin/settings/operations').set(bearer(t.tokens.MANAGER)).send({ tableCount: 40 }).expect(200);
    expect(saved.body.data.ordering.tableCount).toBe(40);
    await atTable('31').expect(201);
    await t.http.put('/api/admin/settings/operations').set(bearer(t.tokens.MANAGER)).send({ tableCount: 30 }).expect(200);
  });

  it('the same Idempotency-Key makes one order, even when the retries race', async () => {
    const body = { orderType: 'table', tableNumber: '7', items: [{ menuItemId: ids.cola, quantity: 2 }] };
    const before = await orderCount();
    const first = await place(body, { 'Idempotency-Key': 'key-0001-abcdef' }).expect(201);
    const again = await place(body, { 'Idempotency-Key': 'key-0001-abcdef' }).expect(200);
    expect(again.body.data.code).toBe(first.body.data.code);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const racing = await Promise.all(Array.from({ length: 8 }, () => place(body, { 'Idempotency-Key': 'key-0002-racing' })));
    expect(new Set(racing.map((r) => r.body.data.code)).size).toBe(1);
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 2);
    await place(body, { 'Idempotency-Key': 'bad key!' }).expect(400);
    // The key is bound to its first body and caller: another body or another caller is refused, nothing is written.
    const other = await place({ ...body, items: [{ menuItemId: ids.cola, quantity: 40 }] }, { 'Idempotency-Key': 'key-0001-abcdef' }).expect(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.code);
    await place(body, { 'Idempotency-Key': 'key-0001-abcdef', Authorization: `Bearer ${t.tokens.CUSTOMER}` }).expect(422);
    expect(await orderCount()).toBe(before + 2);
  });

  // Orders are priced from memory (OrderPricing); a change this instance never heard of (another instance's edit
  // whose event was lost, or plain SQL) must still be charged: the price-list version guards the insert.
  it('charges the price and fee in force even when the change bypassed this instance, and answers with what it wrote', async () => {
    const body = { orderType: 'pickup', phone: '+994 50 123 45 67', language: 'en', items: [{ menuItemId: ids.cola, quantity: 3 }] };
    const before = (await place(body).expect(201)).body.data;
    expect(before.items[0].unitPrice).not.toBe('4.20');
    await t.dataSource.query(`UPDATE menu_items SET price = 4.20 WHERE id = $1`, [ids.cola]);
    const after = (await place(body).expect(201)).body.data;
    expect([after.items[0].unitPrice, after.items[0].lineTotal, after.subtotal, after.serviceFee, after.total]).toEqual([
      '4.20',
      '12.60',
      '12.60',
      '1.26',
      '13.86',
    ]);
    await t.dataSource.query(
      `INSERT INTO settings (key, value) VALUES ('pricing', '{"serviceFeeRate": 0.2}') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    expect((await place(body).expect(201)).body.data.serviceFee).toBe('2.52');
    await t.dataSource.query(`UPDATE menu_items SET available = false WHERE id = $1`, [ids.cola]);
    expect((await place(body).expect(422)).body.message).toBe('Cola is not available right now');
    await t.dataSource.query(`UPDATE menu_items SET available = true WHERE id = $1`, [ids.cola]);
    expect((await place(body).expect(201)).body.data.total).toBe('15.12');
    await t.dataSource.query(`DELETE FROM settings WHERE key = 'pricing'`);
    // the answer is what the database holds, as tracking reads it back
    const placed = (await place(body).expect(201)).body.data;
    const tracked = (await t.http.get(`/api/orders/track?code=${placed.code}&lang=en`).expect(200)).body.data;
    expect(placed).toEqual(tracked);
  });

  it('tracks by public code: status, history, items and totals', async () => {
    const placed = (await place({ orderType: 'table', tableNumber: '5', items: [{ menuItemId: ids.tiramisu, quantity: 1 }] }).expect(201)).body.data;
    const res = await t.http.get(`/api/orders/track?code=${placed.code.toLowerCase()}&lang=ru`).expect(200);
    expect(res.body.data).toMatchObject({ code: placed.code, status: 'pending', total: '8.25', items: [{ name: 'Тирамису', quantity: 1 }] });
    expect(res.body.data.history).toEqual([{ status: 'pending', at: expect.any(String) }]);
    await t.http.get('/api/orders/track?code=ZZZZZZZZZZ').expect(404);
    await t.http.get('/api/orders/track?code=1').expect(400);
  });

  it('moves along pending > confirmed > preparing > ready > delivered; anything else is 409 and changes nothing', async () => {
    const code = (await place({ orderType: 'table', tableNumber: '9', items: [{ menuItemId: ids.cola, quantity: 1 }] })).body.data.code;
    const move = (status: string, role: 'STAFF' | 'CUSTOMER' = 'STAFF') =>
      t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens[role])).send({ status });
    await move('ready').expect(409);
    await move('confirmed', 'CUSTOMER').expect(403);
    const illegal = await move('delivered').expect(409);
    expect(illegal.body.message).toBe('An order that is pending cannot become delivered');
    expect([illegal.body.code, illegal.body.fields.status]).toEqual([
      'ORDER_MOVED_ALREADY',
      [{ code: 'ORDER_MOVED_ALREADY', params: { status: 'pending', to: 'delivered' } }],
    ]);
    expect((await t.http.get(`/api/orders/track?code=${code}`)).body.data.status).toBe('pending');
    for (const s of ['confirmed', 'preparing', 'ready', 'delivered']) await move(s).expect(200);
    await move('cancelled').expect(409);
    const admin = await t.http.get(`/api/admin/orders/${code}`).set(bearer(t.tokens.STAFF)).expect(200);
    expect(admin.body.data.history.map((h: { from: string | null; status: string; byRole: string | null }) => [h.from, h.status, h.byRole])).toEqual([
      [null, 'pending', null],
      ['pending', 'confirmed', 'STAFF'],
      ['confirmed', 'preparing', 'STAFF'],
      ['preparing', 'ready', 'STAFF'],
      ['ready', 'delivered', 'STAFF'],
    ]);
    expect(admin.body.data.history[1].by).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a diner cancels their own pending order, and only that', async () => {
    const body = { orderType: 'table', tableNumber: '2', sessionId: 'my-cart-session-1', items: [{ menuItemId: ids.cola, quantity: 1 }] };
    const mine = (await place(body)).body.data.code;
    await t.http.post('/api/orders/cancel').send({ code: mine, sessionId: 'someone-else-1' }).expect(403);
    await t.http.post('/api/orders/cancel').send({ code: mine }).expect(403);
    const ok = await t.http.post('/api/orders/cancel').send({ code: mine, sessionId: 'my-cart-session-1' }).expect(200);
    expect(ok.body.data.status).toBe('cancelled');
    const confirmed = (await place(body)).body.data.code;
    await t.http.patch(`/api/admin/orders/${confirmed}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    const late = await t.http.post('/api/orders/cancel').send({ code: confirmed, sessionId: 'my-cart-session-1' }).expect(409);
    expect(late.body.message).toBe('Only a pending order can be cancelled');
  });

  it('an order above the largest total the website takes is refused with its limit, and nothing is written', async () => {
    const before = await orderCount();
    // 99 of each of four dishes without options: over 4 000 ₼, far above 500 ₼.
    const huge = {
      orderType: 'pickup',
      phone: '+994 50 123 45 67',
      items: ['calzone-classic', 'spaghetti-bolognese', 'greek-salad', 'tiramisu'].map((slug) => ({ menuItemId: ids[slug], quantity: 99 })),
    };
    const res = await place(huge).expect(422);
    expect(res.body).toMatchObject({ code: 'ORDER_TOO_LARGE', fields: { items: [{ code: 'ORDER_TOO_LARGE', params: { max: '500.00' } }] } });
    expect(await orderCount()).toBe(before);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.maxOrderTotal).toBe('500.00');
  });

  it('a diner cancelling while staff confirm: one of them wins, never both', async () => {
    const body = { orderType: 'table', tableNumber: '3', sessionId: 'race-session-01', items: [{ menuItemId: ids.cola, quantity: 1 }] };
    for (let i = 0; i < 10; i++) {
      const code = (await place(body).expect(201)).body.data.code;
      const [confirm, cancel] = await Promise.all([
        t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }),
        t.http.post('/api/orders/cancel').send({ code, sessionId: 'race-session-01' }),
      ]);
      expect([confirm.status, cancel.status].sort((a, b) => a - b)).toEqual([200, 409]);
      const history = (
        await t.dataSource.query('SELECT to_status FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.public_code = $1 ORDER BY h.id', [
          code,
        ])
      ).map((r: { to_status: string }) => r.to_status);
      expect([
        ['pending', 'confirmed'],
        ['pending', 'cancelled'],
      ]).toContainEqual(history);
    }
  });

  it('a signed-in customer’s orders appear in their history, and they can cancel them', async () => {
    const res = await place(
      { orderType: 'pickup', phone: '+994 50 111 22 33', items: [{ menuItemId: ids['baku-pakhlava'], quantity: 2 }] },
      bearer(t.tokens.CUSTOMER),
    ).expect(201);
    const history = await t.http.get('/api/orders/history?lang=az').set(bearer(t.tokens.CUSTOMER)).expect(200);
    expect(history.body.data[0]).toMatchObject({
      code: res.body.data.code,
      items: [{ name: 'Bakı paxlavası', quantity: 2, menuItemId: ids['baku-pakhlava'] }],
    });
    await t.http.get('/api/orders/history').expect(401);
    const other = await t.http.get('/api/orders/history').set(bearer(t.tokens.STAFF)).expect(200);
    expect(other.body.data.map((o: { code: string }) => o.code)).not.toContain(res.body.data.code);
    await t.http.post('/api/orders/cancel').set(bearer(t.tokens.CUSTOMER)).send({ code: res.body.data.code }).expect(200);
  });

  it('pushes each status change to every open tracker within a second', async () => {
    const code = (await place({ orderType: 'table', tableNumber: '4', items: [{ menuItemId: ids.cola, quantity: 1 }] })).body.data.code;
    const a = openEventStream(`${t.url}/api/orders/track/${code}/events`);
    const b = openEventStream(`${t.url}/api/orders/track/${code}/events`);
    expect(await a.status).toBe(200);
    await a.waitFor((e) => (e.data as { status?: string }).status === 'pending');
    await b.waitFor((e) => (e.data as { status?: string }).status === 'pending');
    await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    await a.waitFor((e) => (e.data as { status?: string }).status === 'confirmed', 1000);
    await b.waitFor((e) => (e.data as { status?: string }).status === 'confirmed', 1000);
    a.close();
    b.close();
    const missing = openEventStream(`${t.url}/api/orders/track/ZZZZZZZZZZ/events`);
    expect(await missing.status).toBe(404);
    missing.close();
  });

  // PGlite lives inside one process, so two processes can share only PostgreSQL.
  (name === 'PostgreSQL' ? it : it.skip)('a tracker connected to another API process sees a change made through this one (LISTEN/NOTIFY)', async () => {
    const second = await startApiProcess(db.settings.url!);
    try {
      const code = (await place({ orderType: 'table', tableNumber: '8', items: [{ menuItemId: ids.cola, quantity: 1 }] })).body.data.code;
      const tracker = openEventStream(`${second.url}/api/orders/track/${code}/events`);
      await tracker.waitFor((e) => (e.data as { status?: string }).status === 'pending');
      await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
      const event = await tracker.waitFor((e) => (e.data as { status?: string }).status === 'confirmed', 1000);
      expect(event.type).toBe('status');
      tracker.close();
    } finally {
      await second.close();
    }
  });
});
