// Closed means closed: a site that follows its opening hours (the browser tests' own site takes orders at any hour, so
// this test starts one of its own), a closed date set by the super admin, and a Russian diner who tries to order.
import { expect, test } from './fixtures';
import { startSite, type Site } from '../resilience/lib';
import { addDays, bakuDate, bakuInstant, formatDayMonth, WEEKDAYS } from '../shared-lib/src/domain';

const PORT_BASE = Number(process.env.E2E_HOURS_PORT_BASE ?? 4500);
let site: Site | undefined;

test.beforeAll(async () => {
  test.setTimeout(180000);
  site = await startSite(PORT_BASE, { env: { ORDERS_OUTSIDE_HOURS: 'false' } });
});
test.afterAll(async () => {
  await site?.close();
});

test('on a closed date the storefront says so before the cart is filled, and an online order is refused in Russian', async ({ page, request }) => {
  test.setTimeout(120000);
  const api = `${site!.url}/api`;
  const login = await request.post(`${api}/auth/login`, { data: { email: 'superadmin@pizzainn.az', password: 'SuperAdmin123!' } });
  const token = (await login.json()).data.token as string;
  const today = bakuDate();
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '07:00', close: '03:00' }]));
  const saved = await request.put(`${api}/admin/settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { restaurant: { openingHours: { weekly, closedDates: [addDays(today, -1), today] } } },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${site!.url}/ru/menu?table=4`);
  await page.getByRole('button', { name: 'В корзину: Тирамису' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${site!.url}/ru/cart`);
  await expect(page.getByTestId('restaurant-closed')).toHaveText(
    'Сейчас мы закрыты и откроемся в 07:00. Можно сделать заказ заранее — на самовывоз или с доставкой, на сегодня или на завтра.',
  );
  await page.goto(`${site!.url}/ru/checkout`);
  await expect(page.getByTestId('restaurant-closed')).toBeVisible();
  const before = (await (await request.get(`${api}/admin/orders?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.total as number;
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page.getByRole('alert')).toHaveText('Сейчас мы закрыты. Онлайн-заказы снова принимаем с 07:00.');
  await expect(page).toHaveURL(/\/ru\/checkout/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const after = (await (await request.get(`${api}/admin/orders?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.total as number;
  expect(after).toBe(before);
});

test('a pause, a resume and a closed date reach an open cart page live, without a reload', async ({ page, request }) => {
  test.setTimeout(120000);
  const api = `${site!.url}/api`;
  const login = async (email: string, password: string) =>
    (await (await request.post(`${api}/auth/login`, { data: { email, password } })).json()).data.token as string;
  const manager = { Authorization: `Bearer ${await login('manager@pizzainn.az', 'Manager123!')}` };
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '00:00' }]));
  // open around the clock, not paused
  expect((await request.put(`${api}/admin/settings/operations`, { headers: manager, data: { openingHours: { weekly, closedDates: [] } } })).status()).toBe(200);
  expect((await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: false } })).status()).toBe(200);

  await page.goto(`${site!.url}/en/menu?table=4`);
  await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
  await page.goto(`${site!.url}/en/cart`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('ordering-paused')).toHaveCount(0);
  await expect(page.getByTestId('restaurant-closed')).toHaveCount(0);

  expect((await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: true } })).status()).toBe(200);
  await expect(page.getByTestId('ordering-paused')).toHaveText(
    'Online ordering is paused right now. You can still look at the menu; please try again later or call us.',
    { timeout: 5000 },
  );
  expect((await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: false } })).status()).toBe(200);
  await expect(page.getByTestId('ordering-paused')).toHaveCount(0, { timeout: 5000 });

  // today becomes a closed date: the open page says so, with the next opening
  const closed = await request.put(`${api}/admin/settings/operations`, { headers: manager, data: { openingHours: { weekly, closedDates: [bakuDate()] } } });
  expect(closed.status()).toBe(200);
  await expect(page.getByTestId('restaurant-closed')).toHaveText(
    'We are closed now and open at 00:00. You can order ahead: a pickup or delivery for later today or tomorrow.',
    { timeout: 5000 },
  );
  // the cart is still there
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect((await request.put(`${api}/admin/settings/operations`, { headers: manager, data: { openingHours: { weekly, closedDates: [] } } })).status()).toBe(200);
  await expect(page.getByTestId('restaurant-closed')).toHaveCount(0, { timeout: 5000 });
});

test('a cart page that was offline while ordering was paused says so once it is back online', async ({ page, request }) => {
  test.setTimeout(120000);
  const api = `${site!.url}/api`;
  const manager = {
    Authorization: `Bearer ${(await (await request.post(`${api}/auth/login`, { data: { email: 'manager@pizzainn.az', password: 'Manager123!' } })).json()).data.token}`,
  };
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '00:00' }]));
  expect((await request.put(`${api}/admin/settings/operations`, { headers: manager, data: { openingHours: { weekly, closedDates: [] } } })).status()).toBe(200);
  expect((await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: false } })).status()).toBe(200);
  await page.goto(`${site!.url}/en/menu`);
  await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
  await page.goto(`${site!.url}/en/cart`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.context().setOffline(true);
  // paused while the diner's phone has no signal: the change is missed live
  expect((await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: true } })).status()).toBe(200);
  await page.waitForTimeout(3000); // the phone stays offline a while
  await page.context().setOffline(false);
  try {
    // the stream reconnects and reads the settings again: the page does not go on offering a paused order
    await expect(page.getByTestId('ordering-paused')).toBeVisible({ timeout: 15000 });
  } finally {
    await request.put(`${api}/admin/ordering`, { headers: manager, data: { paused: false } });
  }
});

test('closed today, a diner on a phone orders a pickup ahead for tomorrow in Russian, and the board shows when it is due in Azerbaijani', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120000);
  const api = `${site!.url}/api`;
  const login = async (email: string, password: string) =>
    (await (await request.post(`${api}/auth/login`, { data: { email, password } })).json()).data as { token: string; user: object };
  const admin = await login('superadmin@pizzainn.az', 'SuperAdmin123!');
  const today = bakuDate();
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '07:00', close: '03:00' }]));
  const saved = await request.put(`${api}/admin/settings`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { restaurant: { openingHours: { weekly, closedDates: [addDays(today, -1), today] } } },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site!.url}/ru/menu`);
  await page.getByRole('button', { name: 'В корзину: Тирамису' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${site!.url}/ru/checkout`);
  await expect(page.getByTestId('restaurant-closed')).toContainText('Можно сделать заказ заранее');
  await page.getByLabel('Самовывоз').check();
  const when = page.getByRole('group', { name: 'Когда?' });
  // closed now: "as soon as possible" cannot be chosen, a time later is
  await expect(when.getByLabel('Как можно скорее (сейчас мы закрыты)')).toBeDisabled();
  await expect(when.getByLabel('Позже: сегодня или завтра')).toBeChecked();
  const tomorrow1930 = bakuInstant(addDays(today, 1), '19:30').toISOString();
  await expect(when.getByRole('option', { name: 'Завтра, 19:30' })).toHaveAttribute('value', tomorrow1930);
  await when.getByLabel('Время').selectOption({ label: 'Завтра, 19:30' });
  await page.getByLabel(/Номер телефона/).fill('+994 50 111 22 33');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/order-success\?code=/);
  const code = new URL(page.url()).searchParams.get('code')!;
  await page.goto(`${site!.url}/ru/track-order/${code}`);
  await expect(page.getByTestId('order-scheduled')).toHaveText(`${formatDayMonth(addDays(today, 1), 'ru')}, 19:30`);
  await expect(page.getByTestId('order-estimate')).toHaveCount(0);

  // the kitchen's board, in Azerbaijani: the order waits under "Later" (off the kitchen's screens) with the time it is due
  const staff = await login('staff@pizzainn.az', 'Staff123!');
  const board = await (await browser.newContext({ viewport: { width: 768, height: 1024 } })).newPage();
  await board.goto(`${site!.url}/admin/login`);
  await board.evaluate(
    ([token, user]) => {
      localStorage.setItem('PizzaInn_token', token);
      localStorage.setItem('PizzaInn_user', user);
      localStorage.setItem('PizzaInn_language', 'az');
    },
    [staff.token, JSON.stringify(staff.user)] as const,
  );
  await board.goto(`${site!.url}/admin/orders`);
  await board.getByTestId('later-orders').locator('summary').click();
  await expect(board.getByTestId(`later-${code}`).getByTestId('order-due')).toHaveText('Vaxtı: sabah, 19:30');
  await expect(board.getByTestId(`later-${code}`).getByTestId('order-fires')).toHaveText(
    `ekranlarda görünmə vaxtı: ${formatDayMonth(addDays(today, 1), 'az')}, 19:10`,
  );
  await expect(board.getByTestId(`order-${code}`)).toHaveCount(0);
  await board.close();
});
