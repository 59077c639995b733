// The documented server-rendering path of RTK Query: the site's server reads a page's data with `initiate` and
// `getRunningQueriesThunk`, the page's store is rehydrated with that cache (`extractRehydrationInfo`), and its
// queries then answer from it without asking the API again. Against a real HTTP server that counts what it is asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageStore, serverStateRehydrated } from 'shared-lib';
import { menuReads } from './menu';
import { createServerReadStore, serverState } from './server-state';

const ITEMS = [{ id: 1, name: 'Margherita' }];
const CATEGORIES = [{ slug: 'pizza', name: 'Pizza' }];
let server: http.Server;
let baseURL: string;
const asked: string[] = [];
const busyOnce = new Set<string>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/api/menu/items/404') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Not found', code: 'ITEM_NOT_FOUND' }));
      return;
    }
    // busy once for each path under /api/busy-once/, as the site's proxy answers when the API reset a connection
    if (path.startsWith('/api/busy-once/') && !busyOnce.has(path)) {
      busyOnce.add(path);
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'The service is busy.' }));
      return;
    }
    const data = path === '/api/menu/items' ? ITEMS : path === '/api/menu/categories' ? CATEGORIES : path.startsWith('/api/busy-once/') ? ['ok'] : null;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
});

it("reads a page's data with initiate and getRunningQueriesThunk, in the page's language", async () => {
  const reads = createServerReadStore(baseURL);
  void reads.dispatch(menuReads.endpoints.menuItems.initiate({ menu: 'main', lang: 'ru' }));
  void reads.dispatch(menuReads.endpoints.menuCategories.initiate({ menu: 'main', lang: 'ru' }));
  await Promise.all(reads.dispatch(serverState.util.getRunningQueriesThunk()));
  expect(asked.sort()).toEqual(['/api/menu/categories?lang=ru', '/api/menu/items?lang=ru']);
  expect(menuReads.endpoints.menuItems.select({ menu: 'main', lang: 'ru' })(reads.getState()).data).toEqual(ITEMS);
});

it('a store rehydrated with that cache answers the same queries without a request', async () => {
  const reads = createServerReadStore(baseURL);
  void reads.dispatch(menuReads.endpoints.menuItems.initiate({ menu: 'main', lang: 'en' }));
  await Promise.all(reads.dispatch(serverState.util.getRunningQueriesThunk()));
  const written = JSON.parse(JSON.stringify(reads.getState()[serverState.reducerPath])) as unknown;
  asked.length = 0;

  const page = createPageStore();
  page.dispatch(serverStateRehydrated({ serverState: written }));
  const result = await page.dispatch(menuReads.endpoints.menuItems.initiate({ menu: 'main', lang: 'en' }));
  expect(result.data).toEqual(ITEMS);
  expect(asked).toEqual([]);
  // another language was not read by the server: that one is asked for (and fails here: the page's client has no API)
  const other = await page.dispatch(menuReads.endpoints.menuItems.initiate({ menu: 'main', lang: 'tr' }));
  expect(other.data).toBeUndefined();
});

it("a dish that is not there comes back as the API's 404", async () => {
  const reads = createServerReadStore(baseURL);
  void reads.dispatch(menuReads.endpoints.menuItem.initiate({ menu: 'main', id: '404', lang: 'en' }));
  await Promise.all(reads.dispatch(serverState.util.getRunningQueriesThunk()));
  const read = menuReads.endpoints.menuItem.select({ menu: 'main', id: '404', lang: 'en' })(reads.getState());
  expect((read.error as { status?: number }).status).toBe(404);
});

describe('a read that meets a busy API', () => {
  const busy = serverState.injectEndpoints({
    endpoints: (build) => ({
      packages: build.query<string[], string>({ query: (name) => ({ url: `/busy-once/${name}` }) }),
      save: build.mutation<string[], string>({ query: (name) => ({ url: `/busy-once/${name}`, method: 'POST', body: {} }) }),
    }),
  });
  const inBrowser = async (run: () => Promise<void>) => {
    (globalThis as { document?: unknown }).document = {};
    try {
      await run();
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  };

  it('in the browser is tried again after a 503, and the page gets its answer', () =>
    inBrowser(async () => {
      const reads = createServerReadStore(baseURL);
      const result = await reads.dispatch(busy.endpoints.packages.initiate('browser-read'));
      expect(result.data).toEqual(['ok']);
      expect(asked).toEqual(['/api/busy-once/browser-read', '/api/busy-once/browser-read']);
    }));

  it('a write is never repeated, in the browser either', () =>
    inBrowser(async () => {
      const reads = createServerReadStore(baseURL);
      const result = await reads.dispatch(busy.endpoints.save.initiate('browser-write'));
      expect(result.error).toMatchObject({ status: 503 });
      expect(asked).toEqual(['/api/busy-once/browser-write']);
    }));

  it("on the site's server it is not repeated (the page has its budget; the browser reads what is missing)", async () => {
    const reads = createServerReadStore(baseURL);
    const result = await reads.dispatch(busy.endpoints.packages.initiate('server-read'));
    expect(result.error).toMatchObject({ status: 503 });
    expect(asked).toEqual(['/api/busy-once/server-read']);
  });
});
