// The storefront's pages arrive painted by the server and come alive when the app has hydrated them (shell/src/server,
// shell/src/hydration). A test acts like a diner who waits for that: after `goto` and `reload` on a page of the site, it
// waits until the app runs (`<html data-app="running">`) and every part with code of its own (a remote's section, a
// shell page loaded with its first visit: `data-part`) is live (`data-live`). A tap made
// earlier is kept and played once its part is live (prerender.spec.ts tests that), but a test that leaves the page
// at once would leave before it is played.
import { expect, test as playwrightTest, type Page, type Request } from '@playwright/test';
import { E2E_PORT_BASE } from './env';

const ALIVE = () => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-part]:not([data-live])');

/** The site's own page (the shell's HTML: its root and the theme its inline script sets), not a harness or an API answer. */
const SHELL_PAGE = () => Boolean(document.getElementById('root')) && document.documentElement.hasAttribute('data-theme');

async function untilAlive(page: Page): Promise<void> {
  const url = new URL(page.url());
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
  // another server's page (a remote's harness, a test's own server) never says it is alive, and is not waited for
  if (!(await page.evaluate(SHELL_PAGE).catch(() => false))) return;
  // the site's page: it comes alive (a remote that fails shows its fallback, which is live too) or the test fails here,
  // saying what never came alive, instead of going on with a page that is not the diner's
  await page.waitForFunction(ALIVE, null, { timeout: 15000 }).catch(async () => {
    const state = await page
      .evaluate(() => ({
        app: document.documentElement.dataset.app ?? 'not started',
        waiting: [...document.querySelectorAll('[data-part]:not([data-live])')].map((part) => part.getAttribute('data-part')),
      }))
      .catch(() => null);
    throw new Error(
      `${page.url()} never came alive within 15 s: ${state ? `app ${state.app}; sections not live: ${state.waiting.join(', ') || 'none'}` : 'the page is gone'}`,
    );
  });
}

/** The requests each test page has made and not yet had answered, event streams aside (kept by the `page` fixture). */
const pendingRequests = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  page.on('request', (request) => request.resourceType() !== 'eventsource' && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  pendingRequests.set(page, pending);
}

/**
 * Waits until the page has asked for nothing for half a second (its data, its lazy images), event streams aside, or
 * fails after 30 s naming what is still on its way. Playwright's `networkidle` counts the same way but gives no reason
 * when it never comes (a CI run on a loaded machine spent a whole test's 180 s in it on one page, not saying which
 * request it waited for).
 */
export async function untilQuiet(page: Page): Promise<void> {
  const pending = pendingRequests.get(page);
  if (!pending) throw new Error("untilQuiet needs the page of this file's `test`");
  const started = Date.now();
  let quietSince = 0;
  for (;;) {
    if (pending.size) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    if (Date.now() - started > 30000) {
      throw new Error(`${page.url()} was still loading after 30 s: ${[...pending].map((r) => r.url()).join(', ')}`);
    }
    await page.waitForTimeout(100);
  }
}

/** Playwright's test on this worker's own site (env.ts): relative addresses go to it. */
export const siteTest = playwrightTest.extend({ baseURL: `http://127.0.0.1:${E2E_PORT_BASE}` });

/** The same, with `goto` and `reload` waiting until the page is alive. */
export const test = siteTest.extend({
  // (the fixture's callback is named `provide`, not Playwright's usual `use`, which reads as React's `use` hook)
  page: async ({ page }, provide) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilAlive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilAlive(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
