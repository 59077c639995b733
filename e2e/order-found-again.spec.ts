import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

test('a guest who closed the tab finds the order again: a live banner on every page, and "Your recent orders"', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/menu');
  await page.getByRole('button', { name: 'Add to cart: Cola' }).click();
  await page.goto('/en/checkout');
  await page.getByLabel('Pickup').check();
  await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/order-success\?code=[A-Z0-9]{10}$/);
  const code = new URL(page.url()).searchParams.get('code')!;
  await page.close();

  // a new tab, later: the home page names the order, live
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.goto('/az');
  const banner = tab.getByRole('complementary', { name: 'Aktiv sifarişləriniz' });
  await expect(banner.getByTestId('open-order')).toHaveText(`Sifariş ${code}: Gözləmədəİzlə`);
  const token = await apiLogin(tab.request, 'staff@pizzainn.az', 'Staff123!');
  const move = (status: string) => tab.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  expect((await move('confirmed')).status()).toBe(200);
  await expect(banner.getByTestId('open-order')).toContainText(`Sifariş ${code}: Təsdiqlənib`);
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // on every page, in every language
  await tab.goto('/ru/menu');
  await expect(tab.getByRole('complementary', { name: 'Ваши текущие заказы' }).getByTestId('open-order')).toContainText(`Заказ ${code}: Подтверждён`);

  // the banner leads to the tracking page, which shows the order in full (and no banner for it)
  await tab.getByRole('link', { name: 'Отследить' }).click();
  await expect(tab).toHaveURL(new RegExp(`/ru/track-order/${code}$`));
  await expect(tab.getByTestId('order-status')).toHaveText('Статус: Подтверждён');
  await expect(tab.getByTestId('open-order')).toHaveCount(0);

  // the tracking page without a code lists the orders of this device
  await tab.goto('/en/track-order');
  await expect(tab.getByRole('heading', { name: 'Your recent orders' })).toBeVisible();
  await expect(tab.getByTestId('recent-order').first()).toContainText(code);
  await tab.getByTestId('recent-order').first().getByRole('link', { name: code }).click();
  await expect(tab.getByTestId('order-status')).toHaveText('Status: Confirmed');

  // a closed order leaves the banner
  await tab.goto('/en');
  await expect(tab.getByTestId('open-order')).toHaveCount(1);
  for (const status of ['preparing', 'ready', 'delivered']) expect((await move(status)).status()).toBe(200);
  await expect(tab.getByTestId('open-order')).toHaveCount(0);
  await expect(tab.getByTestId('open-orders')).toBeHidden();
});

test('a signed-in diner sees an open order placed on another device', async ({ browser, request }) => {
  const email = `diner-${Date.now()}@example.az`;
  const registered = await request.post(`${API}/auth/register`, {
    data: { name: 'Nigar Əliyeva', email, password: 'Qızıl-Alma-Ağacı-77', phone: '+994 50 321 45 67' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()).data;
  const menu = await (await request.get(`${API}/menu/items?lang=en`)).json();
  const ayran = menu.data.find((i: { slug: string }) => i.slug === 'ayran');
  // placed on a phone: this browser's storage never hears of it
  const placed = await request.post(`${API}/orders`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { orderType: 'pickup', customerName: 'Nigar', phone: '+994 50 321 45 67', items: [{ menuItemId: ayran.id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const code = (await placed.json()).data.code as string;

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/tr/about');
  await expect(page.getByTestId('open-order')).toHaveCount(0);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto('/tr/about');
  await expect(page.getByTestId('open-order')).toContainText(`Sipariş ${code}: Onay bekliyor`);
  await page.goto('/tr/track-order');
  await expect(page.getByTestId('recent-order').first()).toContainText(code);
  await expect(page.getByTestId('recent-order').first()).toContainText('Onay bekliyor');
  await context.close();
});
