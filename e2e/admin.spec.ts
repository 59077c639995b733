import { createRequire } from 'node:module';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin, newStaffAccount, signInAs } from './helpers';

const require = createRequire(__filename);
test.beforeEach(() => writeRemotes(defaultRemotes()));

const ACCOUNTS = {
  CUSTOMER: ['customer@pizzainn.az', 'Customer123!'],
  STAFF: ['staff@pizzainn.az', 'Staff123!'],
  MANAGER: ['manager@pizzainn.az', 'Manager123!'],
  ADMIN: ['admin@pizzainn.az', 'Admin123!'],
  SUPER_ADMIN: ['superadmin@pizzainn.az', 'SuperAdmin123!'],
} as const;
type Role = keyof typeof ACCOUNTS;
const RANK: Record<Role, number> = { CUSTOMER: 1, STAFF: 2, MANAGER: 3, ADMIN: 4, SUPER_ADMIN: 5 };

/** Signs a page in as a demo account, the way the admin login does (token and user in storage). */
async function signIn(page: Page, role: Role) {
  const [email, password] = ACCOUNTS[role];
  await signInAs(page, email, password);
}

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role);
  return page;
}

test.describe('the route matrix of SPEC 6.2', () => {
  const ROUTES: Array<[string, Role, string]> = [
    ['/admin/dashboard', 'STAFF', 'Dashboard'],
    ['/admin/orders', 'STAFF', 'Orders'],
    ['/admin/reservations', 'STAFF', 'Reservations'],
    ['/admin/contacts', 'STAFF', 'Contacts'],
    ['/admin/qr', 'STAFF', 'Table QR codes'],
    ['/admin/menu', 'MANAGER', 'Menu management'],
    ['/admin/gallery', 'MANAGER', 'Gallery'],
    ['/admin/chat', 'MANAGER', 'Staff chat'],
    ['/admin/settings', 'SUPER_ADMIN', 'Settings'],
    ['/admin/emails', 'MANAGER', 'E-mails'],
  ];
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`as ${role}`, async ({ page }) => {
      // Ten full page loads of the staff area in one test: on a busy two-core CI machine (the API tests and the
      // resilience run beside it) one took over the default 60 s, though it takes 6 s alone. Playwright's documented
      // way to mark a slow test: three times the timeout.
      test.slow();
      await signIn(page, role);
      for (const [path, min, heading] of ROUTES) {
        await page.goto(path);
        if (RANK[role] >= RANK[min]) {
          await expect(page.getByRole('heading', { level: 1, name: heading }), `${role} on ${path}`).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { name: 'Access Denied' }), `${role} on ${path}`).toBeVisible();
          await expect(page.getByText(`Your role: ${role}`)).toBeVisible();
        }
      }
    });
  }

  test('an unsigned visitor goes to the login and comes back after signing in', async ({ page }) => {
    await page.goto('/admin/reservations');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel(/E-poçt|Email/).fill('manager@pizzainn.az');
    await page.getByLabel(/Şifrə|Password/).fill('Manager123!');
    await page.getByRole('button', { name: /Daxil ol|Sign in/ }).click();
    await expect(page).toHaveURL(/\/admin\/reservations$/);
    await page.goto('/admin/nowhere');
    await expect(page.getByText(/Belə idarəetmə səhifəsi yoxdur|This admin page does not exist/)).toBeVisible();
  });
});

