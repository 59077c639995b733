// A second remote page in the same visit (issue 33): a diner opens the menu, then goes to the cart by the header's
// link, as they do. What JavaScript the second page adds (gzip, scripts not loaded by the first page), for the
// composed site and the monolith, measured in Chromium through Playwright (service worker blocked: the HTTP cache only).
import zlib from 'node:zlib';

export const SECOND_PAGE_VISIT = ['/en/menu', '/en/cart'];

const live = () => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-part]:not([data-live])');

async function gzipOf(url) {
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return zlib.gzipSync(body, { level: 6 }).length;
}

async function visit(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const [first, second] = SECOND_PAGE_VISIT;
  await page.goto(origin + first, { waitUntil: 'load' });
  await page.waitForFunction(live, null, { timeout: 60000 });
  const firstScripts = new Set(scripts);
  scripts.length = 0;
  // the header's link to the cart: a move inside the app, not a new page load
  await page.locator(`a[href="${second}"]:visible`).first().click();
  await page.waitForURL(`**${second}`);
  await page.waitForFunction(live, null, { timeout: 60000 });
  await page.waitForLoadState('networkidle');
  const added = [...new Set(scripts)].filter((url) => !firstScripts.has(url));
  const firstBytes = (await Promise.all([...firstScripts].map(gzipOf))).reduce((a, b) => a + b, 0);
  const addedBytes = (await Promise.all(added.map(gzipOf))).reduce((a, b) => a + b, 0);
  await context.close();
  return { firstGzipBytes: firstBytes, secondAddedGzipBytes: addedBytes, secondAddedScripts: added.length };
}

export async function measureSecondPage({ variants, log }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = {};
  try {
    for (const [name, origin] of Object.entries(variants)) {
      results[name] = await visit(browser, origin);
      log(
        `  ${name}: ${SECOND_PAGE_VISIT[0]} ${(results[name].firstGzipBytes / 1024).toFixed(1)} KB JS, then ${SECOND_PAGE_VISIT[1]} adds ${(results[name].secondAddedGzipBytes / 1024).toFixed(1)} KB in ${results[name].secondAddedScripts} scripts`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
