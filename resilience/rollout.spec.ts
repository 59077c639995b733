// 11. A release on a share of diners (issue 54): an mf-cart release that throws while rendering for a third of its
// sessions is put on a 20 % share and visited 300 times from fresh browsers; the API rolls it back by itself, nobody
// outside the share meets an error, and a healthy release on the same share over another 300 visits stays. (The short
// run of npm test stops the first part 40 visits after the roll-back and makes 150 visits of the second.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { login, ROOT, SHORT, startSite, writeFigures, type Site } from './lib';

const BASE = Number(process.env.RESILIENCE_ROLLOUT_PORT_BASE ?? 6700);
const VISITS = 300;
const SHARE = 20;
/** Browsers visiting at once (each a fresh context: a new diner with a new place in the share). */
const AT_ONCE = 4;
const FALLBACK = 'This part of the site is unavailable';
const RELEASES_DIR = path.join(ROOT, 'mf-cart', 'releases');

test.describe.configure({ mode: 'serial' });
test.setTimeout((SHORT ? 12 : 15) * 60 * 1000);
// each visit is a diner's first: no service worker copy of a release from an earlier visit
test.use({ serviceWorkers: 'block' });

/** Builds mf-cart (or the faulty fixture) as a release named `name` into mf-cart/releases/<name>/. */
function buildRelease(name: string, config: string): void {
  const dir = path.join(RELEASES_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', config, '--env', `releaseDir=${dir}`], {
    cwd: path.join(ROOT, 'mf-cart'),
    stdio: 'ignore',
  });
  // the release's name is its manifest's version (`npm run release` takes it from package.json)
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = name;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

interface Visit {
  bucket: number;
  sawError: boolean;
  beacons: number;
  beaconBytes: number;
}