test('an order placed on the storefront appears on the board live and is moved to delivered while a tracker follows', async ({ browser, page }) => {
  const board = await signedInPage(browser, 'STAFF');
  await board.goto('/admin/orders');
  await expect(board.getByRole('heading', { level: 1, name: /Sifarişlər|Orders/ })).toBeVisible();

  await page.goto('/en/menu?table=7');
  await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
  await page.goto('/en/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-success\?code=/);
  const code = new URL(page.url()).searchParams.get('code')!;
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Status: Pending');

  const card = board.getByTestId(`order-${code}`);
  await expect(card).toBeVisible();
  for (const [next, label] of [
    ['Confirm', 'Confirmed'],
    ['Start preparing', 'Preparing'],
    ['Mark ready', 'Ready'],
    ['Mark delivered', 'Served'],
  ] as const) {
    await card.getByRole('button', { name: next, exact: true }).click();
    await expect(page.getByTestId('order-status')).toHaveText(`Status: ${label}`);
  }
  await board.close();
});

test('a price edited in the admin shows on the storefront', async ({ page }) => {
  await signIn(page, 'MANAGER');
  await page.goto('/admin/menu');
  const row = page.getByTestId('item-greek-salad');
  await row.getByRole('textbox').fill('9.20');
  await row.getByRole('button', { name: /Saxla|Save/ }).click();
  await expect(row.getByRole('status')).toBeVisible();
  await page.goto('/en/menu');
  const card = page.getByTestId('menu-item').filter({ hasText: 'Greek Salad' });
  await expect(card).toContainText('9,20 ₼');
});

test('an image uploaded in the admin shows on the public gallery', async ({ page }) => {
  await signIn(page, 'MANAGER');
  await page.goto('/admin/gallery');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
  await page.locator('input[type=file]').setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Title (Azerbaijani)').fill('Terras');
  await page.getByLabel('Title (English)').fill('Terrace at night');
  await page.getByRole('button', { name: /Şəkil yüklə|Upload an image/ }).click();
  await expect(page.getByRole('status')).toHaveText(/Şəkil yükləndi|Image uploaded/);
  await page.goto('/en/gallery');
  await expect(page.getByRole('button', { name: 'Open photo: Terrace at night' })).toBeVisible();
});

test('a table QR code decodes to the menu with its table number', async ({ page }) => {
  await signIn(page, 'STAFF');
  await page.goto('/admin/qr');
  const image = page.getByRole('img', { name: /Masa 5|Table 5/ });
  await expect(image).toBeVisible();
  const dataUrl = await image.getAttribute('src');
  const sharp = require('sharp') as typeof import('sharp').default;
  const jsQR = require('jsqr') as (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
  const { data, info } = await sharp(Buffer.from(dataUrl!.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded?.data).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/menu\?table=5$/);
  // Without SITE_URL the codes carry this internal address, and the page says so before anyone prints them.
  await expect(page.getByRole('alert')).toContainText('SITE_URL');
});

test('two signed-in staff exchange a chat message live', async ({ browser }) => {
  const manager = await signedInPage(browser, 'MANAGER');
  const admin = await signedInPage(browser, 'ADMIN');
  await manager.goto('/admin/chat');
  await admin.goto('/admin/chat');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await manager.getByRole('textbox').fill('Table 4 wants the bill');
  await manager.getByRole('button', { name: /Göndər|Send/ }).click();
  await expect(admin.getByText('Table 4 wants the bill')).toBeVisible();
  await admin.getByRole('textbox').fill('On my way');
  await admin.getByRole('button', { name: /Göndər|Send/ }).click();
  await expect(manager.getByText('On my way')).toBeVisible();
  await manager.close();
  await admin.close();
});

test('a chat that lost its connection reads what was said meanwhile when it is back, once each', async ({ browser }) => {
  const manager = await signedInPage(browser, 'MANAGER');
  const admin = await signedInPage(browser, 'ADMIN');
  await manager.goto('/admin/chat');
  await admin.goto('/admin/chat');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  // the chat says it is live once its stream is open (on a busy machine a moment after the page)
  const liveState = admin.getByTestId('live-state');
  await expect(liveState).toHaveAttribute('data-state', 'live');
  // words of this run only (the room keeps what earlier tests wrote)
  const meanwhile = `Oven 2 is back on (${Date.now()})`;
  const later = `Table 9 asks for the manager (${Date.now()})`;
  // the admin's tablet drops off the Wi-Fi while the manager writes; the stream does not replay what it missed. The
  // page drops its stream when the browser says it is offline: the message is written once that stream has ended.
  const streamDropped = admin.waitForEvent('requestfailed', { predicate: (r) => r.url().includes('/api/admin/chat/events'), timeout: 10000 });
  await admin.context().setOffline(true);
  await streamDropped;
  // and says it is not live while it is away
  await expect(liveState).toHaveAttribute('data-state', 'reconnecting');
  await expect(liveState).toHaveText(/^(Canlı deyil|Not live): /);
  await manager.getByRole('textbox').fill(meanwhile);
  await manager.getByRole('button', { name: /Göndər|Send/ }).click();
  await expect(manager.getByText(meanwhile)).toBeVisible();
  await admin.waitForTimeout(1000); // offline a while
  await expect(admin.getByText(meanwhile)).toHaveCount(0);
  await admin.context().setOffline(false);
  await expect(admin.getByText(meanwhile)).toHaveCount(1, { timeout: 10000 });
  await expect(liveState).toHaveAttribute('data-state', 'live');
  // and live again: a later message arrives once
  await manager.getByRole('textbox').fill(later);
  await manager.getByRole('button', { name: /Göndər|Send/ }).click();
  await expect(admin.getByText(later)).toHaveCount(1);
  await expect(admin.getByText(meanwhile)).toHaveCount(1);
  await manager.close();
  await admin.close();
});

test('an admin finds an account by part of its name or e-mail, a page at a time, and is told when none matches', async ({ browser }) => {
  const admin = await signedInPage(browser, 'ADMIN');
  await admin.goto('/admin/users');
  await expect(admin.getByText('<staff@pizzainn.az>', { exact: false })).toBeVisible();
  await expect(admin.getByText('<manager@pizzainn.az>', { exact: false })).toBeVisible();
  await admin.getByRole('searchbox').fill('staff@');
  await expect(admin.getByText('<manager@pizzainn.az>', { exact: false })).toBeHidden();
  await expect(admin.getByText('<staff@pizzainn.az>', { exact: false })).toBeVisible();
  await admin.getByRole('searchbox').fill('nobody-here');
  await expect(admin.getByText(/Heç bir hesab tapılmadı|No account found/)).toBeVisible();
  await admin.close();
});

test('the dashboard lists the remotes this page loaded to an admin, with version, contract and load time, and any that failed; staff see no such table', async ({
  page,
}) => {
  const { pointRemote } = await import('./env');
  await signIn(page, 'STAFF');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-mf_admin')).toHaveCount(0);
  await signIn(page, 'ADMIN');
  await page.goto('/admin/dashboard');
  const admin = page.getByTestId('remote-mf_admin');
  await expect(admin).toContainText('1.0.0');
  await expect(admin).toContainText('loaded');
  await expect(admin).toContainText(/\d+ ms/);
  // The admin area does not load mf-cart; an add to the cart from any page asks for its store (shared-lib's addToCart).
  const wantCartStore = () => page.evaluate(() => window.dispatchEvent(new Event('cart:store-wanted')));
  await wantCartStore();
  await expect(page.getByTestId('remote-mf_cart')).toContainText('loaded');
  pointRemote('mf_cart', 'http://127.0.0.1:9/mf-manifest.json');
  await page.reload();
  await expect(admin).toContainText('loaded');
  await wantCartStore();
  await expect(page.getByTestId('remote-mf_cart')).toContainText('failed', { timeout: 15000 });
});

test('the super admin changes the delivery fee and the storefront charges it', async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN');
  await page.goto('/admin/settings');
  await page.getByLabel('Delivery fee (₼)').fill('3.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  try {
    await page.goto('/en/menu');
    await page.getByRole('button', { name: 'Add to cart: Cola' }).click();
    await page.goto('/en/cart');
    await page.getByLabel('Delivery', { exact: true }).check();
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('3,50 ₼');
  } finally {
    const token = await apiLogin(page.request, 'superadmin@pizzainn.az', 'SuperAdmin123!');
    await page.request.put(`${API}/admin/settings`, { headers: { Authorization: `Bearer ${token}` }, data: { settings: { deliveryFee: '2.00' } } });
  }
});

test('a manager sets who hears of bookings and sees what the site e-mailed, in Russian', async ({ browser, request }) => {
  const page = await signedInPage(browser, 'MANAGER');
  // Something to list: a newsletter sign-up e-mails its confirmation link.
  await request.post(`${API}/contact/subscribe`, { data: { email: `list-${Date.now()}@example.az`, language: 'ru' } });
  await page.evaluate(() => localStorage.setItem('PizzaInn_language', 'ru'));
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Письма' })).toBeVisible();
  const address = page.getByLabel('Адрес ресторана для писем о бронях');
  await address.fill('not an address');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('#emails-address-error')).toHaveText('Пожалуйста, введите корректный адрес электронной почты.');
  await address.fill('party@pizzainn.example');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено.' })).toBeVisible();
  await expect(page.getByTestId('sent-emails').locator('li').first()).toContainText(/Статус: (Отправлено|Ожидает|Отправляется)/);
  await page.close();
});

test('the reservations page says so when its session is ended elsewhere, instead of saying it is live', async ({ browser, request }) => {
  const email = await newStaffAccount(request, 'Host Tablet', 'host', 'Host-Shift-2026');
  const { token, user } = (await (await request.post(`${API}/auth/login`, { data: { email, password: 'Host-Shift-2026' } })).json()).data;
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  const page = await context.newPage();
  await page.goto('/admin/reservations');
  const liveState = page.getByTestId('live-state');
  await expect(liveState).toHaveAttribute('data-state', 'live');
  // signed out on another device: every session of the account ends, and the page stops saying it is live
  const elsewhere = await apiLogin(request, email, 'Host-Shift-2026');
  await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${elsewhere}` } });
  await expect(liveState).not.toHaveAttribute('data-state', 'live', { timeout: 15000 });
  await expect(liveState).not.toHaveText(/^(Canlı|Live):/);
  await context.close();
});
