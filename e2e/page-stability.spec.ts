// No jumps and one theme done right (issue 32, point 9): the cumulative layout shift of every public page as it opens
// and as the diner scrolls it to the end, at a phone's and a laptop's width, stays under 0.02; and the dark theme,
// taken from the device's setting, passes axe (contrast included) on 15 pages.
import { type Page } from '@playwright/test';
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, seriousViolations } from './helpers';
import { mokalandItemId, storefrontPaths, withOneItemInCart } from './storefront-pages';

/** The most a page may shift (Core Web Vitals call 0.1 good; the issue asks for 0.02). */
const MAX_CLS = 0.02;

test.beforeEach(() => writeRemotes(defaultRemotes()));

let paths: string[] = [];
test.beforeAll(async ({ request }) => {
  paths = storefrontPaths(await mokalandItemId(request));
});

/** Every public page of the storefront, in the four languages in turn; the home page in all four (its hero is where the words are longest). */
function publicPages(): string[] {
  const languages = ['az', 'en', 'ru', 'tr'];
  return [...paths.map((path, i) => `/${languages[i % 4]}${path ? `/${path}` : ''}`), '/en', '/ru', '/tr'];
}

/** Adds up every layout shift not caused by the diner's input, from the first paint on (the browser's own figures). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const node = entry.sources?.[0]?.node;
        const what = node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName ?? '?');
        w.__shifts.push(`${entry.value.toFixed(4)} ${what}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens the page, waits until it is still, then scrolls to its end a screen at a time, as a diner reads it; gives the
 * page's height before and after the read. A part that grows as it comes into view (an image without its size, a
 * placeholder height that is not the part's own) moves what is below it: the layout-shift figure catches that only
 * when the move is on screen in the frame it happens, which depends on the machine's speed; the height catches it
 * every time.
 */
async function openAndRead(page: Page, path: string): Promise<{ before: number; after: number }> {
  await page.goto(path);
  await untilQuiet(page);
  await page.evaluate(() => document.fonts.ready);
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      window.scrollTo(0, y);
      await pause(150);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(300);
  });
  await untilQuiet(page);
  return { before, after: await page.evaluate(() => document.documentElement.scrollHeight) };
}

// the walk in two halves per width, so that two workers share it and one slow hour does not run a test out of time
for (const [viewport, half] of [
  [{ width: 390, height: 844 }, 0],
  [{ width: 390, height: 844 }, 1],
  [{ width: 1280, height: 800 }, 0],
  [{ width: 1280, height: 800 }, 1],
] as const) {
  test(`no public page shifts its layout by ${MAX_CLS} or more at ${viewport.width} px (pages, ${half ? 'second' : 'first'} half)`, async ({ page }) => {
    test.setTimeout(180000);
    await page.setViewportSize(viewport);
    await withOneItemInCart(page);
    await recordLayoutShifts(page);
    const figures: Array<{ path: string; cls: number; shifts: string[] }> = [];
    const grown: Array<{ path: string; before: number; after: number }> = [];
    const pages = publicPages();
    const middle = Math.ceil(pages.length / 2);
    for (const path of half ? pages.slice(middle) : pages.slice(0, middle)) {
      const height = await openAndRead(page, path);
      if (height.after !== height.before) grown.push({ path, ...height });
      const { cls, shifts } = await page.evaluate(() => ({
        cls: (window as unknown as { __cls: number }).__cls,
        shifts: (window as unknown as { __shifts: string[] }).__shifts,
      }));
      figures.push({ path, cls: Number(cls.toFixed(4)), shifts });
    }
    const worst = figures.reduce((a, b) => (b.cls > a.cls ? b : a));
    test.info().annotations.push({ type: 'worst CLS', description: `${worst.cls} on ${worst.path} at ${viewport.width} px` });
    console.log(`CLS at ${viewport.width} px: ${figures.map((f) => `${f.path} ${f.cls}${f.cls ? ` [${f.shifts.join('; ')}]` : ''}`).join(', ')}`);
    expect(figures.filter((f) => f.cls >= MAX_CLS)).toEqual([]);
    expect(grown, 'pages whose height changed as they were scrolled (px)').toEqual([]);
  });
}

