import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROOT, defaultRemotes, pointRemote, remotePort, writeRemotes } from './env';
import { signInAs } from './helpers';

const require = createRequire(__filename);
const { createStaticServer } = require('../shared-lib/build/serve.js') as {
  createStaticServer: (o: { dir: string; port: number; mounts?: Array<{ prefix: string; dir: string }> }) => Promise<{ close(): Promise<void> }>;
};
const { contractVersion } = require('../shared-lib/package.json') as { contractVersion: string };
const SPARE_PORT = remotePort.mf_menu + 60;
const REMOTES = { mf_menu: 'mf-menu', mf_cart: 'mf-cart', mf_booking: 'mf-booking', mf_admin: 'mf-admin' } as const;
const EXPOSED = { mf_menu: ['./routes'], mf_cart: ['./routes', './store', './MiniCart'], mf_booking: ['./routes'], mf_admin: ['./routes'] } as const;
// React Router, React Redux, Redux Toolkit and react-i18next come inside shared-lib (shared-lib/src/platform/react-libs.ts).
const SINGLETONS = ['react', 'react-dom', 'i18next', 'shared-lib', 'shared-lib/server-state'];

test.afterEach(() => writeRemotes(defaultRemotes()));

test('every remote’s manifest exposes what the shell expects, with its contract version, taking the singletons from the shell and shipping no copy of them', () => {
  for (const [name, pkg] of Object.entries(REMOTES) as Array<[keyof typeof REMOTES, string]>) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'dist', 'mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe(name);
    expect(manifest.metaData.contractVersion).toBe(contractVersion);
    expect(manifest.exposes.map((e: { path: string }) => e.path).sort()).toEqual([...EXPOSED[name]].sort());
    // every remote runs on React and shared-lib; what else it takes (i18next, react-dom) depends on its code
    const shared: Array<{ name: string; singleton: boolean; assets: { js: { sync: string[]; async: string[] } } }> = manifest.shared;
    expect(shared.map((s) => s.name)).toEqual(expect.arrayContaining(['react', 'shared-lib']));
    for (const lib of shared) {
      expect(SINGLETONS, `${name} shares only the singletons`).toContain(lib.name);
      expect(lib, `${name} shares ${lib.name} as a singleton`).toMatchObject({ singleton: true });
      // the shell always provides them (`import: false`, shared-lib/build/federation.js): a copy would never run
      expect([...lib.assets.js.sync, ...lib.assets.js.async], `${name} ships no copy of ${lib.name}`).toEqual([]);
    }
  }
});

test('the shared singletons load once: React, i18next and shared-lib (with the router and Redux) come from one copy each', async ({ page }) => {
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const copies = await page.evaluate((libs) => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown; from?: string }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const lib of libs) {
          for (const [version, entry] of Object.entries(scope[lib] ?? {})) {
            const seen = (out[lib] ??= []);
            if ((entry.loaded || entry.lib) && !seen.includes(`${version}@${entry.from}`)) seen.push(`${version}@${entry.from}`);
          }
        }
      }
    }
    return out;
  }, SINGLETONS);
  for (const lib of SINGLETONS) {
    expect(copies[lib]?.length ?? 0, `${lib}: ${JSON.stringify(copies[lib])}`).toBe(1);
  }
});

// The shell's contract is shared-lib's contractVersion: a remote of another major, or one needing a minor the shell does
// not have yet (built against a newer shared-lib), is refused.
const [contractMajor = 0, contractMinor = 0] = contractVersion.split('.').map(Number);
for (const [what, built] of [
  ['another contract major', `${contractMajor + 1}.0.0`],
  ['a newer contract minor than the shell provides', `${contractMajor}.${contractMinor + 1}.0`],
]) {
  test(`a remote built against ${what} is refused with the fallback, an error and an event`, async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-menu-contract-'));
    fs.cpSync(path.join(ROOT, 'mf-menu', 'dist'), dir, { recursive: true });
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.metaData.contractVersion = built;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const server = await createStaticServer({ dir, port: SPARE_PORT });
    try {
      pointRemote('mf_menu', `http://127.0.0.1:${SPARE_PORT}/mf-manifest.json`);
      await page.addInitScript(() => {
        window.addEventListener('shell:remote-load-failed', (e) =>
          ((window as unknown as { failed: unknown[] }).failed ??= []).push((e as CustomEvent).detail),
        );
      });
      const errors: string[] = [];
      const crashes: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => crashes.push(e.message));
      await page.goto('/en/menu');
      await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible({ timeout: 15000 });
      // a tap on the refused part: a refused remote is never loaded on this page (contract-check.ts), so the tap
      // leaves the fallback and nothing of the remote runs: no menu, no uncaught error
      await expect.poll(() => page.evaluate(() => (window as unknown as { failed: unknown[] }).failed.length)).toBe(1);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
      await expect(page.locator('[data-remote="menu"]')).toHaveCount(0);
      expect(crashes).toEqual([]);
      expect(errors.some((e) => e.includes(`Remote mf_menu was built against contract ${built}`))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { failed: unknown[] }).failed)).toContainEqual(
        expect.objectContaining({ id: 'mf_menu', lifecycle: 'contract', built }),
      );
      await expect(page.getByRole('link', { name: 'Pizza Inn' })).toBeVisible();
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

