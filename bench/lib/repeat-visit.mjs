// A diner's second visit with and without the service worker (issue 32, point 10): the LCP of a page opened again
// in the same browser, on a throttled phone-like connection, when only the HTTP cache helps and when the Workbox
// service worker (shell/build/service-worker.js) has the shell, the remotes and the menus. Measured in Chromium
// through Playwright: the LCP is the browser's own `largest-contentful-paint` entry; the network and CPU are slowed
// with the DevTools protocol (Lighthouse's "slow 4G" figures: 150 ms round trip, 1.6 Mbit/s down, CPU 4x slower).

export const REPEAT_VISIT_PAGES = ['/az/menu', '/ru/cart'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function lcpOf(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // the LCP entry is final once the page is live and a moment has passed without a larger paint
        setTimeout(() => resolve(Math.round(last)), 1500);
      }),
  );
}

const live = () => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-part]:not([data-live])');

/** One page: a first visit, then `runs` repeat visits (each a fresh navigation); the median repeat LCP. */
async function visit(browser, origin, path, { worker, runs }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: worker ? 'allow' : 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForFunction(live, null, { timeout: 60000 });
  const first = await lcpOf(page);
  let controlled = false;
  if (worker) {
    // the worker takes over from the next navigation; its warm-up (CACHE_URLS) has been handed the first visit's files
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(2000);
  }
  const repeats = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForFunction(live, null, { timeout: 60000 });
    repeats.push(await lcpOf(page));
    if (worker) controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  }
  await context.close();
  const sorted = [...repeats].sort((a, b) => a - b);
  return { firstMs: first, repeatMs: sorted[Math.floor(sorted.length / 2)], repeatRunsMs: repeats, controlled };
}

export async function measureRepeatVisits({ origin, runs = 3, log }) {
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
    for (const path of REPEAT_VISIT_PAGES) {
      const httpCache = await visit(browser, origin, path, { worker: false, runs });
      const serviceWorker = await visit(browser, origin, path, { worker: true, runs });
      results[path] = { httpCache, serviceWorker };
      log(
        `  ${path.padEnd(10)} first ${httpCache.firstMs} ms; repeat, HTTP cache only ${httpCache.repeatMs} ms; repeat, service worker ${serviceWorker.repeatMs} ms${serviceWorker.controlled ? '' : ' (the worker did not control the page)'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