test("a signed-in diner's pages do not jump: the profile, the home page with its last order and favourites, the menu with its hearts (390 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(120000);
  // a diner with a saved address, a favourite and a past order: every part of those pages that loads after sign-in
  const registered = await page.request.post(`${API}/auth/register`, {
    data: { name: 'Kamran Əliyev', email: `stable-${Date.now()}@example.az`, password: 'Qızıl-Alma-Ağacı-77', phone: '+994 55 222 33 44' },
  });
  const { token, user } = (await registered.json()).data;
  const auth = { Authorization: `Bearer ${token}` };
  await page.request.put(`${API}/me/favourites/1`, { headers: auth });
  await page.request.post(`${API}/me/addresses`, { headers: auth, data: { address: 'Füzuli küçəsi 12, mənzil 4' } });
  const order = await page.request.post(`${API}/orders`, {
    headers: auth,
    data: { orderType: 'pickup', phone: '+994 55 222 33 44', items: [{ menuItemId: 1, quantity: 1, customizations: { size: 'medium' } }] },
  });
  expect(order.status()).toBe(201);
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await recordLayoutShifts(page);
  const figures: string[] = [];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/az/profile', '/ru', '/tr/menu']) {
      await openAndRead(page, path);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      figures.push(`${path} ${viewport.width} ${Number(cls.toFixed(4))}`);
      expect
        .soft(cls, `${path} at ${viewport.width} px: ${await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts.join('; '))}`)
        .toBeLessThan(MAX_CLS);
    }
  }
  console.log(`CLS signed in: ${figures.join(', ')}`);
});

test.describe('the dark theme', () => {
  // axe is injected as an inline script, which the site's own policy rightly blocks.
  test.use({ bypassCSP: true, colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('follows the device, is kept once chosen, and passes axe with its contrast on 15 pages', async ({ page }) => {
    test.setTimeout(180000);
    await withOneItemInCart(page);
    await page.goto('/ru/menu');
    // no choice saved: the device's dark setting applies before the app runs, and nothing is saved for the diner
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Открыть навигацию' }).click();
    await expect(page.getByRole('button', { name: 'Включить светлую тему' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('PizzaInn_theme'))).toBeNull();
    const card = page.getByTestId('menu-item').first();
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 41, 55)');

    const pages = publicPages().slice(0, 15);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await untilQuiet(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v.id} ${v.nodes.slice(0, 3).join(' | ')}`);
    }
    expect(problems).toEqual([]);

    // a diner who picks the light theme keeps it, whatever the device says
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('the light theme', () => {
  // axe is injected as an inline script, which the site's own policy rightly blocks.
  test.use({ bypassCSP: true, colorScheme: 'light', viewport: { width: 390, height: 844 } });

  test("passes axe with its contrast on the same 15 pages, and on a signed-in diner's home, menu and profile", async ({ page }) => {
    test.setTimeout(180000);
    await withOneItemInCart(page);
    const problems: string[] = [];
    const check = async (path: string, shows?: string) => {
      await page.goto(path);
      await untilQuiet(page);
      if (shows) await expect(page.getByTestId(shows).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v.id} ${v.nodes.slice(0, 3).join(' | ')}`);
    };
    for (const path of publicPages().slice(0, 15)) await check(path);
    // what only a signed-in diner sees: the hearts, "For you", the saved addresses
    const registered = await page.request.post(`${API}/auth/register`, {
      data: { name: 'Səbinə Quliyeva', email: `axe-${Date.now()}@example.az`, password: 'Qızıl-Alma-Ağacı-77' },
    });
    const { token, user } = (await registered.json()).data;
    await page.request.put(`${API}/me/favourites/1`, { headers: { Authorization: `Bearer ${token}` } });
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('PizzaInn_token', t);
        localStorage.setItem('PizzaInn_user', u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await check('/az', 'home-favourite');
    await check('/ru/menu', 'favourite');
    await check('/tr/profile', 'saved-addresses');
    expect(problems).toEqual([]);
  });
});
