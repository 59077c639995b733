import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, openEventStream, startTestApp, TEST_JWT_SECRET, type TestApp } from './test-app';

const now = () => Math.floor(Date.now() / 1000);
const JWT_OPTIONS = { issuer: 'pizza-inn-api', audience: 'pizza-inn-site', algorithm: 'HS256' as const };

describe.each(testDatabases())('kitchen displays on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    // sessions end after 5 minutes of life and 1 minute idle: a display's must outlast both
    t = await startTestApp(db, { sessionMaxSeconds: 300, sessionIdleSeconds: 60 });
  });
  afterAll(() => t?.close());

  it('a manager signs a device in as a display: its own STAFF session, listed for managers, never among the people', async () => {
    await t.http.post('/api/admin/devices').send({ name: 'Pass tablet' }).expect(401);
    await t.http.post('/api/admin/devices').set(bearer(t.tokens.STAFF)).send({ name: 'Pass tablet' }).expect(403);
    const empty = await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: '' }).expect(400);
    expect(Object.keys(empty.body.fields)).toEqual(['name']);
    expect(Object.keys((await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: '   ' }).expect(400)).body.fields)).toEqual([
      'name',
    ]);
    const issued = (await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: 'Pass tablet' }).expect(201)).body.data;
    expect(issued.user).toMatchObject({ name: 'Pass tablet', role: 'STAFF' });
    expect(issued.device).toMatchObject({ id: issued.user.id, name: 'Pass tablet', issuedBy: 'Demo Manager' });

    // the display runs the board, and nothing a manager does
    await t.http.get('/api/admin/orders/open').set(bearer(issued.token)).expect(200);
    await t.http.get('/api/admin/devices').set(bearer(issued.token)).expect(403);
    const listed = (await t.http.get('/api/admin/devices').set(bearer(t.tokens.MANAGER)).expect(200)).body.data as Array<{ id: string; name: string }>;
    expect(listed.map((d) => d.name)).toContain('Pass tablet');
    await t.http.get('/api/admin/devices').set(bearer(t.tokens.STAFF)).expect(403);
    const people = (await t.http.get('/api/admin/users').set(bearer(t.tokens.SUPER_ADMIN)).expect(200)).body.data.items as Array<{ id: string }>;
    expect(people.map((u) => u.id)).not.toContain(issued.user.id);
    // nobody changes its role, nor signs in as it with a password
    await t.http.patch(`/api/admin/users/${issued.user.id}/role`).set(bearer(t.tokens.SUPER_ADMIN)).send({ role: 'MANAGER' }).expect(404);
  });

  it("a display's session outlives the idle limit and the session maximum; a person's does not", async () => {
    const issued = (await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: 'Bar screen' }).expect(201)).body.data;
    const { sub, ver } = jwt.decode(issued.token) as { sub: string; ver: number };
    // signed in two days ago, its last token ran out an hour ago (the tablet was off overnight)
    const old = jwt.sign({ sub, ver, sat: now() - 2 * 86400, dev: true, exp: now() - 3600 }, TEST_JWT_SECRET, { ...JWT_OPTIONS, jwtid: randomUUID() });
    const fresh = (await t.http.post('/api/auth/refresh').set(bearer(old)).expect(200)).body.data.token as string;
    await t.http.get('/api/admin/orders/open').set(bearer(fresh)).expect(200);
    const seen = (await t.http.get('/api/admin/devices').set(bearer(t.tokens.MANAGER)).expect(200)).body.data.find((d: { id: string }) => d.id === sub);
    expect(Date.now() - Date.parse(seen.lastSeenAt)).toBeLessThan(60000);

    // the same for a person: the session has ended
    const me = (await t.http.get('/api/auth/me').set(bearer(t.tokens.STAFF)).expect(200)).body.data as { id: string };
    const [{ token_version }] = await t.dataSource.query('SELECT token_version FROM users WHERE id = $1', [me.id]);
    const person = jwt.sign({ sub: me.id, ver: token_version, sat: now() - 2 * 86400, exp: now() - 30 }, TEST_JWT_SECRET, JWT_OPTIONS);
    await t.http.post('/api/auth/refresh').set(bearer(person)).expect(401);
    // and a person's token cannot claim to be a display's
    const claimed = jwt.sign({ sub: me.id, ver: token_version, sat: now() - 2 * 86400, dev: true, exp: now() - 30 }, TEST_JWT_SECRET, JWT_OPTIONS);
    await t.http.post('/api/auth/refresh').set(bearer(claimed)).expect(401);
  });

  it("a person's board stream ends at the session maximum; a display's, signed in days ago, still brings new orders", async () => {
    const issued = (await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: 'Oven screen' }).expect(201)).body.data;
    const { sub, ver } = jwt.decode(issued.token) as { sub: string; ver: number };
    const display = jwt.sign({ sub, ver, sat: now() - 2 * 86400, dev: true }, TEST_JWT_SECRET, { ...JWT_OPTIONS, expiresIn: 60 });
    const me = (await t.http.get('/api/auth/me').set(bearer(t.tokens.STAFF)).expect(200)).body.data as { id: string };
    const [{ token_version }] = await t.dataSource.query('SELECT token_version FROM users WHERE id = $1', [me.id]);
    // a person's session signed in 298 s ago: 2 s left of its 300
    const person = jwt.sign({ sub: me.id, ver: token_version, sat: now() - 298 }, TEST_JWT_SECRET, { ...JWT_OPTIONS, expiresIn: 60 });
    const theirs = openEventStream(`${t.url}/api/admin/orders/events`, bearer(person));
    const ours = openEventStream(`${t.url}/api/admin/orders/events`, bearer(display));
    expect([await theirs.status, await ours.status]).toEqual([200, 200]);
    await theirs.waitFor((e) => e.type === 'session-ended', 5000);
    const [{ id: cola }] = await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'");
    const code = (
      await t.http
        .post('/api/orders')
        .send({ orderType: 'table', tableNumber: '3', items: [{ menuItemId: cola, quantity: 1 }] })
        .expect(201)
    ).body.data.code;
    await ours.waitFor((e) => e.type === 'created' && (e.data as { code: string }).code === code, 5000);
    theirs.close();
    ours.close();
  });

  it('a manager ends a display: its requests, refreshes and open board stream end at once', async () => {
    const issued = (await t.http.post('/api/admin/devices').set(bearer(t.tokens.MANAGER)).send({ name: 'Dessert screen' }).expect(201)).body.data;
    const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(issued.token));
    expect(await board.status).toBe(200);
    await board.waitFor((e) => e.type === 'ready', 3000);
    await t.http.delete(`/api/admin/devices/${issued.user.id}`).set(bearer(t.tokens.STAFF)).expect(403);
    await t.http.delete(`/api/admin/devices/${issued.user.id}`).set(bearer(t.tokens.MANAGER)).expect(200);
    await board.waitFor((e) => e.type === 'session-ended', 3000);
    await t.http.get('/api/admin/orders/open').set(bearer(issued.token)).expect(401);
    await t.http.post('/api/auth/refresh').set(bearer(issued.token)).expect(401);
    await t.http.delete(`/api/admin/devices/${issued.user.id}`).set(bearer(t.tokens.MANAGER)).expect(404);
    await t.http.delete('/api/admin/devices/not-a-uuid').set(bearer(t.tokens.MANAGER)).expect(404);
    const listed = (await t.http.get('/api/admin/devices').set(bearer(t.tokens.MANAGER)).expect(200)).body.data as Array<{ id: string }>;
    expect(listed.map((d) => d.id)).not.toContain(issued.user.id);
    board.close();
  });
});
