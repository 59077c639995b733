/** @jest-environment node */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createPageHandlers, siteOrigin, type PageHandlerOptions } from './page-handler';

const PAGE =
  '<!doctype html><html lang=az><head><title>Pizza Inn</title><meta name=description content="generic"></head><body><div id=root></div></body></html>';

/** The site's server on a free port with the API down (nothing listens on port 9), serving PAGE as its index. */
async function startSiteServer(options: Omit<PageHandlerOptions, 'indexFile' | 'apiTarget'>): Promise<{ url: string; close: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-'));
  const indexFile = path.join(dir, 'index.html');
  fs.writeFileSync(indexFile, PAGE);
  const seo = createPageHandlers({ indexFile, apiTarget: 'http://127.0.0.1:9', ...options });
  const app = express();
  app.get('/robots.txt', (req, res) => seo.robots(req, res));
  app.get('/sitemap.xml', (req, res) => void seo.sitemap(req, res));
  app.use((req, res) => void seo.page(req, res));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The site's server with the API down (nothing listens on the port): pages are still served, with the generic head. */
describe('the site server without its API', () => {
  let url = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    ({ url, close } = await startSiteServer({ apiTimeoutMs: 500, siteUrl: 'https://pizzainn.example/' }));
  });
  afterAll(() => close());

  it('serves the menu with its generic head and the default restaurant, never a 500', async () => {
    const res = await fetch(`${url}/en/menu`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Menu · Pizza Inn</title>');
    expect(html).toContain('<link rel="canonical" href="https://pizzainn.example/en/menu" />');
    expect(html).toContain('"ratingValue":"4.0"');
    expect(html).not.toContain('"@type":"Menu"');
  });

  it('serves an item page it cannot look up as the generic item page (200), and an unknown path as 404', async () => {
    const item = await fetch(`${url}/ru/menu/5`);
    expect(item.status).toBe(200);
    expect(await item.text()).toContain('<title>Меню · Pizza Inn</title>');
    expect((await fetch(`${url}/ru/nowhere`)).status).toBe(404);
  });

  it('lists the fixed pages in sitemap.xml, and robots.txt names it at SITE_URL', async () => {
    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://pizzainn.example/tr/location</loc>');
    expect(xml).not.toContain('/menu/');
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain('Sitemap: https://pizzainn.example/sitemap.xml');
    // SITE_URL is written, not the Host: the answer does not vary with it
    expect((await fetch(`${url}/en/location`)).headers.get('vary') ?? '').not.toMatch(/Host/);
  });
});

describe('the site server without SITE_URL', () => {
  let url = '';
  let close: () => void = () => undefined;
  const saved = process.env.SITE_URL;
  beforeAll(async () => {
    delete process.env.SITE_URL;
    ({ url, close } = await startSiteServer({ apiTimeoutMs: 300 }));
  });
  afterAll(() => {
    close();
    if (saved !== undefined) process.env.SITE_URL = saved;
  });

  it('says its answers vary with Host wherever it writes the Host into them (security round three: cache poisoning)', async () => {
    for (const path of ['/en/location', '/robots.txt', '/sitemap.xml']) {
      const res = await fetch(`${url}${path}`, { headers: { Host: 'evil.example' } });
      expect([path, res.headers.get('vary')]).toEqual([path, expect.stringMatching(/Host/)]);
    }
  });
});

describe('the site origin', () => {
  const req = (host: string | undefined) => ({ protocol: 'http', get: () => host, socket: { localAddress: '127.0.0.1', localPort: 3000 } }) as never;
  it('is SITE_URL when set, else the request host, never a malformed Host header', () => {
    expect(siteOrigin(req('localhost:3000'), 'https://pizzainn.az/')).toBe('https://pizzainn.az');
    expect(siteOrigin(req('localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(siteOrigin(req('evil.com"><script>'), undefined)).toBe('http://127.0.0.1:3000');
  });
});

/** A page's first view comes whole from the render threads, or not at all (past its budget): never a failed page. */
describe('a page and its first view', () => {
  let url = '';
  let close: () => void = () => undefined;
  const asked: string[] = [];
  beforeAll(async () => {
    ({ url, close } = await startSiteServer({
      apiTimeoutMs: 200,
      renderBody: async (page) => {
        asked.push(page.path);
        return page.path === '/en/menu' ? { html: '<main>The menu</main>', head: '<style data-remote-style="menu">.m{}</style>' } : undefined;
      },
    }));
  });
  afterAll(() => close());

  it('writes the first view into the root and its stylesheet into the head', async () => {
    const html = await (await fetch(`${url}/en/menu`)).text();
    expect(html).toContain('<div id="root"><main>The menu</main></div>');
    expect(html).toContain('<style data-remote-style="menu">.m{}</style></head>');
    expect(html).toContain('id="server-page-state"');
  });

  it('serves a page whose first view did not come (a render past its budget) with an empty root, 200', async () => {
    const res = await fetch(`${url}/en/location`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<div id=root><\/div>/);
  });

  it('never asks for the first view of a session page or an unknown one', async () => {
    asked.length = 0;
    await fetch(`${url}/en/checkout`);
    expect((await fetch(`${url}/en/nowhere`)).status).toBe(404);
    expect(asked).toEqual([]);
  });
});
