import { PUBLIC_MENU_CACHE } from '../src/menu/menu.controller';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

/**
 * The public menu list is sent with standard HTTP caching (no fast path in front of Nest): an entity tag that
 * changes with the menu, 304 for a copy still current, and a Cache-Control that lets a shared cache keep it 5 s.
 */
describe.each(testDatabases())('menu list caching on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('sends an entity tag and the shared-cache policy; the same menu gets the same tag, and a current copy 304', async () => {
    const first = await t.http.get('/api/menu/items?lang=en').expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_MENU_CACHE);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=30');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.body.data.length).toBeGreaterThan(10);
    const again = await t.http.get('/api/menu/items?lang=en').expect(200);
    expect(again.headers.etag).toBe(etag);
    const notModified = await t.http.get('/api/menu/items?lang=en').set('If-None-Match', etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    // Another language is another body and another tag.
    const az = await t.http.get('/api/menu/items?lang=az').expect(200);
    expect(az.headers.etag).not.toBe(etag);
  });

  it('an edit in the admin changes the tag at once: the old copy is no longer current', async () => {
    const before = await t.http.get('/api/menu/items?lang=en').expect(200);
    const item = (before.body.data as Array<{ id: number; price: string }>)[0]!;
    await t.http.patch(`/api/admin/menu/items/${item.id}`).set(bearer(t.tokens.MANAGER)).send({ price: '99.90' }).expect(200);
    const after = await t.http
      .get('/api/menu/items?lang=en')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.find((i: { id: number }) => i.id === item.id).price).toBe('99.90');
  });
});

/** The deployment's nginx (deploy/nginx.conf.template) in front of the API: its micro-cache of the menu lists. */
describe('the menu lists through nginx', () => {
  let db: TestDatabase;
  let t: TestApp;
  let nginx: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    db = await testDatabases()[0]![1]();
    t = await startTestApp(db);
    // deploy/nginx.mjs is plain JavaScript (no types for the API's compiler): its one function, typed here.
    const nginxModule = '../../deploy/nginx.mjs';
    const { startNginx } = (await import(nginxModule)) as {
      startNginx: (o: { prefix: string; listen: string; upstreams: string[] }) => Promise<{ url: string; stop(): Promise<void> }>;
    };
    const port = Number(new URL(t.url).port) + 1000;
    nginx = await startNginx({
      prefix: `${__dirname}/../../.tmp/nginx-menu-cache-${process.pid}`,
      listen: `127.0.0.1:${port}`,
      upstreams: [new URL(t.url).host],
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
  });

  it('answers from its cache after the first request, and shows an edit once the 5 s of s-maxage have passed', async () => {
    const get = () => fetch(`${nginx.url}/api/menu/items?lang=en`);
    const first = await get();
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const cached = await get();
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));
    const item = ((await cached.json()) as { data: Array<{ id: number }> }).data[0]!;
    // A signed-in request is not answered from the cache.
    const signedIn = await fetch(`${nginx.url}/api/menu/items?lang=en`, { headers: bearer(t.tokens.MANAGER) });
    expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');

    const editedAt = Date.now();
    await t.http.patch(`/api/admin/menu/items/${item.id}`).set(bearer(t.tokens.MANAGER)).send({ price: '77.70' }).expect(200);
    const priceNow = async () => {
      const res = await get();
      const body = (await res.json()) as { data: Array<{ id: number; price: string }> };
      return { cache: res.headers.get('x-cache-status'), price: body.data.find((i) => i.id === item.id)!.price };
    };
    // Right after the edit the cache still answers with its copy (the path under test is live)...
    const right = await priceNow();
    expect(right.cache).toBe('HIT');
    expect(right.price).not.toBe('77.70');
    // ...and once its 5 s have passed, it shows the edit (nginx may answer one stale copy while it refetches).
    let seen = right.price;
    while (seen !== '77.70' && Date.now() - editedAt < 15000) {
      await new Promise((r) => setTimeout(r, 250));
      seen = (await priceNow()).price;
    }
    expect(seen).toBe('77.70');
    expect(Date.now() - editedAt).toBeGreaterThanOrEqual(4000);
  }, 30000);
});
