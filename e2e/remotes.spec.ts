import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROOT, defaultRemotes, pointRemote, remotePort, writeRemotes } from './env';

const require = createRequire(__filename);
const { createStaticServer } = require('../shared-lib/build/serve.js') as {
  createStaticServer: (o: { dir: string; port: number }) => Promise<{ url: string; close(): Promise<void> }>;
};
const MENU_DIST = path.join(ROOT, 'mf-menu', 'dist');
const SPARE_PORT = remotePort.mf_menu + 50;

test.afterEach(() => writeRemotes(defaultRemotes()));

test('editing remotes.json re-points the shell to another deployment of mf-menu, with no rebuild', async ({ page }) => {
  const other = await createStaticServer({ dir: MENU_DIST, port: SPARE_PORT });
  try {
    pointRemote('mf_menu', `http://127.0.0.1:${SPARE_PORT}/mf-manifest.json`);
    const hosts = new Set<string>();
    page.on('request', (r) => {
      if (r.url().includes('mf-manifest.json') || r.url().includes('__federation_expose_routes')) hosts.add(new URL(r.url()).port);
    });
    await page.goto('/en/menu');
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    expect(hosts.has(String(SPARE_PORT))).toBe(true);
    expect(hosts.has(String(remotePort.mf_menu))).toBe(false);
  } finally {
    await other.close();
  }
});

test('with mf-menu down the rest of the site works, the menu shows a fallback, and retry recovers', async ({ page }) => {
  pointRemote('mf_menu', `http://127.0.0.1:${SPARE_PORT}/mf-manifest.json`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizza on the square since 1995');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Menu', exact: true }).click();
  // the retry plugin tries three times, a second apart, before the fallback shows
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible({ timeout: 15000 });
  await expect(page.getByRole('link', { name: 'Pizza Inn' })).toBeVisible();
  expect(errors.some((e) => e.includes('mf_menu/routes'))).toBe(true);

  const back = await createStaticServer({ dir: MENU_DIST, port: SPARE_PORT });
  try {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  } finally {
    await back.close();
  }
});

test('with remotes.json unreadable the header, footer and home page still render; a page the server wrote loads its remote from the list it carries', async ({
  page,
}) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizza on the square since 1995');
  // the server wrote this page with the remotes it chose: the browser needs no remotes.json for it
  await page.goto('/en/reservations');
  await expect(page.getByRole('heading', { name: 'Book a table', level: 1 })).toBeVisible();
  await expect(page.locator('.remote-slot[data-part="mf_booking"][data-live]')).toBeVisible({ timeout: 15000 });
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveCount(0);
  // a page the browser renders alone (the checkout) reads remotes.json, and shows the part's fallback without it
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible({ timeout: 15000 });
});

/** Opens the menu from the home page (a client-side load of mf-menu: the server's page of /en/menu is not used). */
async function openMenuFromHome(page: import('@playwright/test').Page) {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizza on the square since 1995');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Menu', exact: true }).click();
}

test('the retry runtime plugin: a manifest that fails twice loads on the third try', async ({ page }) => {
  let tries = 0;
  await page.route(`**:${remotePort.mf_menu}/mf-manifest.json`, (route) => (++tries <= 2 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
  await openMenuFromHome(page);
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible({ timeout: 15000 });
  expect(tries).toBe(3);
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveCount(0);
});

test('the errorLoadRemote runtime plugin: a manifest that always fails shows the fallback view and reports the failure', async ({ page }) => {
  let tries = 0;
  await page.route(`**:${remotePort.mf_menu}/mf-manifest.json`, (route) => {
    tries++;
    return route.fulfill({ status: 500, body: 'broken' });
  });
  await page.addInitScript(() => {
    window.addEventListener('shell:remote-load-failed', (e) => ((window as unknown as { failed: unknown[] }).failed ??= []).push((e as CustomEvent).detail));
  });
  await openMenuFromHome(page);
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible({ timeout: 15000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(tries).toBe(3);
  expect(await page.evaluate(() => (window as unknown as { failed: unknown[] }).failed)).toContainEqual({ id: 'mf_menu/routes', lifecycle: 'load' });
});

test('one federation runtime on the page: the remotes use the shell’s, and one copy of each singleton, the shell’s', async ({ page }) => {
  await openMenuFromHome(page);
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const federation = await page.evaluate(() => {
    const g = globalThis as unknown as {
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: unknown };
      __FEDERATION__: {
        __INSTANCES__: Array<{ name: string; constructor: unknown }>;
        __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
      };
    };
    const core = g._FEDERATION_RUNTIME_CORE;
    const reactCopies = new Set<string>();
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__))
      for (const scope of Object.values(scopes)) for (const [version, share] of Object.entries(scope.react ?? {})) reactCopies.add(`${version}@${share.from}`);
    return {
      instances: g.__FEDERATION__.__INSTANCES__.map((i) => i.name).sort(),
      oneRuntime: Boolean(core) && g.__FEDERATION__.__INSTANCES__.every((i) => i.constructor === core!.ModuleFederation),
      hosts: g.__FEDERATION__.__INSTANCES__.filter((i) => i.name === 'shell').length,
      react: [...reactCopies],
    };
  });
  expect(federation.oneRuntime).toBe(true);
  expect(federation.hosts).toBe(1);
  expect(federation.instances).toEqual(expect.arrayContaining(['shell', 'mf_menu', 'mf_cart']));
  expect(federation.react).toEqual([`${require('react/package.json').version}@shell`]);
});
