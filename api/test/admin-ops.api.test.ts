import { addDays, bakuDate, ORDER_UNDO_SECONDS } from 'shared-lib/domain';
import { testDatabases, type TestDatabase } from './databases';
import { CSP_REPORTS_PER_MINUTE } from '../src/diagnostics/diagnostics.controller';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('staff operations on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, number> = {};
  const order = (items: Array<[string, number]>, extra: object = {}) =>
    t.http
      .post('/api/orders')
      .send({
        orderType: 'table',
        tableNumber: '1',
        items: items.map(([slug, quantity]) => ({ menuItemId: ids[slug], quantity, ...(slug === 'margherita' ? { customizations: { size: 'medium' } } : {}) })),
        ...extra,
      })
      .expect(201);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    for (const row of await t.dataSource.query('SELECT id, slug FROM menu_items')) ids[row.slug] = row.id;
    await order([['margherita', 2]]); // 19.00 + 1.90 = 20.90
    await order([['cola', 4]]); // 10.00 + 1.00 = 11.00
    const cancelled = await order([['tiramisu', 1]]);
    await t.http.patch(`/api/admin/orders/${cancelled.body.data.code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'cancelled' }).expect(200);
    await t.http
      .post('/api/contact')
      .send({ name: 'Nigar', email: 'nigar@example.az', subject: 'Hello', message: 'Is the terrace open in winter?' })
      .expect(201);
  });
  afterAll(() => t?.close());

  it('the dashboard shows today’s orders, revenue, open orders, reservations and unread messages', async () => {
    const res = await t.http.get('/api/admin/dashboard').set(bearer(t.tokens.STAFF)).expect(200);
    expect(res.body.data).toEqual({
      date: bakuDate(),
      // the cancelled order is counted apart, as in the chart; STAFF see no money figures
      ordersToday: 2,
      cancelledToday: 1,
      revenueToday: null,
      openOrders: { pending: 2, confirmed: 0, preparing: 0, ready: 0 },
      reservationsToday: 0,
      guestsToday: 0,
      unreadMessages: 1,
    });
  });

  it('lists orders filtered by status and day, a page at a time', async () => {
    const all = await t.http.get('/api/admin/orders?pageSize=2').set(bearer(t.tokens.STAFF)).expect(200);
    expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.body.data.items).toHaveLength(2);
    const page2 = await t.http.get('/api/admin/orders?pageSize=2&page=2').set(bearer(t.tokens.STAFF)).expect(200);
    expect(page2.body.data.items).toHaveLength(1);
    const cancelled = await t.http.get('/api/admin/orders?status=cancelled').set(bearer(t.tokens.STAFF)).expect(200);
    expect(cancelled.body.data.items.map((o: { items: Array<{ name: string }> }) => o.items[0]!.name)).toEqual(['Tiramisu']);
    const today = bakuDate();
    expect((await t.http.get(`/api/admin/orders?from=${today}&to=${today}`).set(bearer(t.tokens.STAFF))).body.data.total).toBe(3);
    expect((await t.http.get('/api/admin/orders?from=2020-01-01&to=2020-01-31').set(bearer(t.tokens.STAFF))).body.data.total).toBe(0);
    await t.http.get('/api/admin/orders?pageSize=1000').set(bearer(t.tokens.STAFF)).expect(400);
  });

  it('analytics: revenue and orders per day, top items and busiest hours', async () => {
    const today = bakuDate();
    const res = await t.http.get(`/api/admin/analytics?from=${today}&to=${today}&lang=az`).set(bearer(t.tokens.MANAGER)).expect(200);
    // the cancelled order does not count; the two others are orders, but not revenue until someone confirms them
    expect(res.body.data.days).toEqual([{ date: today, orders: 2, revenue: '0.00' }]);
    expect(res.body.data.totals).toEqual({ orders: 2, revenue: '0.00' });
    expect(res.body.data.busiestHours).toHaveLength(1);
    expect(res.body.data.busiestHours[0].orders).toBe(2);
    // top dishes count what the revenue counts: nothing while nobody has confirmed an order, then the confirmed one's
    expect(res.body.data.topItems).toEqual([]);
    const confirmed = await order([['cola', 3]]);
    await t.http.patch(`/api/admin/orders/${confirmed.body.data.code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    const after = await t.http.get(`/api/admin/analytics?from=${today}&to=${today}&lang=az`).set(bearer(t.tokens.MANAGER)).expect(200);
    expect(after.body.data.topItems.map((i: { name: string; quantity: number; revenue: string }) => [i.name, i.quantity, i.revenue])).toEqual([
      ['Kola', 3, '7.50'],
    ]);
    const week = await t.http.get('/api/admin/analytics').set(bearer(t.tokens.MANAGER)).expect(200);
    expect(week.body.data.days).toHaveLength(30);
    await t.http.get('/api/admin/analytics?from=2026-02-01&to=2026-01-01').set(bearer(t.tokens.MANAGER)).expect(400);
    await t.http.get('/api/admin/analytics').set(bearer(t.tokens.STAFF)).expect(403);
  });

  it('staff chat: managers post and read, live', async () => {
    const live = openEventStream(`${t.url}/api/admin/chat/events`, bearer(t.tokens.ADMIN));
    expect(await live.status).toBe(200);
    const posted = await t.http.post('/api/admin/chat/messages').set(bearer(t.tokens.MANAGER)).send({ body: 'Table 7 needs a high chair' }).expect(201);
    expect(posted.body.data).toMatchObject({ author: 'Demo Manager', role: 'MANAGER', body: 'Table 7 needs a high chair' });
    await live.waitFor((e) => e.type === 'message' && (e.data as { body: string }).body === 'Table 7 needs a high chair');
    live.close();
    const list = await t.http.get('/api/admin/chat/messages').set(bearer(t.tokens.SUPER_ADMIN)).expect(200);
    expect(list.body.data.map((m: { body: string }) => m.body)).toEqual(['Table 7 needs a high chair']);
    expect((await t.http.get(`/api/admin/chat/messages?after=${posted.body.data.id}`).set(bearer(t.tokens.MANAGER))).body.data).toEqual([]);
    await t.http.post('/api/admin/chat/messages').set(bearer(t.tokens.MANAGER)).send({ body: '' }).expect(400);
    await t.http.post('/api/admin/chat/messages').set(bearer(t.tokens.STAFF)).send({ body: 'hi' }).expect(403);
  });

  it('diagnostics answer connectivity and keep recent CSP reports without secrets', async () => {
    const get = await t.http.get('/api/test/connectivity').expect(200);
    expect(get.body.data).toMatchObject({ ok: true, database: { kind: db.settings.kind, reachable: true } });
    const post = await t.http.post('/api/test/connectivity').send({ echo: 'salam' }).expect(200);
    expect(post.body.data.echo).toBe('salam');
    await t.http
      .post('/api/test/connectivity')
      .send({ echo: 'x'.repeat(501) })
      .expect(400);
    await t.http
      .post('/api/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send(
        JSON.stringify({
          'csp-report': {
            'document-uri': 'http://localhost:3000/en/cart?token=secret',
            'blocked-uri': 'https://evil.example/x.js?k=1',
            'violated-directive': 'script-src',
          },
        }),
      )
      .expect(204);
    // Reading reports is for administrators (their pages' addresses may carry codes); anyone else is refused.
    await t.http.get('/api/debug/csp').expect(401);
    for (const role of ['CUSTOMER', 'STAFF', 'MANAGER'] as const) await t.http.get('/api/debug/csp').set(bearer(t.tokens[role])).expect(403);
    const csp = await t.http.get('/api/debug/csp').set(bearer(t.tokens.ADMIN)).expect(200);
    expect(csp.body.data.reports[0]).toMatchObject({
      documentUri: 'http://localhost:3000/en/cart',
      blockedUri: 'https://evil.example/x.js',
      violatedDirective: 'script-src',
    });
    expect(JSON.stringify(csp.body)).not.toContain('secret');
  });

  it('a flood of fake CSP reports is refused after the per-minute limit, and a huge one is too large', async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost:3000/en', 'violated-directive': 'img-src' } });
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE + 5; i++)
      statuses.push((await t.http.post('/api/csp-report').set('Content-Type', 'application/csp-report').send(report)).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(CSP_REPORTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    await t.http
      .post('/api/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send(JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(200000) } }))
      .expect(413);
  });
  it('the staff board hears new orders live', async () => {
    const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    expect(await board.status).toBe(200);
    const placed = await order([['ayran', 1]]);
    await board.waitFor((e) => e.type === 'created' && (e.data as { code: string }).code === placed.body.data.code);
    board.close();
    const anonymous = openEventStream(`${t.url}/api/admin/orders/events`);
    expect(await anonymous.status).toBe(401);
    anonymous.close();
  });

  it('the reservations list and the dashboard hear bookings live', async () => {
    const list = openEventStream(`${t.url}/api/admin/reservations/events`, bearer(t.tokens.STAFF));
    expect(await list.status).toBe(200);
    const date = addDays(bakuDate(), 3);
    const booked = await t.http
      .post('/api/reservations')
      .send({ name: 'Live Guest', phone: '+994 50 999 88 77', email: 'live@example.az', guests: 2, date, time: '19:00' })
      .expect(201);
    await list.waitFor((e) => e.type === 'changed' && (e.data as { code: string }).code === booked.body.data.code);
    await t.http.patch(`/api/admin/reservations/${booked.body.data.code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    await list.waitFor((e) => e.type === 'changed' && (e.data as { status: string }).status === 'confirmed');
    list.close();
    const customer = openEventStream(`${t.url}/api/admin/reservations/events`, bearer(t.tokens.CUSTOMER));
    expect(await customer.status).toBe(403);
    customer.close();
  });

  it('finds orders by code, phone or name, by type and by several statuses, with names in the asked language', async () => {
    const placed = await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        customerName: 'Rəşad Məmmədov',
        phone: '+994501234567',
        items: [{ menuItemId: ids.margherita, quantity: 1, customizations: { size: 'large' } }],
      })
      .expect(201);
    const code: string = placed.body.data.code;
    const find = async (query: string) =>
      (await t.http.get(`/api/admin/orders?${query}`).set(bearer(t.tokens.STAFF)).expect(200)).body.data.items.map((o: { code: string }) => o.code);
    expect(await find(`q=${code.slice(-4).toLowerCase()}`)).toEqual([code]);
    expect(await find(`q=${encodeURIComponent('050 123 45')}`)).toEqual([code]);
    expect(await find(`q=${encodeURIComponent('rəşad')}`)).toEqual([code]);
    expect(await find('q=nobody-at-all')).toEqual([]);
    expect(await find('type=pickup')).toEqual([code]);
    const both = await find('status=pending,cancelled');
    expect(both.length).toBe((await find('status=pending')).length + (await find('status=cancelled')).length);
    expect(both).toContain(code);
    const az = await t.http.get(`/api/admin/orders?q=${code}&lang=az`).set(bearer(t.tokens.STAFF)).expect(200);
    expect(az.body.data.items[0].items[0]).toMatchObject({
      name: 'Marqarita',
      quantity: 1,
      customizations: [{ group: 'size', option: 'large', name: expect.stringMatching(/^Böyük/) }],
    });
    const ru = await t.http.get(`/api/admin/orders/${code}?lang=ru`).set(bearer(t.tokens.STAFF)).expect(200);
    expect(ru.body.data.items[0].name).toBe('Маргарита');
    // Bad filters: field codes, nothing else.
    const bad = await t.http.get('/api/admin/orders?status=pending,eaten&type=drone').set(bearer(t.tokens.STAFF)).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['status', 'type']);
    await t.http
      .get(`/api/admin/orders?q=${'x'.repeat(51)}`)
      .set(bearer(t.tokens.STAFF))
      .expect(400);
  });

  it('undoes a staff member’s own last status change within the undo window, and names who changed what', async () => {
    const code: string = (await order([['cola', 1]])).body.data.code;
    await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    // someone else cannot take it back
    const other = await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.MANAGER)).expect(409);
    expect(other.body.code).toBe('UNDO_EXPIRED');
    const undone = await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.STAFF)).expect(200);
    expect(undone.body.data.status).toBe('pending');
    expect(
      undone.body.data.history.map((h: { from: string | null; status: string; byName: string | null; byRole: string | null }) => [
        h.from,
        h.status,
        h.byRole,
        h.byName,
      ]),
    ).toEqual([
      [null, 'pending', null, null],
      ['pending', 'confirmed', 'STAFF', expect.any(String)],
      ['confirmed', 'pending', 'STAFF', expect.any(String)],
    ]);
    const [row] = await t.dataSource.query('SELECT status FROM orders WHERE public_code = $1', [code]);
    expect(row.status).toBe('pending');
    // an undo is not undone, and an old change is past its window
    expect((await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.STAFF)).expect(409)).body.code).toBe('UNDO_EXPIRED');
    await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    await t.dataSource.query(
      `UPDATE order_status_history SET created_at = now() - interval '${ORDER_UNDO_SECONDS + 1} seconds' WHERE order_id = (SELECT id FROM orders WHERE public_code = $1)`,
      [code],
    );
    expect((await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.STAFF)).expect(409)).body.code).toBe('UNDO_EXPIRED');
    await t.http.post('/api/admin/orders/PZ-NOPE00/undo').set(bearer(t.tokens.STAFF)).expect(404);
    await t.http.post(`/api/admin/orders/${code}/undo`).expect(401);
    await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.CUSTOMER)).expect(403);
  });

  it("a paused restaurant refuses diners' orders with ORDERING_PAUSED and the storefront can tell; staff orders go through", async () => {
    await t.http.put('/api/admin/ordering').set(bearer(t.tokens.STAFF)).send({ paused: true }).expect(403);
    expect((await t.http.put('/api/admin/ordering').set(bearer(t.tokens.MANAGER)).send({ paused: 'yes' }).expect(400)).body.fields.paused).toBeDefined();
    await t.http.put('/api/admin/ordering').set(bearer(t.tokens.MANAGER)).send({ paused: true }).expect(200);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering).toEqual({ paused: true, maxOrderTotal: '500.00', followsOpeningHours: false });
    const [{ count: before }] = await t.dataSource.query('SELECT count(*)::int AS count FROM orders');
    const refused = await t.http
      .post('/api/orders')
      .send({ orderType: 'table', tableNumber: '1', items: [{ menuItemId: ids.cola, quantity: 1 }] })
      .expect(409);
    expect(refused.body.code).toBe('ORDERING_PAUSED');
    const [{ count: after }] = await t.dataSource.query('SELECT count(*)::int AS count FROM orders');
    expect(after).toBe(before);
    // a signed-in diner is refused the same; staff entering an order at the counter go through (a pause stops diners)
    const diner = await t.http
      .post('/api/orders')
      .set(bearer(t.tokens.CUSTOMER))
      .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: ids.cola, quantity: 1 }] })
      .expect(409);
    expect(diner.body.code).toBe('ORDERING_PAUSED');
    for (const role of ['STAFF', 'MANAGER'] as const) {
      const counter = await t.http
        .post('/api/orders')
        .set(bearer(t.tokens[role]))
        .send({ orderType: 'table', tableNumber: '2', items: [{ menuItemId: ids.cola, quantity: 1 }] })
        .expect(201);
      expect(counter.body.data.status).toBe('pending');
    }
    const [{ count: counted }] = await t.dataSource.query('SELECT count(*)::int AS count FROM orders');
    expect(counted).toBe(before + 2);
    await t.http.put('/api/admin/ordering').set(bearer(t.tokens.MANAGER)).send({ paused: false }).expect(200);
    await order([['cola', 1]]);
  });

  it('a live stream ends when its session does: a sign-out or a demotion closes it within moments', async () => {
    const staffMember = async (email: string) => {
      await t.http
        .post('/api/admin/users')
        .set(bearer(t.tokens.ADMIN))
        .send({ name: 'Stream Test', email, password: 'Kitchen-Shift-2026', role: 'STAFF' })
        .expect(201);
      const login = await t.http.post('/api/auth/login').send({ email, password: 'Kitchen-Shift-2026' }).expect(200);
      return login.body.data as { token: string; user: { id: string } };
    };
    const ended = (stream: ReturnType<typeof openEventStream>) => stream.waitFor((e) => e.type === 'session-ended', 3000);

    // a session that holds, watching all along: it must keep its stream through the others' endings
    const staying = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    expect(await staying.status).toBe(200);

    const leaving = await staffMember('leaving@pizzainn.az');
    const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(leaving.token));
    expect(await board.status).toBe(200);
    await t.http.post('/api/auth/logout').set(bearer(leaving.token)).expect(200);
    await ended(board);
    board.close();

    const demoted = await staffMember('demoted@pizzainn.az');
    const list = openEventStream(`${t.url}/api/admin/reservations/events`, bearer(demoted.token));
    expect(await list.status).toBe(200);
    await t.http.patch(`/api/admin/users/${demoted.user.id}/role`).set(bearer(t.tokens.ADMIN)).send({ role: 'CUSTOMER' }).expect(200);
    await ended(list);
    list.close();

    // The staying stream is still live after both endings were sent (an order placed now reaches it, after anything
    // sent before), and nothing ended it.
    const placed = (await order([['cola', 1]])).body.data.code as string;
    await staying.waitFor((e) => JSON.stringify(e.data).includes(placed), 3000);
    expect(staying.events.filter((e) => e.type === 'session-ended')).toEqual([]);
    staying.close();
  });

  it('counts revenue from confirmed on, for MANAGER and up; the subscriber list is theirs too', async () => {
    await t.http.get('/api/admin/contacts/subscribers').set(bearer(t.tokens.STAFF)).expect(403);
    await t.http.get('/api/admin/contacts/subscribers').set(bearer(t.tokens.MANAGER)).expect(200);
    const revenue = async () => Number((await t.http.get('/api/admin/dashboard').set(bearer(t.tokens.MANAGER)).expect(200)).body.data.revenueToday);
    const before = await revenue();
    const placed = await order([['cola', 2]]); // 5.00 + 0.50 = 5.50
    // placed but not confirmed: not revenue yet
    expect(await revenue()).toBe(before);
    await t.http.patch(`/api/admin/orders/${placed.body.data.code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    expect(await revenue()).toBeCloseTo(before + 5.5, 2);
    await t.http.patch(`/api/admin/orders/${placed.body.data.code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'cancelled' }).expect(200);
    expect(await revenue()).toBeCloseTo(before, 2);
  });
});

/** An API whose tokens live 2 s (the finding: a board stream outlived its token and the session maximum). */
describe.each(testDatabases())('short-lived tokens on %s', (_name, open) => {
  let db: TestDatabase;
  let short: TestApp;
  beforeAll(async () => {
    db = await open();
    short = await startTestApp(db, { jwtExpiresInSeconds: 2 });
  });
  afterAll(() => short?.close());

  it('a staff stream ends when the token it was opened with expires, and opens again with a fresh one (security round three)', async () => {
    try {
      const signIn = async () =>
        (await short.http.post('/api/auth/login').send({ email: 'staff@pizzainn.az', password: 'Staff123!' }).expect(200)).body.data.token as string;
      const opened = Date.now();
      const board = openEventStream(`${short.url}/api/admin/orders/events`, bearer(await signIn()));
      expect(await board.status).toBe(200);
      await board.waitFor((e) => e.type === 'ready', 3000);
      await board.waitFor((e) => e.type === 'token-expired', 5000);
      const endedAfter = Date.now() - opened;
      // nothing more comes on the old stream: an order placed now reaches only a stream opened with a fresh token
      const again = openEventStream(`${short.url}/api/admin/orders/events`, bearer(await signIn()));
      await again.waitFor((e) => e.type === 'ready', 3000);
      const placed = await short.http
        .post('/api/orders')
        .send({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: await firstItem(short), quantity: 1 }] })
        .expect(201);
      await again.waitFor((e) => e.type === 'created' && (e.data as { code?: string }).code === placed.body.data.code, 3000);
      expect(board.events.some((e) => e.type === 'created' && (e.data as { code?: string }).code === placed.body.data.code)).toBe(false);
      expect(endedAfter).toBeLessThan(4000);
      board.close();
      again.close();
    } finally {
      // the stream readers are closed above
    }
  });
});

/** A dish anyone may order (the seeded ayran). */
async function firstItem(t: TestApp): Promise<number> {
  return Number((await t.dataSource.query(`SELECT id FROM menu_items WHERE slug = 'ayran'`))[0].id);
}
