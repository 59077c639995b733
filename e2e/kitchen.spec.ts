// The kitchen and the counter: the order board as staff run a shift on it (what was ordered, details, a printed
// kitchen ticket, undo, confirmed cancel, pause online ordering, the searchable list, a tablet at the counter).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, ROOT, writeRemotes } from './env';
import { API, apiLogin, signInAs } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

const STAFF = ['staff@pizzainn.az', 'Staff123!'] as const;
const MANAGER = ['manager@pizzainn.az', 'Manager123!'] as const;

async function staffPage(browser: Browser, who: readonly [string, string] = STAFF, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, who[0], who[1]);
  return page;
}

/** The text of a PDF, as pdf.js reads it (the API tests' reader). */
function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'api', 'test', 'pdf-text.mjs')], { input: pdf }).toString();
}

/** A Large Pepperoni with extra cheese and a note, ordered at table 7 on the storefront. */
async function orderOnStorefront(page: Page, note: string): Promise<string> {
  await page.goto('/en/menu?table=7');
  await page.getByRole('link', { name: 'View details: Pepperoni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pepperoni' })).toBeVisible();
  await page.getByLabel(/Large \(36 cm\)/).check();
  await page.getByLabel(/Extra cheese/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/en/checkout');
  await page.getByLabel(/Special instructions/).fill(note);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-success\?code=/);
  return new URL(page.url()).searchParams.get('code')!;
}

