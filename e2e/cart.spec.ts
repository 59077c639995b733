import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, remotePort, writeRemotes } from './env';
import { API, apiLogin, inboxMail, pinNearRestaurant } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

async function add(page: Page, name: string, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
}

async function orderCount(page: Page): Promise<number> {
  const token = await apiLogin(page.request, 'staff@pizzainn.az', 'Staff123!');
  const res = await page.request.get(`${API}/admin/orders?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).data.total;
}

test('the mini cart shows 3 of 4 lines with +1 more items, quantity controls, View Cart and Checkout', async ({ page }) => {
  await page.goto('/en/menu');
  await add(page, 'Margherita');
  await add(page, 'Ayran', 2);
  await add(page, 'Tiramisu');
  await add(page, 'Cola');
  await page.getByRole('button', { name: /^Order/ }).click();
  const mini = page.getByRole('region', { name: 'Your order' });
  await expect(mini.getByTestId('mini-cart-line')).toHaveCount(3);
  await expect(mini.getByText('+1 more items')).toBeVisible();
  await expect(mini.getByRole('button', { name: 'Decrease quantity of Margherita' })).toBeDisabled();
  await expect(mini.getByRole('button', { name: 'Decrease quantity of Ayran' })).toBeEnabled();
  // the mini cart's total is the order's (pickup here: the 10% service fee on top), as in the cart and the checkout
  await expect(mini.getByTestId('mini-cart-subtotal')).toHaveText('23,50 ₼');
  await expect(mini.getByTestId('mini-cart-total')).toHaveText('25,85 ₼');
  await mini.getByRole('button', { name: 'Increase quantity of Margherita' }).click();
  await expect(mini.getByTestId('mini-cart-total')).toHaveText('36,30 ₼');
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await expect(mini.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
  await mini.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(4);
});

test('one cache for the page: the settings are asked once, and the cart names its lines from the menu already shown', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') asked.push(url.pathname);
  });
  await page.goto('/en/menu');
  await add(page, 'Margherita');
  await page.getByRole('button', { name: /^Order/ }).click();
  await page.getByRole('region', { name: 'Your order' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Margherita');
  await expect(page.getByTestId('cart-total')).toBeVisible();
  // the cart page's fees come from the settings the shell asked for, and the main menu's items from the server's page
  expect(asked.filter((p) => p === '/api/settings')).toEqual(['/api/settings']);
  expect(asked.filter((p) => p === '/api/menu/items' || p === '/api/menu/categories')).toEqual([]);
});

test('with an empty cart the order button goes straight to the cart page', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('link', { name: /^Order/ }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('quantity controls, remove then Undo, and a reload keeps the cart', async ({ page }) => {
  await page.goto('/en/menu');
  await add(page, 'Baku Special');
  await add(page, 'Black Tea');
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Increase quantity of Black Tea' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('21,90 ₼');
  // a delivery fee only for a delivery
  await expect(page.getByTestId('cart-delivery-fee')).toHaveCount(0);
  await page.getByLabel('Delivery', { exact: true }).check();
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('2,00 ₼');
  await page.getByRole('button', { name: 'Remove Baku Special' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('cart-line').first()).toContainText('Baku Special');
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('21,90 ₼');
});

test('mf-cart loads on the first add; an add made while it cannot load survives a reload and reaches the cart', async ({ page }) => {
  const cartRemote = `127.0.0.1:${remotePort.mf_cart}`;
  const cartRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(cartRemote)) cartRequests.push(req.url());
  });
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  // a menu page does not load mf-cart until an add
  expect(cartRequests).toEqual([]);

  // mf-cart unreachable: the add waits in this browser
  await page.route(`**/${cartRemote}/**`, (route) => route.abort());
  await add(page, 'Tiramisu');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('PizzaInn_pending_cart_items'))).toContain('Tiramisu');
  await page.reload();

  // mf-cart back: the waiting item reaches the cart, and nothing waits any more
  await page.unroute(`**/${cartRemote}/**`);
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').first()).toContainText('Tiramisu');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('PizzaInn_pending_cart_items'))).toBeNull();
});

test('a table QR link through checkout to success, then tracking that changes live', async ({ page }) => {
  await page.goto('/en/menu?table=12');
  await add(page, 'Pepperoni');
  await page.goto('/en/checkout');
  await expect(page.getByLabel('At my table')).toBeChecked();
  await expect(page.getByLabel(/Table number/)).toHaveValue('12');
  await expect(page.getByTestId('checkout-total')).toHaveText('14,19 ₼');
  await page.getByLabel(/Special instructions/).fill('No chilli please');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/order-success\?code=[A-Z0-9]{10}$/);
  const code = new URL(page.url()).searchParams.get('code')!;
  await expect(page.getByTestId('order-code')).toHaveText(`Your order code is ${code}.`);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/track-order/${code}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Status: Pending');

  const token = await apiLogin(page.request, 'staff@pizzainn.az', 'Staff123!');
  const move = (status: string) =>
    page.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  expect((await move('confirmed')).status()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Confirmed');
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ru');
  await expect(page.getByTestId('order-status')).toHaveText('Статус: Подтверждён');
  expect((await move('preparing')).status()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Статус: Готовится');
  const track = await (await page.request.get(`${API}/orders/track?code=${code}`)).json();
  expect(track.data.specialInstructions).toBe('No chilli please');
  expect(track.data.tableNumber).toBe('12');
});

test('tracking whose live stream is refused (the API at its stream cap) says so, reads the order again and goes live when it can', async ({ page }) => {
  const menu = await (await page.request.get(`${API}/menu/items?lang=en`)).json();
  const cola = menu.data.find((i: { slug: string }) => i.slug === 'cola');
  const placed = await page.request.post(`${API}/orders`, {
    data: { orderType: 'pickup', customerName: 'Leyla', phone: '+994 50 777 12 34', items: [{ menuItemId: cola.id, quantity: 1 }] },
  });
  const code = (await placed.json()).data.code as string;
  await page.clock.install();
  const refusals: string[] = [];
  await page.route('**/orders/track/*/events', (route) => {
    refusals.push(route.request().url());
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: '{"success":false,"code":"TOO_MANY_REQUESTS"}',
    });
  });
  await page.goto(`/en/track-order/${code}`);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Pending');
  await expect(page.getByTestId('track-live')).toHaveText('Live updates are paused. This page checks your order again every 30 seconds.');

  // the order moves on while the page is not live; the stream is let through again
  const token = await apiLogin(page.request, 'staff@pizzainn.az', 'Staff123!');
  expect(
    (await page.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'confirmed' } })).status(),
  ).toBe(200);
  await page.unroute('**/orders/track/*/events');
  await page.clock.fastForward(31000);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Confirmed');
  await expect(page.getByTestId('track-live')).toHaveText('This page updates by itself.');
  expect(refusals.length).toBeGreaterThan(0);
  // and it is live again: the next change arrives without a reload
  expect(
    (await page.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'preparing' } })).status(),
  ).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Preparing');
});

test('a delivery order in Azerbaijani pays the delivery fee below 25', async ({ page }) => {
  await page.goto('/az/menu');
  await page.getByRole('button', { name: 'Səbətə əlavə et: Vegetarian' }).click();
  await page.goto('/az/checkout');
  await page.getByLabel('Çatdırılma').check();
  await page.getByRole('button', { name: 'Sifariş ver' }).click();
  await expect(page.getByText('Zəhmət olmasa, bu sahəni doldurun.')).toHaveCount(2);
  await page.getByLabel(/Çatdırılma ünvanı/).fill('Nizami küçəsi 10, mənzil 5, Bakı');
  await page.getByLabel(/Telefon nömrəsi/).fill('+994 50 123 45 67');
  await pinNearRestaurant(page);
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveText('2,00 ₼');
  await expect(page.getByTestId('checkout-total')).toHaveText('14,65 ₼');
  await page.getByRole('button', { name: 'Sifariş ver' }).click();
  await expect(page.getByRole('heading', { name: 'Təşəkkür edirik! Sifarişiniz qəbul edildi.' })).toBeVisible();
});

test('an e-mail at checkout: a wrong one is refused at the field in az and keeps what was typed; a right one gets the order in az', async ({ page }) => {
  const email = `sifaris-${Date.now()}@example.az`;
  await page.goto('/az/menu');
  await page.getByRole('button', { name: 'Səbətə əlavə et: Vegetarian' }).click();
  await page.goto('/az/checkout');
  await page.getByLabel(/Telefon nömrəsi/).fill('+994 50 123 45 67');
  await page.getByLabel(/^E-poçt/).fill('leyla@example');
  await page.getByRole('button', { name: 'Sifariş ver' }).click();
  await expect(page.locator('#checkout-email-error')).toHaveText('Zəhmət olmasa, düzgün e-poçt ünvanı daxil edin.');
  await expect(page.getByLabel(/Telefon nömrəsi/)).toHaveValue('+994 50 123 45 67');
  await page.getByLabel(/^E-poçt/).fill(email);
  await page.getByLabel('Sifarişin vəziyyəti dəyişəndə mənə e-poçtla da bildirin').check();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: 'Sifariş ver' }).click();
  await expect(page.getByRole('heading', { name: 'Təşəkkür edirik! Sifarişiniz qəbul edildi.' })).toBeVisible();
  const mail = await inboxMail(page.request, email);
  expect(mail.subject).toMatch(/^Pizza Inn: [A-Z2-9]{10} sifarişiniz qəbul edildi$/);
  expect(mail.text).toContain('1 × Vegetarian');
  expect(mail.text).toContain(`Cəmi: ${total}`);
});

test('an empty checkout says so', async ({ page }) => {
  await page.goto('/en/checkout');
  await expect(page.getByText('Your order is empty')).toBeVisible();
});

test('a double click on the order button makes one order', async ({ page }) => {
  await page.goto('/en/menu');
  await add(page, 'Cola');
  await page.goto('/en/checkout');
  await page.getByLabel('Pickup').check();
  await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');
  const before = await orderCount(page);
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/en\/order-success/);
  expect(await orderCount(page)).toBe(before + 1);
});

test('a lost answer keeps the cart, and the retry returns the same order instead of a second', async ({ page }) => {
  await page.goto('/en/menu');
  await add(page, 'Penne Arrabbiata');
  await page.goto('/en/checkout');
  await page.getByLabel('Pickup').check();
  await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');
  const before = await orderCount(page);
  let lost = false;
  await page.route('**/api/orders', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch(); // the order reaches the restaurant...
    await route.abort('connectionreset'); // ...but the answer never comes back
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not reach the restaurant. Your cart is kept; please try again.');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('9,90 ₼');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/order-success/);
  expect(await orderCount(page)).toBe(before + 1);
});

