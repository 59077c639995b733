import { testDatabases, type TestDatabase } from './databases';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

/** Opens a stream expecting a refusal: its status, Retry-After and error code. */
async function refused(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (res.status === 200) {
    controller.abort(); // opened: not refused
    return { status: res.status };
  }
  const body = (await res.json()) as { success: boolean; code?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), success: body.success, code: body.code };
}

/** Opens the stream again until the server has given the closed one's slot back (it learns of the close a little later). */
async function opensAgain(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 50; i++) {
    const stream = openEventStream(url, headers);
    if ((await stream.status) === 200) return stream;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} stayed refused`);
}

describe.each(testDatabases())('live streams per holder on %s (security round three)', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const streams: Array<{ close: () => void }> = [];
  const keep = <T extends { close: () => void }>(stream: T) => (streams.push(stream), stream);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { streamsPerAccount: 3, streamsPerClient: 4, publicStreamsPerProcess: 8 });
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(() => t?.close());

  it('a staff account keeps at most STREAMS_PER_ACCOUNT streams open: one more is 429 before it opens, another account is not affected, a closed one frees its slot', async () => {
    const board = `${t.url}/api/admin/orders/events`;
    const staff = bearer(t.tokens.STAFF);
    const opened = [
      keep(openEventStream(board, staff)),
      keep(openEventStream(`${t.url}/api/admin/reservations/events`, staff)),
      keep(openEventStream(board, staff)),
    ];
    expect(await Promise.all(opened.map((s) => s.status))).toEqual([200, 200, 200]);
    expect(await refused(board, staff)).toEqual({ status: 429, retryAfter: '30', success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await keep(openEventStream(board, bearer(t.tokens.MANAGER))).status).toBe(200);

    opened[0]!.close();
    const again = keep(await opensAgain(board, staff));
    await again.waitFor((e) => e.type === 'ready', 3000);
    expect(await refused(board, staff)).toMatchObject({ status: 429 });
  });

  it('one client address keeps at most STREAMS_PER_CLIENT public streams (tracking and settings) open', async () => {
    const [cola] = (await t.dataSource.query("SELECT id FROM menu_items WHERE slug = 'cola'")) as Array<{ id: number }>;
    const placed = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', customerName: 'Aysel', phone: '+994501234567', items: [{ menuItemId: cola!.id, quantity: 1 }] })
      .expect(201);
    const tracking = `${t.url}/api/orders/track/${placed.body.data.code as string}/events`;
    const settings = `${t.url}/api/settings/events`;
    const opened = [keep(openEventStream(tracking)), keep(openEventStream(tracking)), keep(openEventStream(settings)), keep(openEventStream(tracking))];
    expect(await Promise.all(opened.map((s) => s.status))).toEqual([200, 200, 200, 200]);
    await opened[3]!.waitFor((e) => e.type === 'status');
    expect(await refused(tracking)).toEqual({ status: 429, retryAfter: '30', success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await refused(settings)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // staff streams count per account, not per address
    expect(await keep(openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF))).status).toBe(200);

    opened[2]!.close();
    const again = keep(await opensAgain(settings, {}));
    await again.waitFor((e) => e.type === 'settings');
  });

  it('the addresses of one IPv6 /64 are one client: a flood from one network gets STREAMS_PER_CLIENT streams in all (security round four)', async () => {
    const settings = `${t.url}/api/settings/events`;
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let i = 1; i <= 4; i++) keep(await opensAgain(settings, from(`2001:db8:bad:1:${i}::${i}`)));
    expect(await refused(settings, from('2001:db8:bad:1:ffff::9'))).toEqual({ status: 429, retryAfter: '30', success: false, code: 'TOO_MANY_REQUESTS' });
    // the next network is another client
    expect(await keep(openEventStream(settings, from('2001:db8:bad:2::1'))).status).toBe(200);
  });

  it('public streams of all clients together stop at PUBLIC_STREAMS_PER_PROCESS, staff streams go on (security round four)', async () => {
    const settings = `${t.url}/api/settings/events`;
    // one at a time, each once the server has let go of the streams the tests before closed
    const opened: Array<ReturnType<typeof openEventStream>> = [];
    for (let i = 0; i < 8; i++) opened.push(keep(await opensAgain(settings, { 'X-Forwarded-For': `198.51.100.${i + 1}` })));
    expect(await refused(settings, { 'X-Forwarded-For': '198.51.100.99' })).toEqual({
      status: 429,
      retryAfter: '30',
      success: false,
      code: 'TOO_MANY_REQUESTS',
    });
    // the kitchen is never locked out of its board by a flood
    expect(await keep(openEventStream(`${t.url}/api/admin/orders/events`, bearer(t.tokens.STAFF))).status).toBe(200);
    opened[0]!.close();
    const again = keep(await opensAgain(settings, { 'X-Forwarded-For': '198.51.100.99' }));
    await again.waitFor((e) => e.type === 'settings');
  });

  it('past three quarters of the total, a client holding its fair share gets no more, so the rest stays for diners following one order (security round four)', async () => {
    const settings = `${t.url}/api/settings/events`;
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    // 4 + 2 of 8: three quarters taken
    for (let i = 0; i < 4; i++) keep(await opensAgain(settings, from('198.51.100.50')));
    for (let i = 0; i < 2; i++) keep(await opensAgain(settings, from('198.51.100.51')));
    // a client holding its fair share (a tenth of STREAMS_PER_CLIENT, at least 2) is refused now...
    expect(await refused(settings, from('198.51.100.51'))).toEqual({ status: 429, retryAfter: '30', success: false, code: 'TOO_MANY_REQUESTS' });
    // ...a diner with no stream yet is not, up to the total
    keep(await opensAgain(settings, from('198.51.100.52')));
    keep(await opensAgain(settings, from('198.51.100.53')));
    expect(await refused(settings, from('198.51.100.54'))).toMatchObject({ status: 429 });
  });
});
