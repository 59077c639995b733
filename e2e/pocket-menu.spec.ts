// The menu in the pocket (issue 32, point 10): the storefront installs as an app (manifest, icons, theme colour, a
// service worker), and after one visit the menu opens with no network, the cart keeps working, and placing an order
// says it needs the network and keeps the cart. A new release still reaches a diner who has the worker.
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.beforeEach(() => writeRemotes(defaultRemotes()));

/** Waits until the page's service worker runs and has been handed what the first visit loaded. */
async function workerReady(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('menus') && (await (await caches.open('pages')).keys()).length > 0), {
      timeout: 15000,
    })
    .toBe(true);
}

test('installable: a manifest with its icons, the theme colour and a service worker that controls the page', async ({ page, request }) => {
  await page.goto('/en/menu');
  await workerReady(page);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Pizza Inn', start_url: '/', display: 'standalone', theme_color: '#b91c1c' });
  for (const icon of manifest.icons as Array<{ src: string; type: string }>)
    expect((await request.get(icon.src)).headers()['content-type']).toContain(icon.type);
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Chromium's own installability check (what Lighthouse's "installable manifest" audit read)
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // (a test's browser context is always private: "in-incognito" is the test's, not the site's)
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

for (const [lang, texts] of [
  [
    'ru',
    {
      details: 'Подробнее: Тирамису',
      add: 'В корзину: Тирамису',
      title: 'Наше меню',
      offline: 'Нет подключения к интернету. Корзина сохранена: оформите заказ, когда связь появится.',
      place: 'Отправить заказ',
    },
  ],
  [
    'az',
    {
      details: 'Ətraflı bax: Tiramisu',
      add: 'Səbətə əlavə et: Tiramisu',
      title: 'Menyumuz',
      offline: 'İnternet bağlantısı yoxdur: sifariş vermək üçün şəbəkə lazımdır. Səbətiniz saxlanılıb; bağlantı bərpa olunanda sifariş verin.',
      place: 'Sifariş ver',
    },
  ],
] as const) {
  test(`at a table with no signal (${lang}): the menu opens offline after one visit, the cart works, and an order keeps the cart`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90000);
    await page.goto(`/${lang}/menu?table=7`);
    await workerReady(page);
    // the diner looks at the menu and the checkout once while the signal holds
    await page.goto(`/${lang}/menu`);
    await page.waitForLoadState('networkidle');
    await page.goto(`/${lang}/checkout`);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.goto(`/${lang}/menu`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByTestId('menu-item').first()).toBeVisible();
    // a dish's page opens from the list with no network
    await page.getByRole('link', { name: texts.details }).click();
    await expect(page.getByRole('dialog', { name: 'Tiramisu' }).or(page.getByRole('dialog', { name: 'Тирамису' }))).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: texts.add }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(`/${lang}/checkout`);
    await page.getByRole('button', { name: texts.place }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.offline);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // back online, the same cart is placed
    await context.setOffline(false);
    await page.getByRole('button', { name: texts.place }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-success\\?code=`));
  });
}

test("a page never opened on this device, with no signal, is the site's own offline page in the diner's language", async ({ page, context }) => {
  test.setTimeout(90000);
  await page.goto('/en/menu');
  await workerReady(page);
  // the menu looked at once more while the signal holds (as at a table)
  await page.goto('/en/menu');
  await page.waitForLoadState('networkidle');
  // the worker keeps the offline page of each language when it installs
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/ru/offline', { ignoreSearch: true }))), { timeout: 15000 }).toBe(true);
  const hydration: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /#41[89]|#42[35]|Hydration failed/i.test(m.text()) && hydration.push(m.text().slice(0, 120)));
  await context.setOffline(true);
  for (const [path, title] of [
    ['/en/gallery', 'You are offline'],
    ['/ru/about', 'Нет подключения к интернету'],
    ['/az/contact', 'İnternet bağlantısı yoxdur'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    // at its own address, naming the page asked for: the app hydrates the page the worker gave, and it stays
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${path.slice(0, 3)}/offline?from=${encodeURIComponent(path)}`);
    await untilQuiet(page);
    await expect(page.getByTestId('offline-page')).toBeVisible();
  }
  expect(hydration).toEqual([]);
  // back online, "Try again" opens the page asked for
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Yenidən yoxla' }).click();
  await expect(page).toHaveURL(/\/az\/contact$/);
  await context.setOffline(true);
  // what was opened before still opens, from the page's own link
  await page.goto('/en/gallery');
  await page.getByRole('link', { name: 'Open the menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await context.setOffline(false);
});