test('the checkout keeps what the diner typed through a reload, and starts empty after the order is placed', async ({ page }) => {
  await page.goto('/en/menu');
  await add(page, 'Cola');
  await page.goto('/en/checkout');
  await page.getByLabel('Pickup').check();
  await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');
  await page.getByLabel(/Name/).fill('Günay Məmmədova');
  await page.getByLabel(/E-mail/).fill('gunay@example.az');
  await page.reload();
  await expect(page.getByLabel('Pickup')).toBeChecked();
  await expect(page.getByLabel(/Phone number/)).toHaveValue('+994 50 765 43 21');
  await expect(page.getByLabel(/Name/)).toHaveValue('Günay Məmmədova');
  await expect(page.getByLabel(/E-mail/)).toHaveValue('gunay@example.az');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/order-success/);
  await page.goto('/en/menu');
  await add(page, 'Cola');
  await page.goto('/en/checkout');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('');
  await expect(page.getByLabel(/Name/)).toHaveValue('');
});

test("a signed-in diner's checkout draft is theirs: kept through a reload, gone once they sign out on a shared phone", async ({ page }) => {
  const registered = await page.request.post(`${API}/auth/register`, {
    data: { name: 'Aynur Məmmədova', email: `draft-${Date.now()}@example.az`, password: 'Qızıl-Alma-Ağacı-77', phone: '+994 55 222 33 44' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()).data;
  await page.goto('/en/menu');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await add(page, 'Cola');
  await page.goto('/en/checkout');
  await expect(page.getByLabel(/Name/)).toHaveValue('Aynur Məmmədova');
  await page.getByLabel(/Phone number/).fill('+994 50 111 22 33');
  await page.reload();
  await expect(page.getByLabel(/Phone number/)).toHaveValue('+994 50 111 22 33');
  // signed out from the header: the next person on this phone starts from an empty form
  await page.getByRole('button', { name: 'Account menu for Aynur Məmmədova' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.goto('/en/checkout');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('');
  await expect(page.getByLabel(/Name/)).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('PizzaInn_checkout_draft') ?? '')).not.toContain('Aynur');
});

test("a QR link sets only one of the restaurant's tables, and the checkout takes no other", async ({ page }) => {
  for (const table of ['abc', '999', '0']) {
    await page.goto(`/en/menu?table=${table}`);
    await add(page, 'Cola');
    await page.goto('/en/checkout');
    await expect(page.getByTestId('table-notice')).toHaveCount(0);
  }
  await page.getByLabel('At my table').check();
  await page.getByLabel(/Table number/).fill('31');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Our tables are numbered from 1 to 30. Please check the number on your table.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await page.goto('/en/menu?table=30');
  await page.goto('/en/checkout');
  await expect(page.getByTestId('table-notice')).toContainText('30');
});