/**
 * The menu team's real flow, with the site running: release the current version, change a text, bump the version,
 * release again, point remotes.json at the new release (the change shows, the shell untouched), then point back.
 */
function releaseMenu(releases: string, version: string, change?: [string, string]) {
  const pkgFile = path.join(ROOT, 'mf-menu', 'package.json');
  const textFile = path.join(ROOT, 'mf-menu', 'src', 'i18n', 'en.ts');
  const pkg = fs.readFileSync(pkgFile, 'utf8');
  const text = fs.readFileSync(textFile, 'utf8');
  // put back as they were, times included: a build that looks for changed sources must not see these as changed
  const times = [pkgFile, textFile].map((file) => [file, fs.statSync(file)] as const);
  try {
    fs.writeFileSync(pkgFile, pkg.replace(/"version": "[^"]+"/, `"version": "${version}"`));
    if (change) fs.writeFileSync(textFile, text.replace(change[0], change[1]));
    execFileSync('npm', ['run', 'release', '--silent', '-w', 'mf-menu'], { cwd: ROOT, stdio: 'pipe' });
    fs.cpSync(path.join(ROOT, 'mf-menu', 'releases', version), path.join(releases, version), { recursive: true });
  } finally {
    fs.writeFileSync(pkgFile, pkg);
    fs.writeFileSync(textFile, text);
    for (const [file, stat] of times) fs.utimesSync(file, stat.atime, stat.mtime);
    fs.rmSync(path.join(ROOT, 'mf-menu', 'releases', version), { recursive: true, force: true });
  }
}

test('release a new version with a visible change, point remotes.json at it, then roll back by pointing back: the server renders the release the browser hydrates', async ({
  page,
}) => {
  test.setTimeout(240000);
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  releaseMenu(releases, '1.0.0-e2e');
  releaseMenu(releases, '1.1.0-e2e', ["title: 'Our menu'", "title: 'Our new menu'"]);
  const released = (version: string) => JSON.parse(fs.readFileSync(path.join(releases, version, 'release.json'), 'utf8')) as { serverSha256: string };
  expect(released('1.1.0-e2e')).toMatchObject({ name: 'mf-menu', version: '1.1.0-e2e', contractVersion });
  // each release's manifest names its own server build
  for (const version of ['1.0.0-e2e', '1.1.0-e2e']) {
    expect(JSON.parse(fs.readFileSync(path.join(releases, version, 'mf-manifest.json'), 'utf8')).metaData.serverSha256).toBe(released(version).serverSha256);
  }
  const shellBuild = fs.statSync(path.join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs;
  const server = await createStaticServer({ dir: path.join(ROOT, 'mf-menu', 'dist'), port: SPARE_PORT, mounts: [{ prefix: '/releases', dir: releases }] });
  const hydration: string[] = [];
  page.on('console', (m) => /hydrat|Minified React error/i.test(m.text()) && hydration.push(m.text()));
  /** The menu's title in the HTML the site's server wrote (before any script ran). */
  const serverTitle = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get('/en/menu')).text())?.[1];
  const entry = (version: string) => `http://127.0.0.1:${SPARE_PORT}/releases/${version}/mf-manifest.json`;
  try {
    const seen: string[] = [];
    page.on('request', (r) => r.url().includes(`:${SPARE_PORT}/releases/`) && seen.push(new URL(r.url()).pathname));
    // 1.0.0 is live, then 1.1.0 is released: each pinned as the docs say (entry and the printed hash)
    pointRemote('mf_menu', entry('1.0.0-e2e'), released('1.0.0-e2e').serverSha256);
    await expect.poll(serverTitle, { timeout: 15000 }).toBe('Our menu');
    pointRemote('mf_menu', entry('1.1.0-e2e'), released('1.1.0-e2e').serverSha256);
    await expect.poll(serverTitle, { timeout: 15000 }).toBe('Our new menu');
    seen.length = 0;
    await page.goto('/en/menu');
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our new menu');
    expect(seen.some((p) => p.startsWith('/releases/1.1.0-e2e/__federation_expose_routes'))).toBe(true);
    const chunk = seen.find((p) => /\.[0-9a-f]{10}\.js$/.test(p))!;
    const res = await page.request.get(`http://127.0.0.1:${SPARE_PORT}${chunk}`);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifestRes = await page.request.get(entry('1.1.0-e2e'));
    expect(manifestRes.headers()['cache-control']).toBe('no-cache');

    // Roll back: the entry points back, nothing else (the pin still names 1.1.0's build), nothing rebuilt.
    seen.length = 0;
    pointRemote('mf_menu', entry('1.0.0-e2e'), released('1.1.0-e2e').serverSha256);
    await expect.poll(serverTitle, { timeout: 15000 }).toBe('Our menu');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu');
    expect(seen.some((p) => p.startsWith('/releases/1.0.0-e2e/'))).toBe(true);
    expect(seen.some((p) => p.startsWith('/releases/1.1.0-e2e/'))).toBe(false);
    expect(hydration).toEqual([]);
    // The shell was never rebuilt.
    expect(fs.statSync(path.join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs).toBe(shellBuild);
  } finally {
    await server.close();
    fs.rmSync(releases, { recursive: true, force: true });
  }
});

test('an ADMIN puts a new release on a share on the Releases page: browsers in the share get it, server and browser alike, the others keep theirs; rolled back there, everyone has the old one', async ({
  browser,
  page,
}) => {
  test.setTimeout(240000);
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  releaseMenu(releases, '1.2.0-e2e');
  releaseMenu(releases, '1.3.0-e2e', ["title: 'Our menu'", "title: 'Our menu, on a share'"]);
  const server = await createStaticServer({ dir: path.join(ROOT, 'mf-menu', 'dist'), port: SPARE_PORT, mounts: [{ prefix: '/releases', dir: releases }] });
  const entry = (version: string) => `http://127.0.0.1:${SPARE_PORT}/releases/${version}/mf-manifest.json`;
  const released = (version: string) => JSON.parse(fs.readFileSync(path.join(releases, version, 'release.json'), 'utf8')) as { serverSha256: string };
  let origin = '';
  /** A diner whose place in every share is `bucket`: the menu's title as the server wrote it, and as the browser shows it. */
  const diner = async (bucket: number) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addCookies([{ name: 'release_bucket', value: String(bucket), url: origin }]);
    const dinerPage = await context.newPage();
    const html = await (await dinerPage.request.get('/en/menu')).text();
    await dinerPage.goto('/en/menu');
    await expect(dinerPage.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    const shown = await dinerPage.getByRole('heading', { level: 1 }).textContent();
    await context.close();
    return { server: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], shown };
  };
  try {
    // 1.2.0 is live; the operator trusts 1.3.0's server build too (remotes.json's serverBuilds): an ADMIN's choice alone
    // never runs code on the site's server
    writeRemotes(
      defaultRemotes().map((r) =>
        r.name === 'mf_menu'
          ? { name: 'mf_menu', entry: entry('1.2.0-e2e'), serverSha256: released('1.2.0-e2e').serverSha256, serverBuilds: [released('1.3.0-e2e').serverSha256] }
          : r,
      ),
    );
    await signInAs(page, 'admin@pizzainn.az', 'Admin123!');
    origin = new URL(page.url()).origin;
    await page.evaluate(() => localStorage.setItem('PizzaInn_language', 'ru'));
    await page.goto('/admin/releases');
    await expect(page.getByRole('heading', { name: 'Выпуски', level: 1 })).toBeVisible();
    const menu = page.locator('[data-remote-releases="mf_menu"]');
    await expect(menu.getByText('Нет выпуска, открытого для доли гостей.')).toBeVisible();
    // an address that is no release of the menu: refused on its field, nothing changes
    await menu.getByText('Открыть новый выпуск для доли гостей').click();
    await menu.getByLabel('Адрес mf-manifest.json нового выпуска').fill(entry('9.9.9-none'));
    await menu.getByLabel('Доля (%)').fill('50');
    await menu.getByRole('button', { name: 'Открыть для доли гостей' }).click();
    await expect(menu.getByText('По указанному адресу нет выпуска этой части сайта.').first()).toBeVisible();
    await expect(menu.getByText('Нет выпуска, открытого для доли гостей.')).toBeVisible();
    // the new release on half of the diners
    await menu.getByLabel('Адрес mf-manifest.json нового выпуска').fill(entry('1.3.0-e2e'));
    await menu.getByRole('button', { name: 'Открыть для доли гостей' }).click();
    await expect(menu.getByTestId('releases-mf_menu-share')).toHaveText('Выпуск 1.3.0-e2e открыт для 50\u00a0% гостей.');
    await expect(page.getByTestId('releases-changes').locator('li').first()).toContainText(
      'выпуск 1.3.0-e2e открыт для 50\u00a0% гостей. Кто: admin@pizzainn.az.',
    );
    // the site's servers read it within 2 s: a diner in the share gets it from the server and in the browser alike
    await expect.poll(async () => (await diner(10)).server, { timeout: 15000 }).toBe('Our menu, on a share');
    expect(await diner(10)).toEqual({ server: 'Our menu, on a share', shown: 'Our menu, on a share' });
    expect(await diner(90)).toEqual({ server: 'Our menu', shown: 'Our menu' });

    await menu.getByRole('button', { name: 'Откатить' }).click();
    await expect(menu.getByTestId('releases-mf_menu-share')).toHaveText('Выпуск 1.3.0-e2e откачен: сейчас его никто не получает.');
    await expect.poll(async () => (await diner(10)).server, { timeout: 15000 }).toBe('Our menu');
    expect(await diner(10)).toEqual({ server: 'Our menu', shown: 'Our menu' });
  } finally {
    // whatever happened, no diner of this site's later tests gets a release whose server is gone
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@pizzainn.az', password: 'Admin123!' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await page.request.post('/api/admin/releases/mf_menu/rollback', { headers: { authorization: `Bearer ${token}` } });
    await server.close();
    fs.rmSync(releases, { recursive: true, force: true });
  }
});

