import http from 'node:http';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, E2E_INBOX, writeRemotes } from './env';
import { API, apiLogin, signInAs } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

/** Would run if a page ever turned text into markup. */
const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('a script in a diner’s name shows as text in the header and the profile', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const email = `xss-${Date.now()}@example.az`;
  const name = `${PAYLOAD.slice(0, 60)}`;
  const res = await page.request.post(`${API}/auth/register`, { data: { name, email, password: 'Secret-Plov-2026' } });
  expect(res.status()).toBe(201);
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Secret-Plov-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});

test('scripts in a contact message, a chat message and an order name show as text in the admin area', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const stamp = Date.now();
  await page.request.post(`${API}/contact`, {
    data: { name: `Eve ${stamp}`, email: 'eve@example.az', subject: PAYLOAD.slice(0, 100), message: `${PAYLOAD} ${stamp}` },
  });
  const manager = await apiLogin(page.request, 'manager@pizzainn.az', 'Manager123!');
  await page.request.post(`${API}/admin/chat/messages`, { headers: { Authorization: `Bearer ${manager}` }, data: { body: `${PAYLOAD} chat ${stamp}` } });
  const items = (await (await page.request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
  const ayran = items.find((i) => i.slug === 'ayran')!;
  const orderName = PAYLOAD.slice(0, 60);
  const order = await page.request.post(`${API}/orders`, {
    data: { orderType: 'pickup', phone: '+994 50 123 45 67', customerName: orderName, items: [{ menuItemId: ayran.id, quantity: 1 }] },
  });
  expect(order.status()).toBe(201);

  await signInAs(page, 'admin@pizzainn.az', 'Admin123!');

  await page.goto('/admin/contacts');
  await expect(page.getByText(`${PAYLOAD} ${stamp}`)).toBeVisible();
  await expectNothingRan(page);

  await page.goto('/admin/chat');
  await expect(page.getByText(`${PAYLOAD} chat ${stamp}`)).toBeVisible();
  await expectNothingRan(page);

  await page.goto('/admin/orders');
  await expect(page.getByText(orderName).first()).toBeVisible();
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});

test('the development inbox answers its own page only: another site can neither read nor delete its e-mails (security round three)', async ({ request }) => {
  const foreign = { Origin: 'https://evil.example' };
  const read = await request.get(`${E2E_INBOX}/api/email`, { headers: foreign });
  expect(read.status()).toBe(403);
  expect(read.headers()['access-control-allow-origin']).toBeUndefined();
  expect((await request.delete(`${E2E_INBOX}/api/email/all`, { headers: foreign })).status()).toBe(403);
  expect(
    (await request.fetch(`${E2E_INBOX}/api/email`, { method: 'OPTIONS', headers: { ...foreign, 'Access-Control-Request-Method': 'DELETE' } })).status(),
  ).toBe(403);
  // its own page (and the tests' requests, which send no Origin) still read it, with no CORS header for anyone
  const own = await request.get(`${E2E_INBOX}/api/email`);
  expect(own.status()).toBe(200);
  expect(own.headers()['access-control-allow-origin']).toBeUndefined();
});

const WEBSOCKET = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };

/**
 * The status the inbox answers a request with (node's own client: a browser's request cannot name another Host);
 * `upgrade`: a WebSocket upgrade of the inbox page's live list (socket.io), as a browser sends it.
 */
function inboxStatus(headers: Record<string, string>, upgrade: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const path = upgrade ? '/socket.io/?EIO=4&transport=websocket' : '/api/email';
    const req = http.request(`${E2E_INBOX}${path}`, { headers: { ...(upgrade ? WEBSOCKET : {}), ...headers } });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the development inbox is private to this machine: no WebSocket from another origin, no other Host name (security round four)', async () => {
  // its own page follows the list live
  expect(await inboxStatus({}, true)).toBe(101);
  expect(await inboxStatus({ Origin: E2E_INBOX }, true)).toBe(101);
  // another site's page cannot (it read password-reset links as they arrived), nor a name rebound to 127.0.0.1
  expect(await inboxStatus({ Origin: 'https://evil.example' }, true)).toBe(403);
  expect(await inboxStatus({ Host: 'rebound.evil.example' }, true)).toBe(403);
  expect(await inboxStatus({ Host: `rebound.evil.example:${new URL(E2E_INBOX).port}` }, false)).toBe(403);
  // loopback names are its own
  expect(await inboxStatus({ Host: `localhost:${new URL(E2E_INBOX).port}` }, false)).toBe(200);
  expect(await inboxStatus({}, false)).toBe(200);
});
