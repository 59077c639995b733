// The storefront's pages arrive painted by the server and come alive when the app has hydrated them (shell/src/server,
// shell/src/hydration). A test acts like a diner who waits for that: after `goto` and `reload` on a page of the site, it
// waits until the app runs (`<html data-app="running">`) and every remote section is live (`data-live`). A tap made
// earlier is kept and played once its part is live (prerender.spec.ts tests that), but a test that leaves the page
// at once would leave before it is played.
import { expect, test as base, type Page } from '@playwright/test';

const ALIVE = () => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-remote-slot]:not([data-live])');

async function untilAlive(page: Page): Promise<void> {
  const url = new URL(page.url());
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
  // not every page is the shell's (a remote's harness, another server): those never say so, and are not waited for long
  await page.waitForFunction(ALIVE, null, { timeout: 15000 }).catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});

export { expect };