test('the release-health reporting asks for nothing before the page is interactive: its web-vitals chunk comes after the load event, on a page the server wrote', async ({
  page,
}) => {
  // a tab in the sample (a tab outside it loads nothing at all)
  await page.addInitScript(() => sessionStorage.setItem('PizzaInn_health_sampled', '1'));
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  const vitals = () => page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/web-vitals.'))?.startTime ?? null);
  await expect.poll(vitals, { timeout: 15000 }).not.toBeNull();
  const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  expect(loaded).toBeGreaterThan(0);
  expect(await vitals()).toBeGreaterThan(loaded);
});

test('an uncaught error from a remote’s script on another origin is reported for that remote and release, not lost as “Script error.”', async ({ page }) => {
  // a release of the menu whose entry script throws once it has run (from its own origin, as a deployed remote is)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-menu-throws-'));
  fs.cpSync(path.join(ROOT, 'mf-menu', 'dist'), dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), "\nsetTimeout(function () { throw new Error('menu release fault'); }, 1500);\n");
  const server = await createStaticServer({ dir, port: SPARE_PORT });
  try {
    pointRemote('mf_menu', `http://127.0.0.1:${SPARE_PORT}/mf-manifest.json`);
    // a tab in the sample, whose beacons' bodies are kept for the test (Playwright's network events do not carry them)
    await page.addInitScript(() => {
      sessionStorage.setItem('PizzaInn_health_sampled', '1');
      const send = navigator.sendBeacon.bind(navigator);
      const sent: string[] = ((window as unknown as { sentReports: string[] }).sentReports = []);
      navigator.sendBeacon = (url, data) => {
        if (String(url).includes('/api/release-health/reports') && data instanceof Blob) void data.text().then((text) => sent.push(text));
        return send(url, data);
      };
    });
    const reports = () => page.evaluate(() => (window as unknown as { sentReports: string[] }).sentReports);
    const thrown: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    await page.goto('/en/menu');
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect.poll(() => thrown).toContain('menu release fault');
    // errors are sent within 2 s, without waiting for the page's end
    await expect
      .poll(async () => (await reports()).flatMap((body) => (JSON.parse(body) as { events: Array<{ remote: string; kind: string }> }).events), {
        timeout: 10000,
      })
      .toContainEqual(expect.objectContaining({ remote: 'mf_menu', kind: 'uncaught-error' }));
  } finally {
    writeRemotes(defaultRemotes());
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
