// The site's server re-pinned all day (a release, a roll-back, another release): on the built server (its main
// thread's choice of builds from site-server.js, a render thread's loading from render-worker.js) in a Node process of its own, 20 pins of a remote whose server build holds
// 8 MB leave no more builds loaded or on disk than SERVER_BUILDS_KEPT, and the memory the process holds where it was.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { siteTest as test } from './fixtures';
import { startSite } from '../resilience/lib';
import { ROOT } from './env';

const CHILD = `
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const [dir, siteServer, renderWorker] = process.argv.slice(-3);
process.env.SERVER_REMOTES_DIR = path.join(dir, 'installed');
const server = require(siteServer);
const thread = require(renderWorker);
const build = (n) => Buffer.from('module.exports = { default: function () { return null; }, release: ' + n + ', registration: { remote: "menu", styles: [], translations: {}, slices: [] }, weight: Buffer.alloc(8 * 1024 * 1024, ' + n + ') };');
let current = build(0);
const held = () => { gc(); const m = process.memoryUsage(); return { heldMb: Math.round((m.heapUsed + m.arrayBuffers) / 1048576), rssMb: Math.round(m.rss / 1048576) }; };
// V8 frees a collected buffer's memory on a background thread after the collection: on a busy machine the figure
// falls for a while. Read until three readings 100 ms apart agree within 1 MB (at most 10 s), never after a set pause.
const settledHeld = async () => {
  const readings = [held()];
  while (readings.length < 100) {
    await new Promise((r) => setTimeout(r, 100));
    readings.push(held());
    const last = readings.slice(-3).map((r) => r.heldMb);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 1) break;
  }
  return readings.at(-1);
};
const origin = http.createServer((req, res) => res.end(current)).listen(0, '127.0.0.1', async () => {
  const remotesFile = path.join(dir, 'remotes.json');
  const builds = server.createServerBuilds({ remotesFile });
  const figures = {};
  const served = [];
  for (let n = 1; n <= 20; n++) {
    current = build(n);
    const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_menu', entry: 'http://127.0.0.1:' + origin.address().port + '/remoteEntry.js', serverSha256 }]));
    served.push(thread.loadServerBuild(await builds.buildFor('/en/menu')).module.release);
    if (n === server.SERVER_BUILDS_KEPT) figures.kept = await settledHeld();
  }
  figures.last = await settledHeld();
  await new Promise((r) => setTimeout(r, 100)); // the old files' removal is not waited for
  console.log(JSON.stringify({ served, figures, kept: server.SERVER_BUILDS_KEPT, loaded: thread.loadedServerBuilds(), files: builds.installedFiles() }));
  process.exit(0);
});
`;

/** The built site server and its render thread's script. */
const BUNDLES = [path.join(ROOT, 'shell', 'dist-server', 'site-server.js'), path.join(ROOT, 'shell', 'dist-server', 'render-worker.js')];

test('20 re-pins of a remote keep at most SERVER_BUILDS_KEPT builds loaded and on disk, and the memory held where it was', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-builds-'));
  const out = execFileSync(process.execPath, ['--expose-gc', '-e', CHILD, dir, ...BUNDLES], { encoding: 'utf8', timeout: 60000 });
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
    served: number[];
    figures: Record<'kept' | 'last', { heldMb: number; rssMb: number }>;
    kept: number;
    loaded: number;
    files: string[];
  };
  test.info().annotations.push({
    type: 'memory',
    description: `held ${result.figures.kept.heldMb} MB with ${result.kept} builds, ${result.figures.last.heldMb} MB after 20 pins; RSS ${result.figures.kept.rssMb} MB and ${result.figures.last.rssMb} MB`,
  });
  console.log(
    `server builds: held ${result.figures.kept.heldMb} MB with ${result.kept} builds in, ${result.figures.last.heldMb} MB after 20 pins; RSS ${result.figures.kept.rssMb} MB and ${result.figures.last.rssMb} MB`,
  );
  expect(result.served).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(result.loaded).toBeLessThanOrEqual(result.kept);
  expect(result.files.length).toBeLessThanOrEqual(result.kept);
  // 17 more builds of 8 MB were pinned after the first three: none may still be held (less than one build of noise)
  expect(result.figures.last.heldMb - result.figures.kept.heldMb).toBeLessThan(8);
});

