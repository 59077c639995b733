import { CODE_GUESSING_MESSAGE } from '../src/common/code-guessing';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

// A failure here is a finding (a random counterexample, an attack let through): never tried again (api/test/retry-in-ci.js).
jest.retryTimes(0);

/**
 * Attacks that the other API tests do not already cover (tokens: auth.api.test.ts; role ranks: admin-access;
 * bodies and login rate limit: pipeline; uploads: contact-gallery; random input: fuzz).
 */
describe.each(testDatabases())('attacks on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let ayran: number;
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { codeGuessLimit: 20 });
    ayran = (await t.dataSource.query(`SELECT id FROM menu_items WHERE slug = 'ayran'`))[0].id;
  });
  afterAll(() => t?.close());

  it('order codes are random, ten characters from a 30-letter alphabet, never repeated', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await t.http
        .post('/api/orders')
        .send({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ayran, quantity: 1 }] })
        .expect(201);
      codes.add(res.body.data.code);
    }
    expect(codes.size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-KM-NP-TV-Z2-9]{10}$/);
    // No two codes share a long common prefix, as sequential or time-based codes would.
    const sorted = [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // the codes are ASCII: one character per UTF-16 unit
    const prefixes = sorted.slice(1).map((c, i) => c.split('').findIndex((ch, k) => ch !== sorted[i]![k]));
    expect(Math.max(...prefixes)).toBeLessThan(5);
  });

  it('ids out of range are 404 or 400, never a database error (security round three, low 4)', async () => {
    const admin = bearer(t.tokens.SUPER_ADMIN);
    const order = (
      await t.http
        .post('/api/orders')
        .send({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ayran, quantity: 1 }] })
        .expect(201)
    ).body.data.code;
    const asks: Array<[string, () => PromiseLike<{ status: number }>]> = [
      ['PATCH menu item', () => t.http.patch('/api/admin/menu/items/99999999999').set(admin).send({ available: false })],
      ['PATCH category', () => t.http.patch('/api/admin/menu/categories/99999999999').set(admin).send({ visible: false })],
      ['DELETE menu item', () => t.http.delete('/api/admin/menu/items/2147483648').set(admin)],
      ['PATCH contact', () => t.http.patch('/api/admin/contacts/99999999999').set(admin).send({ status: 'read' })],
      ['GET chat after', () => t.http.get('/api/admin/chat/messages?after=99999999999999999').set(admin)],
      ['POST mail retry', () => t.http.post('/api/admin/mail/99999999999999999999/retry').set(admin)],
      ['POST order line', () => t.http.post(`/api/admin/orders/${order}/lines/99999999999`).set(admin).send({ done: true })],
      ['GET menu item', () => t.http.get('/api/menu/items/99999999999')],
      ['DELETE address', () => t.http.delete('/api/me/addresses/99999999999').set(bearer(t.tokens.CUSTOMER))],
    ];
    const answers: Array<[string, number]> = [];
    for (const [name, ask] of asks) answers.push([name, (await ask()).status]);
    expect(answers.filter(([, status]) => status !== 404 && status !== 400)).toEqual([]);
    // the largest id that fits is looked up as usual
    expect((await t.http.get('/api/menu/items/2147483647')).status).toBe(404);
  });

  it('JSON in another charset than UTF-8 is refused with 415 before any parsing (security round three: UTF-16 deep JSON gave 500)', async () => {
    // one U+2200 in a string: its UTF-16LE bytes 00 22 read as a closing quote to a byte-wise depth check
    const deep = Buffer.from(`{"a":"\u2200","b":${'['.repeat(20000)}${']'.repeat(20000)}}`, 'utf16le');
    for (const path of ['/api/orders', '/api/contact', '/api/auth/login']) {
      const res = await t.http.post(path).set('Content-Type', 'application/json; charset=utf-16le').send(deep);
      expect([path, res.status, res.body.code]).toEqual([path, 415, 'UNSUPPORTED_BODY']);
    }
  });

  it('a plain HTML form from another origin cannot post to the contact form or the newsletter (415); the one-click unsubscribe still can', async () => {
    const before = await count('contact_messages');
    const form = await t.http
      .post('/api/contact')
      .type('form')
      .send({ name: 'Cross Site', email: 'x@example.az', subject: 'Hello there', message: 'Posted by a hostile page.' });
    expect([form.status, form.body.code]).toEqual([415, 'UNSUPPORTED_BODY']);
    const text = await t.http.post('/api/contact/subscribe').set('Content-Type', 'text/plain').send('{"email":"x@example.az"}');
    expect([text.status, text.body.code]).toEqual([415, 'UNSUPPORTED_BODY']);
    expect(await count('contact_messages')).toBe(before);
    // RFC 8058's one-click POST is a form post: read as before (an unknown token is a 404, not a 415)
    const oneClick = await t.http.post('/api/contact/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAA').type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).not.toBe(415);
  });

  it('guessing codes is rate-limited: after 20 misses the client gets 429, and an honest lookup elsewhere still works', async () => {
    const res = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ayran, quantity: 1 }] })
      .expect(201);
    const real = res.body.data.code;
    const guesser = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const guess = `ZZZZZZZZ${String.fromCharCode(65 + (i % 20))}${(i % 9) + 1}`.replace(/[IOLU01]/g, 'A');
      statuses.push((await t.http.get(`/api/orders/track?code=${guess}`).set('X-Forwarded-For', guesser)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const blocked = await t.http.get(`/api/orders/track?code=${real}`).set('X-Forwarded-For', guesser).expect(429);
    expect(blocked.body).toEqual({ success: false, code: 'CODE_GUESSING', message: CODE_GUESSING_MESSAGE });
    // Another diner (another address) follows the real order as usual.
    await t.http.get(`/api/orders/track?code=${real}`).set('X-Forwarded-For', '198.51.100.4').expect(200);
  });

  it('guessing reservation codes with a contact is rate-limited too, and cancels nothing', async () => {
    const guesser = '203.0.113.9';
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE status = 'cancelled'`);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await t.http
            .post('/api/reservations/cancel')
            .set('X-Forwarded-For', guesser)
            .send({ code: `RZZZZZ${i + 10}`.replace(/[01]/g, '2'), contact: 'victim@example.az' })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE status = 'cancelled'`)).toEqual(before);
  });

  it.each([`' OR '1'='1`, `'; DROP TABLE menu_items; --`, `pizza" UNION SELECT password_hash FROM users --`, `%' AND 1=1 --`, `\\'; SELECT pg_sleep(5); --`])(
    'a SQL-looking search string is only text: %s',
    async (q) => {
      const items = await count('menu_items');
      const names = async (query: string) =>
        ((await t.http.get(`/api/menu/search?lang=en&q=${encodeURIComponent(query)}`).expect(200)).body.data as Array<{ name: string }>).map((i) => i.name);
      // the answer is that of its words alone: "%' AND 1=1 --" finds what "and 1 1" finds (Baku Special: "and", "1995")
      const words = q.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      expect(await names(q)).toEqual(await names(words));
      expect(await count('menu_items')).toBe(items);
    },
  );

  it('SQL-looking ids and codes are refused as bad input, not run', async () => {
    expect([400, 404]).toContain((await t.http.get(`/api/menu/items/${encodeURIComponent('1 OR 1=1')}`)).status);
    await t.http
      .get(`/api/orders/track?code=${encodeURIComponent("' OR 1=1 --")}`)
      .set('X-Forwarded-For', '192.0.2.50')
      .expect(400);
    expect(await count('users')).toBeGreaterThan(0);
  });

  it('script payloads are stored and returned verbatim as text, for the pages to show as text', async () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    await t.http
      .post('/api/contact')
      .send({ name: payload, email: 'x@example.az', subject: payload, message: `${payload} hello there` })
      .expect(201);
    const inbox = await t.http.get('/api/admin/contacts').set(bearer(t.tokens.STAFF)).expect(200);
    expect(JSON.stringify(inbox.body)).toContain(JSON.stringify(payload).slice(1, -1));
    const chat = await t.http.post('/api/admin/chat/messages').set(bearer(t.tokens.MANAGER)).send({ body: payload }).expect(201);
    expect(chat.body.data.body).toBe(payload);
    const order = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', phone: '+994 50 123 45 67', customerName: payload.slice(0, 60), items: [{ menuItemId: ayran, quantity: 1 }] })
      .expect(201);
    expect(order.body.data.customerName).toBeUndefined();
    const board = await t.http.get('/api/admin/orders').set(bearer(t.tokens.STAFF)).expect(200);
    expect(JSON.stringify(board.body)).toContain(JSON.stringify(payload.slice(0, 60)));
    // JSON responses are never sniffed as HTML.
    expect(order.headers['content-type']).toMatch(/^application\/json/);
    expect(order.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a NUL character in any text is refused with 400 and its field, and writes nothing', async () => {
    const messages = await count('chat_messages');
    const chat = await t.http.post('/api/admin/chat/messages').set(bearer(t.tokens.MANAGER)).send({ body: 'a\u0000b' }).expect(400);
    expect(chat.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Text must not contain NUL characters',
      errors: { body: ['Text must not contain NUL characters'] },
      fields: { body: [{ code: 'invalid' }] },
    });
    const contact = await t.http
      .post('/api/contact')
      .send({ name: 'Ab', email: 'a@b.az', subject: 'hello', message: 'hello there friend', extra: { deep: ['x\u0000'] } })
      .expect(400);
    expect(contact.body.errors).toEqual({ 'extra.deep[0]': ['Text must not contain NUL characters'] });
    await t.http.get('/api/menu/search?q=a%00b').expect(400);
    expect(await count('chat_messages')).toBe(messages);
  });

  it('impossible dates are field errors, never a 500, and nothing is booked', async () => {
    const before = await count('reservations');
    for (const date of ['2026-11-31', '2026-02-29', '2026-13-01', '2026-00-10']) {
      const res = await t.http
        .post('/api/reservations')
        .send({ name: 'Aysel', phone: '+994 50 123 45 67', email: 'a@example.az', guests: 2, date, time: '20:00' })
        .expect(400);
      expect(res.body.fields.date).toEqual([{ code: 'date' }]);
      await t.http.get(`/api/reservations/check-availability?date=${date}&guests=2`).expect(400);
      await t.http.get(`/api/admin/orders?from=${date}`).set(bearer(t.tokens.STAFF)).expect(400);
      await t.http.get(`/api/admin/analytics?from=${date}`).set(bearer(t.tokens.MANAGER)).expect(400);
    }
    expect(await count('reservations')).toBe(before);
  });

  it('deeply nested JSON is refused before parsing with 400 JSON_TOO_DEEP, and brackets inside strings do not count', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await t.http
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(`{"name":"Ab","email":"a@b.az","subject":"hello","message":"hello there","x":${deep}}`)
      .expect(400);
    expect(res.body.code).toBe('JSON_TOO_DEEP');
    const messages = await count('contact_messages');
    await t.http
      .post('/api/contact')
      .send({ name: 'Ab', email: 'a@b.az', subject: 'brackets', message: `[[[[${'{'.repeat(100)} in text is fine` })
      .expect(201);
    expect(await count('contact_messages')).toBe(messages + 1);
  });
});
