import { addDays, bakuDate, bakuInstant, WEEKDAYS } from 'shared-lib/domain';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

type StreamEvent = { type: string; data: unknown; id?: string };
const codeOf = (e: StreamEvent) => (e.data as { code?: string }).code;

describe.each(testDatabases())('the order board on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let cola = 0;
  const order = async () =>
    (
      await t.http
        .post('/api/orders')
        .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola, quantity: 1 }] })
        .expect(201)
    ).body.data.code as string;
  const move = (code: string, status: string) => t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status }).expect(200);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    [{ id: cola }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'");
  });
  afterAll(() => t?.close());

  it('gives every open order, oldest first, past 100 orders, to staff only', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 106; i++) codes.push(await order());
    await move(codes[0]!, 'cancelled');
    await move(codes[1]!, 'confirmed');
    await t.http.get('/api/admin/orders/open').expect(401);
    await t.http.get('/api/admin/orders/open').set(bearer(t.tokens.CUSTOMER)).expect(403);
    const res = await t.http.get('/api/admin/orders/open?lang=ru').set(bearer(t.tokens.STAFF)).expect(200);
    const shown = (res.body.data.items as Array<{ code: string; createdAt: string; status: string }>).map((o) => o.code);
    expect(shown).toEqual(codes.slice(1));
    expect(res.body.data.items[0].status).toBe('confirmed');
    expect(res.body.data.items.map((o: { createdAt: string }) => o.createdAt)).toEqual(
      // ISO times: their text order is their time order
      res.body.data.items.map((o: { createdAt: string }) => o.createdAt).sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const [{ max }] = await t.dataSource.query('SELECT max(id)::int AS max FROM order_events');
    expect(res.body.data.lastEventId).toBe(max);
    // the board's columns still count what they show
    const dashboard = await t.http.get('/api/admin/dashboard').set(bearer(t.tokens.STAFF)).expect(200);
    expect(Object.values(dashboard.body.data.openOrders as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(105);
  }, 60000);

  it("keeps each line's allergens as its dish had them when ordered, for the board and the ticket", async () => {
    const [{ id: pakhlava }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'baku-pakhlava'");
    const placed = await t.http
      .post('/api/orders')
      .send({
        orderType: 'table',
        tableNumber: '2',
        items: [
          { menuItemId: pakhlava, quantity: 1 },
          { menuItemId: cola, quantity: 1 },
        ],
      })
      .expect(201);
    const code = placed.body.data.code as string;
    // the menu changes afterwards: the order keeps what was true when it was placed
    await t.dataSource.query(`UPDATE menu_items SET allergens = '["gluten"]' WHERE id = $1`, [pakhlava]);
    const seen = (await t.http.get(`/api/admin/orders/${code}`).set(bearer(t.tokens.STAFF)).expect(200)).body.data;
    expect(seen.lines.map((l: { allergens: string[] }) => l.allergens)).toEqual([['gluten', 'nuts', 'milk', 'egg'], []]);
    await t.dataSource.query(`UPDATE menu_items SET allergens = '["gluten", "nuts", "milk", "egg"]' WHERE id = $1`, [pakhlava]);
  });

  it('numbers every event from the database and resumes after Last-Event-ID with what the board missed, once each', async () => {
    const first = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    expect(await first.status).toBe(200);
    const ready = await first.waitFor((e) => e.type === 'ready', 3000);
    const seen = (ready.data as { lastEventId: number }).lastEventId;
    const live = await order();
    const created = (await first.waitFor((e) => e.type === 'created' && codeOf(e) === live)) as StreamEvent;
    expect(Number(created.id)).toBeGreaterThan(seen);
    first.close();

    // away: three orders and a move happen
    const missed = [await order(), await order(), await order()];
    await move(live, 'confirmed');
    const back = openEventStream(`${t.url}/api/admin/orders/events`, { ...bearer(t.tokens.STAFF), 'Last-Event-ID': created.id! });
    expect(await back.status).toBe(200);
    await back.waitFor((e) => e.type === 'ready', 3000);
    const replayed = (back.events as StreamEvent[]).filter((e) => e.type === 'created' || e.type === 'status');
    expect(replayed.map((e) => [e.type, codeOf(e)])).toEqual([...missed.map((code) => ['created', code]), ['status', live]]);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect((replayed[3]!.data as { status: string }).status).toBe('confirmed');
    back.close();
  });

  it('delivers an event whose notice never went out (a process killed after its commit) from the database', async () => {
    const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    expect(await board.status).toBe(200);
    await board.waitFor((e) => e.type === 'ready', 3000);
    const code = await order();
    await board.waitFor((e) => e.type === 'created' && codeOf(e) === code);
    // a change written by a process that died before it could NOTIFY
    await t.dataSource.query(
      `WITH o AS (UPDATE orders SET status = 'confirmed' WHERE public_code = $1 RETURNING id)
       INSERT INTO order_status_history (order_id, from_status, to_status) SELECT id, 'pending', 'confirmed' FROM o`,
      [code],
    );
    const silent = await board.waitFor((e) => e.type === 'status' && codeOf(e) === code, 6000);
    expect((silent.data as { status: string }).status).toBe('confirmed');
    await new Promise((r) => setTimeout(r, 2500));
    expect(board.events.filter((e) => e.type === 'status' && codeOf(e as StreamEvent) === code)).toHaveLength(1);
    board.close();
  });

  it('delivers an event committed late under an id below the one a reconnected board last saw (its notice lost)', async () => {
    const code = await order();
    // A write takes its id when it starts: this one starts now and commits only after a later one was seen.
    const early = ((await t.dataSource.query(`SELECT nextval(pg_get_serial_sequence('order_status_history', 'id'))::int AS id`)) as Array<{ id: number }>)[0]!
      .id;
    const later = await order();
    const first = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    await first.waitFor((e) => e.type === 'ready', 3000);
    const lastSeen = Number((await t.http.get('/api/admin/orders/open').set(bearer(t.tokens.STAFF)).expect(200)).body.data.lastEventId);
    expect(lastSeen).toBeGreaterThan(early);
    first.close();
    // The board reconnects after the later event; then the early write commits, and its process dies before NOTIFY.
    const back = openEventStream(`${t.url}/api/admin/orders/events`, { ...bearer(t.tokens.STAFF), 'Last-Event-ID': String(lastSeen) });
    await back.waitFor((e) => e.type === 'ready', 3000);
    await t.dataSource.query(
      `WITH o AS (UPDATE orders SET status = 'confirmed' WHERE public_code = $1 RETURNING id)
       INSERT INTO order_status_history (id, order_id, from_status, to_status) SELECT $2, id, 'pending', 'confirmed' FROM o`,
      [code, early],
    );
    const late = await back.waitFor((e) => e.type === 'status' && codeOf(e) === code, 6000);
    expect([Number((late as StreamEvent).id), (late.data as { order: { status: string } }).order.status]).toEqual([early, 'confirmed']);
    // Nothing the board had is sent again.
    expect(back.events.filter((e) => (e.type === 'created' || e.type === 'status') && codeOf(e as StreamEvent) === later)).toHaveLength(0);
    back.close();
  });

  it('a manager cancels a started order with a reason; the diner is told once the undo window has passed, and a recall after it tells them it goes on', async () => {
    const placed = await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        customerName: 'Aysel',
        phone: '+994501234567',
        email: 'aysel@example.az',
        language: 'en',
        items: [{ menuItemId: cola, quantity: 1 }],
      })
      .expect(201);
    const code: string = placed.body.data.code;
    const mails = async () =>
      (await t.dataSource.query(
        `SELECT subject, text, status, next_attempt_at > now() + interval '5 seconds' AS held FROM mail_messages WHERE recipient = $1 ORDER BY id`,
        ['aysel@example.az'],
      )) as Array<{
        subject: string;
        text: string;
        status: string;
        held: boolean;
      }>;
    await move(code, 'confirmed');
    await move(code, 'preparing');
    const cancel = (token: string, note?: string) =>
      t.http
        .patch(`/api/admin/orders/${code}/status`)
        .set(bearer(token))
        .send({ status: 'cancelled', ...(note === undefined ? {} : { note }) });
    expect((await cancel(t.tokens.STAFF, 'Out of dough').expect(403)).body.code).toBe('CANCEL_NEEDS_MANAGER');
    const noReason = await cancel(t.tokens.MANAGER, '  ').expect(400);
    expect([noReason.body.code, noReason.body.fields.note]).toEqual(['CANCEL_REASON_REQUIRED', [{ code: 'CANCEL_REASON_REQUIRED' }]]);
    expect((await t.http.get(`/api/orders/track?code=${code}`).expect(200)).body.data.status).toBe('preparing');
    await cancel(t.tokens.MANAGER, 'Out of dough').expect(200);
    let sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([`Pizza Inn: your order ${code} is received`, `Pizza Inn: your order ${code} is cancelled`]);
    expect(sent[1]!.text).toContain('Reason: Out of dough');
    // the cancellation's e-mail waits out the undo window
    expect([sent[1]!.status, sent[1]!.held]).toEqual(['queued', true]);
    // taken back within it: back to preparing, and the diner hears of neither (the held e-mail is withdrawn)
    expect((await t.http.post(`/api/admin/orders/${code}/undo`).set(bearer(t.tokens.MANAGER)).expect(200)).body.data.status).toBe('preparing');
    sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([`Pizza Inn: your order ${code} is received`]);

    // bumped to delivered by mistake: recalled to ready by staff, past the undo
    await move(code, 'ready');
    await move(code, 'delivered');
    const closed = await t.http.get('/api/admin/orders/recently-closed').set(bearer(t.tokens.STAFF)).expect(200);
    expect(closed.body.data[0].code).toBe(code);
    expect((await t.http.post(`/api/admin/orders/${code}/recall`).set(bearer(t.tokens.STAFF)).expect(200)).body.data.status).toBe('ready');
    // an open order cannot be recalled; a cancelled one only by a manager
    await t.http.post(`/api/admin/orders/${code}/recall`).set(bearer(t.tokens.STAFF)).expect(409);
    await cancel(t.tokens.MANAGER, 'Never collected').expect(200);
    expect((await t.http.post(`/api/admin/orders/${code}/recall`).set(bearer(t.tokens.STAFF)).expect(403)).body.code).toBe('CANCEL_NEEDS_MANAGER');
    // the undo window has passed and the cancellation went out: a recall tells the diner the order goes on
    await t.dataSource.query(`UPDATE mail_messages SET status = 'sent', sent_at = now() WHERE recipient = $1 AND subject LIKE '%is cancelled'`, [
      'aysel@example.az',
    ]);
    expect((await t.http.post(`/api/admin/orders/${code}/recall`).set(bearer(t.tokens.MANAGER)).expect(200)).body.data.status).toBe('ready');
    sent = await mails();
    expect(sent.map((m) => m.subject).filter((s) => s.endsWith('is back on'))).toHaveLength(1);
    await t.http.post(`/api/admin/orders/${code}/recall`).set(bearer(t.tokens.CUSTOMER)).expect(403);
    await t.http.get('/api/admin/orders/recently-closed').expect(401);
  });

  it('the kitchen marks lines done: the first starts the order, the last makes it ready, live on every board', async () => {
    const placed = await t.http
      .post('/api/orders')
      .send({
        orderType: 'table',
        tableNumber: '9',
        items: [
          { menuItemId: cola, quantity: 2 },
          { menuItemId: cola, quantity: 1 },
        ],
      })
      .expect(201);
    const code: string = placed.body.data.code;
    const line = (id: number, done: boolean, token = t.tokens.STAFF) => t.http.post(`/api/admin/orders/${code}/lines/${id}`).set(bearer(token)).send({ done });
    const view = (await t.http.get(`/api/admin/orders/${code}`).set(bearer(t.tokens.STAFF)).expect(200)).body.data;
    const [first, second] = view.lines.map((l: { id: number }) => l.id) as [number, number];
    expect(view.lines).toEqual([
      { id: first, station: 'bar', done: false, allergens: [] },
      { id: second, station: 'bar', done: false, allergens: [] },
    ]);
    // not before the order is confirmed
    await line(first, true).expect(409);
    await move(code, 'confirmed');
    await line(first, true, t.tokens.CUSTOMER).expect(403);
    await line(999999, true).expect(404);
    await t.http.post(`/api/admin/orders/${code}/lines/${first}`).set(bearer(t.tokens.STAFF)).send({ done: 'yes' }).expect(400);
    const board = openEventStream(`${t.url}/api/admin/orders/events?lang=en`, bearer(t.tokens.STAFF));
    await board.waitFor((e) => e.type === 'ready', 3000);
    const started = (await line(first, true).expect(200)).body.data;
    expect([started.status, started.lines]).toEqual([
      'preparing',
      [
        { id: first, station: 'bar', done: true, allergens: [] },
        { id: second, station: 'bar', done: false, allergens: [] },
      ],
    ]);
    const heard = await board.waitFor((e) => e.type === 'status' && codeOf(e) === code);
    expect((heard.data as { order: { status: string } }).order.status).toBe('preparing');
    // a line taken back, then both done: ready
    expect((await line(first, false).expect(200)).body.data.lines[0].done).toBe(false);
    await board.waitFor((e) => e.type === 'line' && codeOf(e) === code);
    await line(first, true).expect(200);
    const ready = (await line(second, true).expect(200)).body.data;
    expect(ready.status).toBe('ready');
    board.close();
  });

  it("a line mark and a station's bump reach every open board with the order, and a board back from away gets them after Last-Event-ID", async () => {
    const [{ id: salad }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'greek-salad'");
    const placed = await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        customerName: 'Aysel',
        phone: '+994501234567',
        items: [
          { menuItemId: cola, quantity: 1 },
          { menuItemId: salad, quantity: 1 },
        ],
      })
      .expect(201);
    const code: string = placed.body.data.code;
    await move(code, 'confirmed');
    const lines = (await t.http.get(`/api/admin/orders/${code}`).set(bearer(t.tokens.STAFF)).expect(200)).body.data.lines as Array<{
      id: number;
      station: string;
    }>;
    const drink = lines.find((l) => l.station === 'bar')!.id;
    const expo = openEventStream(`${t.url}/api/admin/orders/events?lang=az`, bearer(t.tokens.STAFF));
    await expo.waitFor((e) => e.type === 'ready', 3000);
    // the bar marks its drink: the order starts (a status event), the kitchen's line still to make
    await t.http.post(`/api/admin/orders/${code}/lines/${drink}`).set(bearer(t.tokens.STAFF)).send({ done: true }).expect(200);
    const started = (await expo.waitFor(
      (e) => e.type === 'status' && codeOf(e) === code && (e.data as { status?: string }).status === 'preparing',
    )) as StreamEvent;
    // away from here on: the bar takes its drink back, then bumps its station
    const away = Number(started.id);
    await t.http.post(`/api/admin/orders/${code}/lines/${drink}`).set(bearer(t.tokens.STAFF)).send({ done: false }).expect(200);
    const undone = (await expo.waitFor((e) => e.type === 'line' && codeOf(e) === code && Number((e as StreamEvent).id) > away)) as StreamEvent;
    expect((undone.data as { order: { lines: Array<{ done: boolean }> } }).order.lines.map((l) => l.done)).toEqual([false, false]);
    await t.http.post(`/api/admin/orders/${code}/stations/bar`).set(bearer(t.tokens.STAFF)).send({ done: true }).expect(200);
    const bumped = (await expo.waitFor((e) => e.type === 'line' && codeOf(e) === code && Number((e as StreamEvent).id) > Number(undone.id))) as StreamEvent;
    const order = (bumped.data as { order: { status: string; lines: Array<{ station: string; done: boolean }> } }).order;
    expect([order.status, order.lines.map((l) => [l.station, l.done])]).toEqual(['preparing', lines.map((l) => [l.station, l.station === 'bar'])]);
    expect(Number(bumped.id)).toBeGreaterThan(Number(undone.id));
    expect(Number(undone.id)).toBeGreaterThan(away);
    expo.close();

    // another board, back from away: both changes, in order, each with the order as it is, nothing before them
    const back = openEventStream(`${t.url}/api/admin/orders/events?lang=az`, { ...bearer(t.tokens.STAFF), 'Last-Event-ID': String(away) });
    await back.waitFor((e) => e.type === 'ready', 3000);
    const replayed = (back.events as StreamEvent[]).filter((e) => codeOf(e) === code);
    expect(replayed.map((e) => [e.type, Number(e.id)])).toEqual([
      ['line', Number(undone.id)],
      ['line', Number(bumped.id)],
    ]);
    expect((replayed[1]!.data as { order: { lines: Array<{ done: boolean }> } }).order.lines.some((l) => l.done)).toBe(true);
    // the open orders' lastEventId counts the board's changes too
    expect((await t.http.get('/api/admin/orders/open').set(bearer(t.tokens.STAFF)).expect(200)).body.data.lastEventId).toBeGreaterThanOrEqual(
      Number(bumped.id),
    );
    back.close();
  });

  it('two boards confirming one order at once: one moves it, the other is told it was moved already, and it is moved once', async () => {
    const code = await order();
    const confirm = (token: string) => t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(token)).send({ status: 'confirmed' });
    const answers = await Promise.all([confirm(t.tokens.STAFF), confirm(t.tokens.MANAGER)]);
    expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect([refused.body.code, refused.body.message]).toEqual(['ORDER_MOVED_ALREADY', 'An order that is confirmed cannot become confirmed']);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.public_code = $1 AND h.to_status = 'confirmed'`,
      [code],
    );
    expect(count).toBe(1);
  });

  it('tells every open board and storefront at once when a manager pauses or resumes online ordering or changes the hours', async () => {
    const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF));
    const storefront = openEventStream(`${t.url}/api/settings/events`);
    expect([await board.status, await storefront.status]).toEqual([200, 200]);
    await board.waitFor((e) => e.type === 'ready', 3000);
    // the storefront's stream says `settings` on connecting (the page reads the settings again), then on each change
    await storefront.waitFor((e) => e.type === 'settings', 3000);
    const heard = () => storefront.events.filter((e) => e.type === 'settings').length;
    await t.http.put('/api/admin/ordering').set(bearer(t.tokens.MANAGER)).send({ paused: true }).expect(200);
    await board.waitFor((e) => e.type === 'ordering' && (e.data as { paused: boolean }).paused === true);
    await storefront.waitFor(() => heard() === 2, 3000);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.paused).toBe(true);
    await t.http.put('/api/admin/ordering').set(bearer(t.tokens.MANAGER)).send({ paused: false }).expect(200);
    await board.waitFor((e) => e.type === 'ordering' && (e.data as { paused: boolean }).paused === false);
    await storefront.waitFor(() => heard() === 3, 3000);
    await t.http
      .put('/api/admin/settings/operations')
      .set(bearer(t.tokens.MANAGER))
      .send({ prepTargets: { warn: 10, late: 20 } })
      .expect(200);
    await storefront.waitFor(() => heard() === 4, 3000);
    board.close();
    storefront.close();
  });

  it("sends each line to its category's station, the restaurant's own stations once a manager sets them; a station bumps its lines", async () => {
    const [{ id: salad }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'greek-salad'");
    const [{ id: tiramisu }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'tiramisu'");
    const place = async () =>
      (
        await t.http
          .post('/api/orders')
          .send({
            orderType: 'table',
            tableNumber: '4',
            items: [
              { menuItemId: salad, quantity: 1 },
              { menuItemId: cola, quantity: 2 },
              { menuItemId: tiramisu, quantity: 1 },
            ],
          })
          .expect(201)
      ).body.data.code as string;
    const stationsOf = async (code: string) =>
      ((await t.http.get(`/api/admin/orders/${code}`).set(bearer(t.tokens.STAFF)).expect(200)).body.data.lines as Array<{ station: string }>).map(
        (l) => l.station,
      );
    // the defaults: food to the kitchen, drinks to the bar, sweets to desserts
    expect(await stationsOf(await place())).toEqual(['kitchen', 'bar', 'desserts']);

    const name = (en: string) => ({ az: en, en, ru: en, tr: en });
    const stations = [
      { id: 'cold', name: name('Cold'), categories: ['salads'] },
      { id: 'bar', name: name('Bar'), categories: ['drinks', 'desserts'] },
    ];
    const operations = (token: string, body: object) => t.http.put('/api/admin/settings/operations').set(bearer(token)).send(body);
    await operations(t.tokens.STAFF, { stations }).expect(403);
    const twice = await operations(t.tokens.MANAGER, { stations: [stations[0], { ...stations[1], id: 'cold' }] }).expect(400);
    expect(Object.keys(twice.body.fields)).toEqual(['stations.1.id']);
    const shared = await operations(t.tokens.MANAGER, { stations: [stations[0], { ...stations[1], categories: ['salads'] }] }).expect(400);
    expect(Object.keys(shared.body.fields)).toEqual(['stations.1.categories']);
    expect((await operations(t.tokens.MANAGER, { stations: [{ ...stations[0], id: 'Cold Room' }] }).expect(400)).body.fields).toHaveProperty(['stations.0.id']);
    await operations(t.tokens.MANAGER, { stations: [] }).expect(400);
    await operations(t.tokens.MANAGER, { stations }).expect(200);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.stations).toEqual(stations);

    const code = await place();
    expect(await stationsOf(code)).toEqual(['cold', 'bar', 'bar']);
    const bump = (station: string, token = t.tokens.STAFF) =>
      t.http.post(`/api/admin/orders/${code}/stations/${station}?lang=en`).set(bearer(token)).send({ done: true });
    await bump('bar').expect(409);
    await move(code, 'confirmed');
    await bump('bar', t.tokens.CUSTOMER).expect(403);
    await bump('kitchen').expect(404);
    await bump('Not A Station').expect(404);
    const atBar = (await bump('bar').expect(200)).body.data;
    expect([atBar.status, atBar.lines.map((l: { done: boolean }) => l.done)]).toEqual(['preparing', [false, true, true]]);
    const atCold = (await bump('cold').expect(200)).body.data;
    expect(atCold.status).toBe('ready');
  });
});

describe.each(testDatabases())('closed means closed on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let cola = 0;
  const online = () =>
    t.http.post('/api/orders').send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola, quantity: 1 }] });
  const count = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM orders'))[0].n);
  const setHours = async (openingHours: object) => {
    const res = await t.http.put('/api/admin/settings').set(bearer(t.tokens.SUPER_ADMIN)).send({ restaurant: { openingHours } });
    expect([res.status, res.body.fields]).toEqual([200, undefined]);
  };
  const daily = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '07:00', close: '03:00' }]));

  beforeAll(async () => {
    db = await open();
    // a site's own setting: online orders follow the opening hours
    t = await startTestApp(db, { ordersOutsideHours: false });
    [{ id: cola }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'");
  });
  afterAll(() => t?.close());

  it('refuses an online order on a closed date with RESTAURANT_CLOSED and the opening time, and takes staff orders', async () => {
    const today = bakuDate();
    await setHours({ weekly: daily, closedDates: [addDays(today, -1), today] });
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.followsOpeningHours).toBe(true);
    const before = await count();
    const refused = await online().expect(409);
    expect(refused.body.code).toBe('RESTAURANT_CLOSED');
    expect(refused.body.fields.openingHours).toEqual([{ code: 'RESTAURANT_CLOSED', params: { opensAt: '07:00' } }]);
    expect(refused.body.message).toBe('The restaurant is closed now; online orders are taken again from 07:00.');
    // in the diner's language, the opening time in place
    const inLanguage = async (lang: string) => (await online().set('Accept-Language', lang).expect(409)).body;
    expect((await inLanguage('ru')).message).toBe('Сейчас мы закрыты. Онлайн-заказы снова принимаем с 07:00.');
    expect((await inLanguage('az')).errors.openingHours).toEqual(['Hazırda bağlıyıq. Açılış vaxtı: 07:00. Onlayn sifarişləri o vaxtdan yenidən qəbul edirik.']);
    expect((await inLanguage('tr')).message).toBe('Şu anda kapalıyız; açılış saatimiz: 07:00. Çevrim içi siparişleri açıldığımızda yeniden almaya başlıyoruz.');
    expect(await count()).toBe(before);
    // staff entering an order at the counter
    await t.http
      .post('/api/orders')
      .set(bearer(t.tokens.STAFF))
      .send({ orderType: 'table', tableNumber: '4', items: [{ menuItemId: cola, quantity: 1 }] })
      .expect(201);
    expect(await count()).toBe(before + 1);
  });

  it('takes an order ahead for a slot of tomorrow while closed, and refuses a table, an odd minute or a day too far', async () => {
    const today = bakuDate();
    await setHours({ weekly: daily, closedDates: [addDays(today, -1), today] });
    const ahead = (orderType: string, at: Date, extra: object = {}) =>
      t.http.post('/api/orders').send({
        orderType,
        customerName: 'Aysel',
        phone: '+994501234567',
        deliveryAddress: 'Nizami küç. 10, mənzil 5',
        items: [{ menuItemId: cola, quantity: 1 }],
        scheduledFor: at.toISOString(),
        ...extra,
      });
    const tomorrowAt = (time: string) => bakuInstant(addDays(today, 1), time);
    const before = await count();
    for (const [type, at] of [
      ['table', tomorrowAt('19:30')],
      ['pickup', tomorrowAt('19:40')],
      ['pickup', bakuInstant(addDays(today, 2), '19:30')],
      ['delivery', tomorrowAt('06:00')],
    ] as const) {
      const refused = await ahead(type, at, type === 'table' ? { tableNumber: '4' } : {}).expect(422);
      expect([type, refused.body.fields.scheduledFor]).toEqual([type, [{ code: 'ORDER_AHEAD_UNAVAILABLE' }]]);
    }
    await ahead('pickup', tomorrowAt('19:30'), { scheduledFor: 'tomorrow' }).expect(400);
    expect(await count()).toBe(before);
    // closed today, and a pickup for tomorrow 19:30 is taken; staff and the diner see when it is due
    const placed = await ahead('pickup', tomorrowAt('19:30'), { email: 'ahead@example.az', language: 'ru' }).expect(201);
    expect(placed.body.data.scheduledFor).toBe(tomorrowAt('19:30').toISOString());
    const [mail] = await t.dataSource.query('SELECT text FROM mail_messages WHERE recipient = $1', ['ahead@example.az']);
    expect(mail.text).toContain(`Ко времени: ${addDays(today, 1).split('-').reverse().slice(0, 2).join('.')}, 19:30`);
    const board = await t.http.get('/api/admin/orders/open?lang=az').set(bearer(t.tokens.STAFF)).expect(200);
    expect(board.body.data.items.find((o: { code: string }) => o.code === placed.body.data.code).scheduledFor).toBe(tomorrowAt('19:30').toISOString());
    const [{ scheduled_for }] = await t.dataSource.query('SELECT scheduled_for FROM orders WHERE public_code = $1', [placed.body.data.code]);
    expect(new Date(scheduled_for).toISOString()).toBe(tomorrowAt('19:30').toISOString());
    // without a time it is still refused while closed
    expect((await online().expect(409)).body.code).toBe('RESTAURANT_CLOSED');

    // it waits off the kitchen's screens until its due time less the prep target (20 min), unless the expo fires it
    const code = placed.body.data.code as string;
    const onBoard = board.body.data.items.find((o: { code: string }) => o.code === code);
    expect(onBoard.fireAt).toBe(new Date(tomorrowAt('19:30').getTime() - 20 * 60000).toISOString());
    const fire = (token: string) => t.http.post(`/api/admin/orders/${code}/fire?lang=en`).set(bearer(token));
    await t.http.post(`/api/admin/orders/${code}/fire`).expect(401);
    await fire(t.tokens.CUSTOMER).expect(403);
    const stream = openEventStream(`${t.url}/api/admin/orders/events?lang=en`, bearer(t.tokens.STAFF));
    await stream.waitFor((e) => e.type === 'ready', 3000);
    const fired = (await fire(t.tokens.STAFF).expect(200)).body.data;
    expect(fired.fireAt).toBeNull();
    const event = (await stream.waitFor((e) => e.type === 'fired' && codeOf(e) === code, 3000)) as StreamEvent;
    expect(Number(event.id)).toBeGreaterThan(0);
    stream.close();
    // fired twice: no second event is written
    const events = async () => Number((await t.dataSource.query("SELECT count(*)::int AS n FROM order_changes WHERE kind = 'fired'"))[0].n);
    const written = await events();
    expect((await fire(t.tokens.STAFF).expect(200)).body.data.fireAt).toBeNull();
    expect(await events()).toBe(written);
    // a closed order is not fired
    await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'cancelled' }).expect(200);
    const refused = (await fire(t.tokens.STAFF).expect(409)).body;
    expect(refused.code).toBe('ORDER_CLOSED');
    expect(refused.errors).toEqual({ status: ['An order that is cancelled is closed'] });
    expect(refused.fields).toEqual({ status: [{ code: 'ORDER_CLOSED', params: { status: 'cancelled' } }] });
  });

  it('a manager sets the opening hours, closed dates, fees and prep-time targets; contacts stay with the super admin', async () => {
    const operations = (token: string, body: object) => t.http.put('/api/admin/settings/operations').set(bearer(token)).send(body);
    const today = bakuDate();
    await operations(t.tokens.STAFF, { prepTargets: { warn: 8, late: 15 } }).expect(403);
    const saved = await operations(t.tokens.MANAGER, {
      openingHours: { weekly: daily, closedDates: [addDays(today, 3)] },
      settings: { deliveryFee: '3.00' },
      prepTargets: { warn: 8, late: 15 },
    }).expect(200);
    expect(saved.body.data.restaurant.openingHours.closedDates).toEqual([addDays(today, 3)]);
    const pub = (await t.http.get('/api/settings').expect(200)).body.data;
    expect([pub.settings.deliveryFee, pub.ordering.prepTargets, pub.restaurant.openingHours.closedDates]).toEqual([
      '3.00',
      { warn: 8, late: 15 },
      [addDays(today, 3)],
    ]);
    // how diners pay: one or both of cash and card
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.paymentMethods).toBeUndefined();
    await operations(t.tokens.MANAGER, { paymentMethods: ['card'] }).expect(200);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.paymentMethods).toEqual(['card']);
    await operations(t.tokens.MANAGER, { paymentMethods: [] }).expect(400);
    expect(Object.keys((await operations(t.tokens.MANAGER, { paymentMethods: ['cash', 'bitcoin'] }).expect(400)).body.fields)).toEqual(['paymentMethods']);
    await operations(t.tokens.STAFF, { paymentMethods: ['cash'] }).expect(403);
    await operations(t.tokens.MANAGER, { paymentMethods: ['card', 'cash'] }).expect(200);
    expect((await t.http.get('/api/settings').expect(200)).body.data.ordering.paymentMethods).toEqual(['cash', 'card']);
    const backwards = await operations(t.tokens.MANAGER, { prepTargets: { warn: 20, late: 10 } }).expect(400);
    expect(backwards.body.fields['prepTargets.late']).toEqual([{ code: 'tooSmall', params: { min: 21 } }]);
    // contacts, address and links are site-wide: SUPER_ADMIN only (SPEC 6.2), and the operations endpoint takes none
    await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.MANAGER))
      .send({ restaurant: { phone: '+994 12 000 00 00' } })
      .expect(403);
    await operations(t.tokens.MANAGER, { restaurant: { phone: '+994 12 000 00 00' } }).expect(400);
    expect((await t.http.get('/api/settings').expect(200)).body.data.restaurant.phone).toBe('+994 12 498 00 00');
  });

  it('refuses with RESTAURANT_CLOSED_FOR_NOW when no opening is in sight, and takes orders again once open', async () => {
    // a weekday closed in the week (null, as the settings form sends it) is kept as closed; a week of one day is refused
    const week = { ...daily, [WEEKDAYS[0]]: null };
    const stored = await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({ restaurant: { openingHours: { weekly: week, closedDates: [] } } })
      .expect(200);
    expect(stored.body.data.restaurant.openingHours.weekly).toEqual(week);
    await t.http
      .put('/api/admin/settings/operations')
      .set(bearer(t.tokens.MANAGER))
      .send({ openingHours: { weekly: { mon: null }, closedDates: [] } })
      .expect(400);
    // closed for the holidays: yesterday through a week from today
    await setHours({ weekly: daily, closedDates: Array.from({ length: 9 }, (_, i) => addDays(bakuDate(), i - 1)) });
    expect((await online().expect(409)).body.code).toBe('RESTAURANT_CLOSED_FOR_NOW');
    // open around the clock (a close at the open time is the next day's)
    await setHours({ weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '00:00' }])), closedDates: [] });
    await online().expect(201);
  });
});

describe.each(testDatabases())('kitchen timings on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('analytics give the average and 90th-percentile time from confirmed to ready, overall and by hour, to managers', async () => {
    const [{ id: cola }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'");
    for (const minutes of [12, 20]) {
      const code = (
        await t.http
          .post('/api/orders')
          .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola, quantity: 1 }] })
          .expect(201)
      ).body.data.code;
      for (const status of ['confirmed', 'preparing', 'ready'])
        await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status }).expect(200);
      // confirmed at the top of this hour (both in one hour, whenever the test runs), ready `minutes` later
      await t.dataSource.query(
        `UPDATE order_status_history h SET created_at = date_trunc('hour', now()) FROM orders o WHERE o.public_code = $1 AND h.order_id = o.id AND h.to_status = 'confirmed'`,
        [code],
      );
      await t.dataSource.query(
        `UPDATE order_status_history h SET created_at = c.at + make_interval(mins => $2)
           FROM orders o, (SELECT order_id, created_at AS at FROM order_status_history WHERE to_status = 'confirmed') c
          WHERE o.public_code = $1 AND h.order_id = o.id AND c.order_id = o.id AND h.to_status = 'ready'`,
        [code, minutes],
      );
    }
    const today = bakuDate();
    await t.http.get(`/api/admin/analytics?from=${today}&to=${today}`).set(bearer(t.tokens.STAFF)).expect(403);
    const { kitchen } = (await t.http.get(`/api/admin/analytics?from=${today}&to=${today}`).set(bearer(t.tokens.MANAGER)).expect(200)).body.data;
    expect([kitchen.orders, kitchen.averageMinutes, kitchen.p90Minutes]).toEqual([2, 16, 19.2]);
    expect(kitchen.byHour).toHaveLength(1);
    expect(kitchen.byHour[0]).toMatchObject({ orders: 2, averageMinutes: 16, p90Minutes: 19.2 });
    // cola is the bar's: moved on without its lines marked, the bar's time is the order's
    expect(kitchen.byStation).toEqual([{ station: 'bar', orders: 2, averageMinutes: 16, p90Minutes: 19.2 }]);
  });
});

describe.each(testDatabases())('kitchen timings by stage on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('analytics time each stage as the board does: waiting (placed to confirmed), cooking (to ready), ready (to handed over)', async () => {
    const [{ id: cola }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'");
    for (const [waiting, cooking, ready] of [
      [3, 12, 2],
      [5, 20, 4],
    ] as const) {
      const code = (
        await t.http
          .post('/api/orders')
          .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola, quantity: 1 }] })
          .expect(201)
      ).body.data.code;
      for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
        await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status }).expect(200);
      // placed at the top of this hour, then each stage its minutes
      await t.dataSource.query(`UPDATE orders SET created_at = date_trunc('hour', now()) WHERE public_code = $1`, [code]);
      const at = (status: string, minutes: number) =>
        t.dataSource.query(
          `UPDATE order_status_history h SET created_at = date_trunc('hour', now()) + make_interval(mins => $3)
             FROM orders o WHERE o.public_code = $1 AND h.order_id = o.id AND h.to_status = $2`,
          [code, status, minutes],
        );
      await at('confirmed', waiting);
      await at('preparing', waiting);
      await at('ready', waiting + cooking);
      await at('delivered', waiting + cooking + ready);
    }
    const today = bakuDate();
    const { kitchen } = (await t.http.get(`/api/admin/analytics?from=${today}&to=${today}`).set(bearer(t.tokens.MANAGER)).expect(200)).body.data;
    expect(kitchen.byStage).toEqual([
      { stage: 'waiting', orders: 2, averageMinutes: 4, p90Minutes: 4.8 },
      { stage: 'cooking', orders: 2, averageMinutes: 16, p90Minutes: 19.2 },
      { stage: 'ready', orders: 2, averageMinutes: 3, p90Minutes: 3.8 },
    ]);
  });
});