// Two releases of mf-cart whose slices differ, pinned one after the other (and back) in one server process: each page
// is rendered with the reducer of the release that renders it, never the one loaded first or last.
const TWO_CARTS = `
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const [dir, siteServer, renderWorker] = process.argv.slice(-3);
process.env.SERVER_REMOTES_DIR = path.join(dir, 'installed');
const server = require(siteServer);
const thread = require(renderWorker);
// a release's server build as a remote's build leaves it: React and shared-lib come from the site's packages
const build = (release, state) => Buffer.from(\`
const React = require('react');
const lib = require('shared-lib');
const slice = lib.createSlice({ name: 'cart', initialState: \${JSON.stringify(state)}, reducers: {} });
const cart = lib.injectSlice(slice);
function CartRoutes() {
  const state = lib.useSelector((s) => s.cart);
  return React.createElement('p', { id: 'cart-release' }, 'rendered by \${release}: ' + JSON.stringify(state));
}
const registration = lib.registerRemote({ remote: 'cart', css: '', translations: {}, slices: [slice] });
module.exports = { default: CartRoutes, cart, registration };
\`);
const releases = { one: build('one', { release: 'one', lines: [] }), two: build('two', { release: 'two', basket: { lines: [], note: '' } }) };
const hash = (code) => crypto.createHash('sha256').update(code).digest('hex');
let current = releases.one;
const origin = http.createServer((req, res) => res.end(current)).listen(0, '127.0.0.1', async () => {
  const remotesFile = path.join(dir, 'remotes.json');
  const builds = server.createServerBuilds({ remotesFile });
  const rendered = [];
  for (const release of ['one', 'two', 'one', 'two']) {
    current = releases[release];
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_cart', entry: 'http://127.0.0.1:' + origin.address().port + '/remoteEntry.js', serverSha256: hash(current) }]));
    const routes = thread.loadServerBuild(await builds.buildFor('/en/cart'));
    const page = await thread.renderPage({ path: '/en/cart', lang: 'en', restaurant: {}, routes });
    rendered.push(/<p id="cart-release">([^<]*)<\\/p>/.exec(page.html)?.[1] ?? 'not rendered');
  }
  console.log(JSON.stringify(rendered));
  process.exit(0);
});
`;

test('two releases of mf-cart whose slices differ, pinned in turn in one process: each page renders with its own release’s reducer', () => {
  // inside the project, as the site's installed builds are: their require('react') resolves to the site's packages
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'two-carts-'));
  const out = execFileSync(process.execPath, ['-e', TWO_CARTS, dir, ...BUNDLES], { encoding: 'utf8', timeout: 60000, cwd: ROOT });
  const rendered = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
  const one = 'rendered by one: {&quot;release&quot;:&quot;one&quot;,&quot;lines&quot;:[]}';
  const two = 'rendered by two: {&quot;release&quot;:&quot;two&quot;,&quot;basket&quot;:{&quot;lines&quot;:[],&quot;note&quot;:&quot;&quot;}}';
  try {
    expect(rendered).toEqual([one, two, one, two]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The same two releases in a real site server (`npm start`'s, remotes.json re-pointed while it runs) and a real
// browser: the cart page Chromium receives shows the state of the release pinned at that moment, each time. JavaScript
// is off in that browser, so what it shows is what the server rendered (these builds have no browser side).
const cartRelease = (release: string, state: unknown) =>
  Buffer.from(`
const React = require('react');
const lib = require('shared-lib');
const slice = lib.createSlice({ name: 'cart', initialState: ${JSON.stringify(state)}, reducers: {} });
const cart = lib.injectSlice(slice);
function CartRoutes() {
  const state = lib.useSelector((s) => s.cart);
  return React.createElement('p', { id: 'cart-release' }, 'rendered by ${release}: ' + JSON.stringify(state));
}
const registration = lib.registerRemote({ remote: 'cart', css: '', translations: {}, slices: [slice] });
module.exports = { default: CartRoutes, cart, registration };
`);

test('two releases of mf-cart whose slices differ, pinned in turn on a running site: the cart page in a browser shows each release’s own state', async ({
  browser,
}) => {
  test.setTimeout(180000);
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'two-carts-site-'));
  const releases = { one: cartRelease('one', { release: 'one', lines: [] }), two: cartRelease('two', { release: 'two', basket: { lines: [], note: '' } }) };
  const shows = { one: 'rendered by one: {"release":"one","lines":[]}', two: 'rendered by two: {"release":"two","basket":{"lines":[],"note":""}}' };
  let current = releases.one;
  const origin = http.createServer((_req, res) => res.end(current));
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const port = (origin.address() as { port: number }).port;
  const remotesFile = path.join(dir, 'remotes.json');
  const pin = (release: keyof typeof releases) => {
    current = releases[release];
    const serverSha256 = createHash('sha256').update(current).digest('hex');
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_cart', entry: `http://127.0.0.1:${port}/remoteEntry.js`, serverSha256 }]));
  };
  pin('one');
  const site = await startSite(Number(process.env.E2E_TWO_CARTS_PORT_BASE ?? 4700), { remotesFile, env: { SERVER_REMOTES_DIR: path.join(dir, 'installed') } });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const shown = async () => {
    await page.goto(`${site.url}/en/cart`);
    return (
      (await page
        .locator('#cart-release')
        .textContent({ timeout: 2000 })
        .catch(() => null)) ?? 'not rendered'
    );
  };
  try {
    for (const release of ['one', 'two', 'one', 'two'] as const) {
      pin(release);
      await expect.poll(shown, { timeout: 30000, intervals: [250, 500, 1000] }).toBe(shows[release]);
    }
  } finally {
    await context.close();
    await site.close();
    origin.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
