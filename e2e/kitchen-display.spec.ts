// A kitchen display stays signed in for the day: on a site whose sessions last one minute (so the test can outlive
// one), a manager makes a tablet a kitchen display; a person's board beside it says its session ended when the
// minute is up, while the display still shows new orders; then a manager signs the display out in Users and its board
// says so at once.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSite, type Site } from '../resilience/lib';

const PORT_BASE = Number(process.env.E2E_DISPLAY_PORT_BASE ?? 4600);
const SESSION_SECONDS = 60;
let site: Site | undefined;

test.beforeAll(async () => {
  test.setTimeout(180000);
  site = await startSite(PORT_BASE, { env: { SESSION_MAX_SECONDS: String(SESSION_SECONDS), JWT_EXPIRES_IN_SECONDS: '60', SESSION_IDLE_SECONDS: '30' } });
});
test.afterAll(async () => {
  await site?.close();
});

async function signedIn(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const res = await page.request.post(`${site!.url}/api/auth/login`, { data: { email, password } });
  const { token, user } = (await res.json()).data;
  await page.goto(`${site!.url}/admin/login`);
  // once the app runs (starting, it stores the language it shows)
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, { timeout: 15000 });
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
      localStorage.setItem('PizzaInn_language', 'en');
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${site!.url}${path}`);
  return page;
}

test('a kitchen display outlives the session length, shows new orders meanwhile, and ends when a manager signs it out', async ({ browser, request }) => {
  test.setTimeout(240000);
  const display = await signedIn(browser, 'manager@pizzainn.az', 'Manager123!', '/admin/orders');
  await expect(display.getByTestId('board-connection')).toHaveText('Live', { timeout: 15000 });
  await display.getByText('This screen', { exact: true }).click();
  await display.getByTestId('make-display').click();
  await display.getByLabel('Name of the display (e.g. Pass tablet)').fill('Pass tablet');
  await display.getByRole('button', { name: 'Make it a display' }).click();
  await expect(display.getByTestId('display-badge')).toHaveText('Kitchen display: Pass tablet');
  await expect(display.getByTestId('board-connection')).toHaveText('Live');
  const since = Date.now();

  // a person's board beside it
  const person = await signedIn(browser, 'staff@pizzainn.az', 'Staff123!', '/admin/orders');
  await expect(person.getByTestId('board-connection')).toHaveText('Live', { timeout: 15000 });
  // the person's session reaches its maximum: the board says so (banner), it does not freeze
  await expect(person.getByTestId('board-session-ended')).toBeVisible({ timeout: (SESSION_SECONDS + 30) * 1000 });

  // the display, older than any session may be, still takes new orders
  await expect.poll(() => Date.now() - since).toBeGreaterThan(SESSION_SECONDS * 1000);
  const placed = await request.post(`${site!.url}/api/orders`, {
    data: { orderType: 'pickup', customerName: 'Display Test', phone: '+994501112233', items: [{ menuItemId: 7, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const code = (await placed.json()).data.code as string;
  await expect(display.getByTestId('column-pending').getByTestId(`order-${code}`)).toBeVisible({ timeout: 5000 });
  await expect(display.getByTestId('board-connection')).toHaveText('Live');
  await expect(display.getByTestId('board-session-ended')).toHaveCount(0);

  // a manager signs the display out in Users: its board says so at once and keeps its cards
  const manager = await signedIn(browser, 'manager@pizzainn.az', 'Manager123!', '/admin/users');
  const row = manager.getByTestId('kitchen-displays').getByRole('listitem').filter({ hasText: 'Pass tablet' });
  await expect(row).toContainText('signed in by Demo Manager');
  await row.getByRole('button', { name: 'Sign out' }).click();
  await manager.getByRole('button', { name: 'Yes, sign it out' }).click();
  await expect(manager.getByRole('status')).toHaveText('The display Pass tablet is signed out.');
  await expect(row).toHaveCount(0);
  await expect(display.getByTestId('board-session-ended')).toBeVisible({ timeout: 10000 });
  await expect(display.getByTestId(`order-${code}`)).toBeVisible();
  for (const page of [display, person, manager]) await page.context().close();
});