test('an order with size, extras and a note reaches the board with them, opens in detail and prints a kitchen ticket', async ({ browser, page }) => {
  const board = await staffPage(browser);
  await board.goto('/admin/orders');
  await expect(board.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  const code = await orderOnStorefront(page, 'No chilli, please');
  const card = board.getByTestId(`order-${code}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-place')).toHaveText('Table 7');
  await expect(card).toContainText('1 × Pepperoni');
  await expect(card).toContainText('Large (36 cm), Extra cheese');
  await expect(card.getByTestId('order-note')).toHaveText('Note: No chilli, please');
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByTestId('order-age')).toHaveText(/just now|\d+ min/);

  // The kitchen ticket: the print stylesheet prints it alone, on an 80 mm receipt.
  await board.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(() => board.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await board.emulateMedia({ media: 'print' });
  await expect(board.getByTestId('kitchen-ticket')).toBeVisible();
  await expect(board.getByRole('heading', { level: 1, name: 'Orders' })).toBeHidden();
  const width = await board.evaluate(() => getComputedStyle(document.querySelector('.kitchen-ticket')!).width);
  expect(parseFloat(width)).toBeLessThan(300); // 72 mm is 272 px: a receipt, not an A4 page
  // What is printed on the page (the document's title, "Staff area · Pizza Inn", is not).
  const printed = pdfText(await board.pdf({ preferCSSPageSize: true }))
    .split('\n')
    .slice(1)
    .join('\n');
  expect(printed).toMatch(/^pages: 1\n/);
  expect(printed).toContain(code);
  expect(printed).toContain('Table 7');
  expect(printed).toContain('1 × Pepperoni');
  expect(printed).toContain('Large (36 cm), Extra cheese');
  expect(printed).toContain('Note: No chilli, please');
  expect(printed).not.toContain('Staff area');
  expect(printed).not.toContain('Start preparing');
  await board.emulateMedia({ media: 'screen' });
  // A second print says so.
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect(board.getByTestId('kitchen-ticket')).toContainText('REPRINT');
  await board.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // The detail view: lines with options and prices, totals, and who changed what.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(board.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeVisible();
  await expect(board.getByTestId('order-lines')).toContainText('Large (36 cm), Extra cheese');
  await expect(board.getByTestId('order-total')).toHaveText('20,24\u00a0₼'); // (12,90 + 4,00 large + 1,50 cheese) + 10%
  await board.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(board.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(board.getByTestId('order-history')).toContainText(/Confirmed · \d{1,2}:\d\d [AP]M · Demo Staff \(Staff\)/);
  await board.close();
});

test('a status change can be undone for a few seconds, and a cancel asks first', async ({ browser, request }) => {
  const placed = await request.post(`${API}/orders`, {
    data: {
      orderType: 'pickup',
      phone: '+994501112233',
      customerName: 'Undo Test',
      items: [{ menuItemId: 1, quantity: 1, customizations: { size: 'small' } }],
    },
  });
  const code: string = (await placed.json()).data.code;
  const board = await staffPage(browser);
  await board.goto('/admin/orders');
  const pending = board.getByTestId('column-pending').getByTestId(`order-${code}`);
  await pending.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(board.getByTestId('column-confirmed').getByTestId(`order-${code}`)).toBeVisible();
  await expect(board.getByTestId('undo-bar')).toContainText(`Order ${code} → Confirmed`);
  await board.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
  await expect(board.getByTestId('column-pending').getByTestId(`order-${code}`)).toBeVisible();
  await expect(board.getByText(`Change undone: order ${code} → Pending`)).toBeVisible();

  // Cancel asks first; keeping the order changes nothing.
  await pending.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = board.getByRole('dialog', { name: `Cancel order ${code}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending).toBeVisible();
  const tracked = await (await request.get(`${API}/orders/track?code=${code}`)).json();
  expect(tracked.data.status).toBe('pending');
  await pending.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(pending).toBeHidden();
  await board.close();
});

test('a manager pauses online ordering: the storefront says so in its language and an order is refused', async ({ browser, page, request }) => {
  const token = await apiLogin(request, MANAGER[0], MANAGER[1]);
  const staff = await staffPage(browser);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('button', { name: 'Pause online ordering' })).toHaveCount(0);
  const manager = await staffPage(browser, MANAGER);
  try {
    await manager.goto('/admin/orders');
    await manager.getByRole('button', { name: 'Pause online ordering' }).click();
    await expect(manager.getByTestId('ordering-paused')).toHaveText('Online ordering is paused: the website takes no new orders.');
    await page.goto('/az/menu?table=4');
    await page.getByRole('button', { name: /Səbətə əlavə et: Tiramisu/ }).click();
    await page.goto('/az/checkout');
    await expect(page.getByTestId('ordering-paused')).toContainText('Onlayn sifariş qəbulu hazırda dayandırılıb');
    await page.getByRole('button', { name: 'Sifariş ver' }).click();
    await expect(page.getByRole('alert')).toContainText('Onlayn sifariş qəbulu hazırda dayandırılıb');
    await expect(page).toHaveURL(/\/az\/checkout/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await manager.getByRole('button', { name: 'Take online orders again' }).click();
    await expect(manager.getByTestId('ordering-paused')).toBeHidden();
  } finally {
    await request.put(`${API}/admin/ordering`, { headers: { Authorization: `Bearer ${token}` }, data: { paused: false } });
  }
  await staff.close();
  await manager.close();
});

test('the orders list finds an order by phone, by code and by type, a page at a time', async ({ browser, request }) => {
  const placed = await request.post(`${API}/orders`, {
    data: {
      orderType: 'delivery',
      phone: '+994705554433',
      customerName: 'Kamran',
      deliveryAddress: 'Nizami küç. 5',
      deliveryLocation: { lat: 40.38, lng: 49.84 },
      items: [{ menuItemId: 7, quantity: 2 }],
    },
  });
  const code: string = (await placed.json()).data.code;
  const board = await staffPage(browser);
  await board.goto('/admin/orders?view=list');
  await board.getByRole('searchbox').fill('070 555 44');
  await board.getByRole('button', { name: 'Show' }).click();
  await expect(board.getByTestId('orders-found')).toHaveText('Orders found: 1');
  await expect(board.getByTestId('orders-table')).toContainText(code);
  await expect(board.getByTestId('orders-table')).toContainText('Delivery: Nizami küç. 5');
  await board.reload();
  await expect(board.getByTestId('orders-found')).toHaveText('Orders found: 1');
  await board.getByRole('searchbox').fill(code.toLowerCase());
  await board.getByRole('button', { name: 'Show' }).click();
  await board.getByRole('link', { name: code }).click();
  await expect(board.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeVisible();
  await expect(board.getByRole('link', { name: 'Call +994705554433' })).toBeVisible();
  await board.goto('/admin/orders?view=list&type=pickup');
  await expect(board.getByTestId('orders-table')).not.toContainText(code);
  await board.close();
});

test('on a 768 px tablet the board shows all its status columns within the screen', async ({ browser }) => {
  const board = await staffPage(browser, STAFF, { width: 768, height: 1024 });
  await board.goto('/admin/orders');
  for (const status of ['pending', 'confirmed', 'preparing', 'ready']) {
    const box = (await board.getByTestId(`column-${status}`).boundingBox())!;
    expect([status, box.x >= 0 && box.x + box.width <= 768 && box.y < 1024]).toEqual([status, true]);
  }
  expect(await board.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await board.close();
});

test('settings take effect: hours per weekday change the storefront and the free reservation slots; fees typed with a comma', async ({
  browser,
  page,
  request,
}) => {
  const token = await apiLogin(request, 'superadmin@pizzainn.az', 'SuperAdmin123!');
  const admin = await staffPage(browser, ['superadmin@pizzainn.az', 'SuperAdmin123!']);
  // The day in 6 days (Baku calendar) and its weekday's row in the form.
  const day = new Date(Date.now() + 4 * 3600000 + 6 * 86400000).toISOString().slice(0, 10);
  const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  try {
    await admin.goto('/admin/settings');
    const row = admin.getByTestId(`hours-${weekday}`);
    await row.getByLabel('Opens').fill('12:00');
    await row.getByLabel('Closes').fill('22:00');
    await expect(admin.getByText('Unsaved changes')).toBeVisible();
    await admin.getByLabel('Service fee (%)').fill('12,5');
    await admin.getByLabel('Delivery fee (₼)').fill('abc');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Enter an amount in manat, for example 2,50.')).toBeVisible();
    await expect(admin.getByLabel('Delivery fee (₼)')).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByLabel('Service fee (%)')).toHaveValue('12,5');
    await admin.getByLabel('Delivery fee (₼)').fill('2,50');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByTestId('settings-message')).toHaveText('Saved');
    const saved = (await (await request.get(`${API}/settings`)).json()).data;
    expect(saved.settings).toMatchObject({ serviceFeeRate: 0.125, deliveryFee: '2.50' });
    expect(saved.restaurant.openingHours.weekly[weekday]).toEqual({ open: '12:00', close: '22:00' });

    // The storefront's hours line and the reservation slots of that day follow.
    await page.goto('/az/location');
    await expect(page.locator('footer')).toContainText('12:00 – 22:00');
    await page.goto('/en/reservations');
    await page.getByLabel(/Guests/).selectOption('2');
    await page.getByLabel(/Preferred date/).fill(day);
    await expect(page.getByRole('option', { name: '12:00 PM', exact: true })).toBeAttached();
    await expect(page.getByRole('option', { name: '11:30 AM', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: '9:00 PM', exact: true })).toBeAttached();
    await expect(page.getByRole('option', { name: '9:30 PM', exact: true })).toHaveCount(0);
    // The cart names the rate it charges.
    await page.goto('/en/menu');
    await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
    await page.goto('/en/cart');
    await expect(page.getByText('Service fee (12.5%)')).toBeVisible();
  } finally {
    await request.put(`${API}/admin/settings`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        settings: { serviceFeeRate: 0.1, deliveryFee: '2.00' },
        restaurant: {
          openingHours: {
            weekly: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '07:00', close: '03:00' }])),
            closedDates: [],
          },
        },
      },
    });
  }
  await admin.close();
});