/** One diner: a fresh browser opens the cart page, waits for it to be live (or its fallback), then puts the tab away (the beacon goes). */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  // what the page hands navigator.sendBeacon: requests and their bodies' bytes (a beacon's Blob body is not in the
  // network events Playwright gives)
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent = { requests: 0, bytes: 0 };
    (window as unknown as { beacons: typeof sent }).beacons = sent;
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/api/release-health/reports')) {
        sent.requests += 1;
        sent.bytes += data instanceof Blob ? data.size : typeof data === 'string' ? data.length : 0;
      }
      return send(url, data);
    };
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/en/cart`);
    // the cart's code has run (the slot is live) and shows the cart or its fallback: a release on a share whose server
    // build the operator did not list (remotes.json's serverBuilds) is rendered in the browser, its slot live with a
    // spinner first
    await expect(page.locator('.remote-slot[data-part="mf_cart"][data-live]')).toBeVisible({ timeout: 20000 });
    await expect(page.locator('.remote-slot[data-part="mf_cart"] [data-remote="cart"]').or(page.getByText(FALLBACK)).first()).toBeVisible({ timeout: 20000 });
    const sawError = await page.getByText(FALLBACK).isVisible();
    const bucket = Number((await context.cookies()).find((c) => c.name === 'release_bucket')?.value ?? NaN);
    // the diner switches to another app: the page is hidden, and a reporting tab sends its beacon
    const delivered = page
      .waitForEvent('requestfinished', { predicate: (r) => r.url().includes('/api/release-health/reports'), timeout: 5000 })
      .catch(() => undefined);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const beacons = await page.evaluate(() => (window as unknown as { beacons: { requests: number; bytes: number } }).beacons);
    // the beacon reaches the API before the browser is closed
    if (beacons.requests) await delivered;
    return { bucket, sawError, beacons: beacons.requests, beaconBytes: beacons.bytes };
  } finally {
    await context.close();
  }
}

let site: Site;
let token: string;
let cartOrigin: string;

async function rollout(): Promise<{ share: number; candidate: { release: string } | null }> {
  const res = await fetch(`${site.url}/api/releases/rollouts`);
  return ((await res.json()) as { data: Array<{ remote: string; share: number; candidate: { release: string } | null }> }).data.find(
    (r) => r.remote === 'mf_cart',
  )!;
}

async function putOnShare(release: string): Promise<void> {
  const res = await fetch(`${site.url}/api/admin/releases/mf_cart/candidate`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ entry: `${cartOrigin}/releases/${release}/mf-manifest.json`, share: SHARE, ownerEmail: 'cart-team@example.az' }),
  });
  expect(res.status, await res.text()).toBe(200);
  // every site server reads the roll-outs within 2 s
  await new Promise((r) => setTimeout(r, 2500));
}

/**
 * Up to `count` diners, AT_ONCE at a time; after each round, whether the release is still on its share. With
 * `afterRollBack`, the visits stop that many after the roll-back (the short run).
 */
async function visits(browser: Browser, count: number, afterRollBack?: number): Promise<{ list: Visit[]; rolledBackAfter: number | null }> {
  const list: Visit[] = [];
  let rolledBackAfter: number | null = null;
  while (list.length < count) {
    list.push(...(await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser, site.url)))));
    if (rolledBackAfter === null && (await rollout()).share === 0) rolledBackAfter = list.length;
    if (afterRollBack !== undefined && rolledBackAfter !== null && list.length >= rolledBackAfter + afterRollBack) break;
  }
  return { list, rolledBackAfter };
}

const rows: Array<[string, string | number]> = [];
const perVisit = (list: Visit[]) => {
  const sent = list.filter((v) => v.beacons > 0);
  const bytes = sent.reduce((a, v) => a + v.beaconBytes, 0);
  return `${(list.reduce((a, v) => a + v.beacons, 0) / list.length).toFixed(2)} requests and ${Math.round(bytes / list.length)} bytes a visit on average (${sent.length} of ${list.length} visits reported: ${sent.length ? Math.round(bytes / sent.length) : 0} bytes each)`;
};

test.beforeAll(async () => {
  fs.mkdirSync(RELEASES_DIR, { recursive: true });
  buildRelease('9.9.0-faulty', path.join(ROOT, 'resilience', 'fixtures', 'faulty-cart.webpack.js'));
  buildRelease('9.9.1-healthy', path.join(ROOT, 'mf-cart', 'webpack.config.js'));
  site = await startSite(BASE, { env: { ROLLBACK_CHECK_MS: '1000' } });
  token = await login(site.url, 'admin@pizzainn.az', 'Admin123!');
  const remotes = (await (await fetch(`${site.url}/remotes.json`)).json()) as Array<{ name: string; entry: string }>;
  cartOrigin = new URL(remotes.find((r) => r.name === 'mf_cart')!.entry).origin;
});

test.afterAll(async () => {
  await site?.close();
  for (const name of ['9.9.0-faulty', '9.9.1-healthy']) fs.rmSync(path.join(RELEASES_DIR, name), { recursive: true, force: true });
  writeFigures('rollout', '11. A release on a share, rolled back by itself', rows);
});

test('a release that fails for a third of its sessions on a 20 % share rolls itself back; nobody outside the share meets an error', async ({ browser }) => {
  await putOnShare('9.9.0-faulty');
  // the short run (npm test) stops 40 visits after the roll-back; the full run makes all 300
  const { list, rolledBackAfter } = await visits(browser, VISITS, SHORT ? 40 : undefined);
  const inShare = list.filter((v) => v.bucket < SHARE);
  const outside = list.filter((v) => v.bucket >= SHARE);
  const errorsIn = inShare.filter((v) => v.sawError).length;
  const errorsOutside = outside.filter((v) => v.sawError).length;
  const lastError = list.findLastIndex((v) => v.sawError) + 1;
  rows.push(
    [
      'faulty release (throws for 1/3 of its tabs) on a 20 % share: visits',
      `${list.length} fresh browsers, ${AT_ONCE} at a time; ${inShare.length} in the share`,
    ],
    [
      'visits until it was rolled back by itself',
      rolledBackAfter === null ? 'not rolled back' : `${rolledBackAfter} (rule checked every second here; 15 s by default)`,
    ],
    ['errors diners saw', `${errorsIn} in the share (the last at visit ${lastError}), ${errorsOutside} outside it`],
    ['health beacons (faulty run)', perVisit(list)],
  );
  expect(rolledBackAfter, 'rolled back within the visits').not.toBeNull();
  expect(errorsOutside).toBe(0);
  expect(list.every((v) => Number.isInteger(v.bucket))).toBe(true);
  // once rolled back (and read by the site's server), nobody meets the fault
  expect(lastError).toBeLessThanOrEqual(rolledBackAfter! + 2 * AT_ONCE * 4);
  expect((await rollout()).share).toBe(0);
  // the change is kept, by the site itself
  const page = await fetch(`${site.url}/api/admin/releases`, { headers: { authorization: `Bearer ${token}` } });
  const change = ((await page.json()) as { data: { changes: Array<{ action: string; release: string; by: string | null }> } }).data.changes[0];
  expect(change).toMatchObject({ action: 'auto-rollback', release: '9.9.0-faulty', by: null });
});

test('a healthy release on the same share over 300 visits is not rolled back', async ({ browser }) => {
  await putOnShare('9.9.1-healthy');
  // the short run (npm test) makes 150 visits, the full run 300
  const { list, rolledBackAfter } = await visits(browser, SHORT ? VISITS / 2 : VISITS);
  const inShare = list.filter((v) => v.bucket < SHARE).length;
  rows.push(
    ['healthy release on a 20 % share: visits', `${list.length}; ${inShare} in the share`],
    ['rolled back', rolledBackAfter === null ? 'no' : `yes, after ${rolledBackAfter} visits`],
    ['errors diners saw (healthy run)', list.filter((v) => v.sawError).length],
    ['health beacons (healthy run)', perVisit(list)],
  );
  expect(rolledBackAfter).toBeNull();
  expect((await rollout()).share).toBe(SHARE);
  expect(list.filter((v) => v.sawError)).toHaveLength(0);
});
