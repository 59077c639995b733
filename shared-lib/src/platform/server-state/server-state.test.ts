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

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/menu/items/404') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Not found', code: 'ITEM_NOT_FOUND' }));
      return;
    }
    const data = path === '/api/menu/items' ? ITEMS : path === '/api/menu/categories' ? CATEGORIES : null;
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
