import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROOT, defaultRemotes, pointRemote, remotePort, writeRemotes } from './env';

const require = createRequire(__filename);
const { createStaticServer } = require('../shared-lib/build/serve.js') as {
  createStaticServer(o: { dir: string; port: number }): Promise<{ url: string; close(): Promise<void> }>;
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

test('with remotes.json unreadable the header, footer and home page still render', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizza on the square since 1995');
  await page.goto('/en/reservations');
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible({ timeout: 15000 });
});