test('the dashboard and the reservations list update live; a cancelled booking asks first', async ({ browser, request }) => {
  const dashboard = await staffPage(browser);
  await dashboard.goto('/admin/dashboard');
  const before = Number(await dashboard.getByTestId('orders-today').textContent());
  await request.post(`${API}/orders`, { data: { orderType: 'table', tableNumber: '2', items: [{ menuItemId: 7, quantity: 1 }] } });
  await expect(dashboard.getByTestId('orders-today')).toHaveText(String(before + 1));

  const list = await staffPage(browser);
  const day = new Date(Date.now() + 4 * 3600000 + 3 * 86400000).toISOString().slice(0, 10);
  await list.goto('/admin/reservations');
  await list.getByLabel('Day').fill(day);
  const booked = await request.post(`${API}/reservations`, {
    data: { name: 'Nərmin Live', phone: '+994 50 444 55 66', email: 'nermin@example.az', guests: 3, date: day, time: '19:30' },
  });
  const code: string = (await booked.json()).data.code;
  const row = list.getByTestId(`reservation-${code}`);
  await expect(row).toContainText('Nərmin Live');
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = list.getByRole('dialog');
  await expect(dialog).toContainText('Cancel the booking of Nərmin Live at 7:30 PM?');
  await dialog.getByRole('button', { name: 'Keep the booking' }).click();
  await expect(row).toContainText('Waiting for confirmation');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(row).toContainText('Cancelled');
  await dashboard.close();
  await list.close();
});
