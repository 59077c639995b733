import http from 'node:http';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

interface RawAnswer {
  status: number;
  /** Every header as sent, names in their casing, in order, without Date. */
  headers: string[];
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i] !== 'Date') headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const SITE = 'http://localhost:3000';

// The public menu lists are answered from memory in front of Nest (src/menu/menu-list-fast-path.ts): the answer
// must be the one Nest gives, byte for byte, headers included, and an edit must show at once.
describe.each(testDatabases())('menu lists answered from memory on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  /** Requests that reached Express (i.e. Nest). */
  let throughNest = 0;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { corsOrigins: [SITE] });
    // Express 5's app(req, res) calls app.handle(req, res): count what reaches it
    const express = t.app.getHttpAdapter().getInstance() as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = express.handle.bind(express);
    express.handle = (...args: unknown[]) => {
      throughNest++;
      return handle(...args);
    };
  });
  afterAll(() => t?.close());

  /** The first request goes through Nest, the second is answered from memory: both must be the same. */
  async function nestThenMemory(path: string, headers: Record<string, string> = {}): Promise<[RawAnswer, RawAnswer]> {
    const before = throughNest;
    const fromNest = await get(t.url + path, headers);
    expect(throughNest).toBe(before + 1);
    const fromMemory = await get(t.url + path, headers);
    expect(throughNest).toBe(before + 1);
    return [fromNest, fromMemory];
  }

  it.each([
    ['/api/menu/items?lang=en', {}],
    ['/api/menu/items', {}],
    ['/api/mokaland-menu/items?lang=ru', {}],
    ['/api/menu/items?lang=tr', { Origin: SITE }],
    ['/api/menu/items?lang=az', { Authorization: 'Bearer not-a-token' }],
  ])('answers %s %j exactly as Nest does', async (path, headers) => {
    const [fromNest, fromMemory] = await nestThenMemory(path, headers);
    expect(fromNest.status).toBe(200);
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.headers).toEqual(fromNest.headers);
    expect(fromMemory.body.equals(fromNest.body)).toBe(true);
    // what the pipeline adds is there: helmet's headers, the ETag, the JSON type, CORS for the site
    expect(fromMemory.headers).toEqual(expect.arrayContaining(['Content-Type: application/json; charset=utf-8', 'X-Content-Type-Options: nosniff', expect.stringMatching(/^ETag: W\/"/), expect.stringMatching(/^Content-Security-Policy: /)]));
    if ('Origin' in headers) expect(fromMemory.headers).toContain(`Access-Control-Allow-Origin: ${SITE}`);
    else expect(fromMemory.headers.some((h) => h.startsWith('Access-Control-Allow-Origin'))).toBe(false);
  });

  it('answers If-None-Match with the same 304 as Nest', async () => {
    const path = '/api/menu/items?lang=ru';
    const first = await get(t.url + path);
    const etag = first.headers.find((h) => h.startsWith('ETag: '))!.slice('ETag: '.length);
    // Nest's 304, for an origin whose answer is not recorded yet
    const before = throughNest;
    const nest304 = await get(t.url + path, { Origin: SITE, 'If-None-Match': etag });
    expect(throughNest).toBe(before + 1);
    await get(t.url + path, { Origin: SITE });
    const memory304 = await get(t.url + path, { Origin: SITE, 'If-None-Match': etag });
    expect(throughNest).toBe(before + 2);
    expect(nest304.status).toBe(304);
    expect(memory304.status).toBe(304);
    expect(memory304.headers).toEqual(nest304.headers);
    expect(memory304.body.length).toBe(0);
    // a stale ETag, or a reload, gets the whole list
    expect((await get(t.url + path, { Origin: SITE, 'If-None-Match': 'W/"stale"' })).status).toBe(200);
    expect((await get(t.url + path, { Origin: SITE, 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(200);
  });

  it('leaves everything else to Nest', async () => {
    await get(t.url + '/api/menu/items?lang=en');
    const cases: Array<[string, Record<string, string>, number]> = [
      ['/api/menu/items?lang=en&x=1', {}, 400],
      ['/api/menu/items?lang=xx', {}, 400],
      ['/api/menu/items?lang=en&category=no-such-category', {}, 404],
      ['/api/menu/items?lang=en', { Origin: 'https://elsewhere.example' }, 200],
    ];
    for (const [path, headers, status] of cases) {
      const before = throughNest;
      const res = await get(t.url + path, headers);
      expect([path, res.status]).toEqual([path, status]);
      expect(throughNest).toBe(before + 1);
      if (headers.Origin) expect(res.headers.some((h) => h.startsWith('Access-Control-Allow-Origin'))).toBe(false);
    }
    const head = await t.http.head('/api/menu/items?lang=en').expect(200);
    expect(head.headers.etag).toBeDefined();
  });

  it('shows an admin edit at once, then answers the new list from memory', async () => {
    const path = '/api/menu/items?lang=en';
    await get(t.url + path);
    const item = (JSON.parse((await get(t.url + path)).body.toString()) as { data: Array<{ id: number }> }).data[0]!;
    await t.http.patch(`/api/admin/menu/items/${item.id}`).set(bearer(t.tokens.MANAGER)).send({ price: '77.70' }).expect(200);
    const first = await get(t.url + path);
    expect((JSON.parse(first.body.toString()) as { data: Array<{ id: number; price: string }> }).data.find((i) => i.id === item.id)!.price).toBe('77.70');
    // then from memory (on PostgreSQL the instance also hears its own edit back, and clears its copy once more)
    let fromMemory: RawAnswer | undefined;
    for (let i = 0; i < 40 && !fromMemory; i++) {
      const before = throughNest;
      const answer = await get(t.url + path);
      if (throughNest === before) fromMemory = answer;
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(fromMemory!.body.equals(first.body)).toBe(true);
    expect(fromMemory!.headers).toEqual(first.headers);
  });
});
