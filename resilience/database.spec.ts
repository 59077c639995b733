// 2. Database faults: the database stops under a running API and a diner's open checkout, then comes back.
import { expect, test } from '@playwright/test';
import { SHORT, login, sleep, startApi, startPrivatePostgres, startSite, writeFigures, type ApiProcess, type Site } from './lib';

const BUSY = 'The service is busy. Please try again in a moment.';
const SITE_PORT_BASE = Number(process.env.RESILIENCE_PORT_BASE ?? 6200);

test.setTimeout(5 * 60 * 1000);

/** fetch that never waits more than 8 s. */
const get = (url: string, init: RequestInit = {}) => fetch(url, { signal: AbortSignal.timeout(8000), ...init });
const step = (what: string) => console.log(`  [database] ${new Date().toISOString().slice(11, 19)} ${what}`);

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const t0 = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return { value, ms: Date.now() - t0 };
    if (Date.now() - t0 > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

test('with the database stopped the API answers 503, stays up, and recovers by itself; the storefront says busy and keeps the cart', async ({ page }) => {
  const pg = await startPrivatePostgres();
  let site: Site | undefined;
  let api: ApiProcess | undefined;
  const rows: Array<[string, string | number]> = [];
  try {
    site = await startSite(SITE_PORT_BASE, { env: { DATABASE_URL: pg.url, SEED_DEMO_ACCOUNTS: 'true' } });
    const running = (api = await startApi({ DATABASE_URL: pg.url, SEED_DEMO_ACCOUNTS: 'true' }));
    const ayran = ((await (await get(`${running.url}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; slug: string }> }).data.find(
      (i) => i.slug === 'ayran',
    )!;
    const order = { orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ayran.id, quantity: 1 }] };
    const post = (key: string) =>
      get(`${running.url}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(order),
      });

    // A diner fills the cart and opens the checkout while all is well.
    await page.goto(`${site.url}/en/menu`);
    await page.getByRole('button', { name: 'Add to cart: Ayran' }).click();
    await page.getByRole('button', { name: 'Add to cart: Ayran' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto(`${site.url}/en/checkout`);
    await page.getByLabel('Pickup').check();
    await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');

    step('stopping the database');
    pg.stop();
    step('database stopped');
    const stoppedAt = Date.now();

    // The API stays up and says the service is busy, quickly, for reads and writes that need the database.
    const tomorrow = new Date(Date.now() + 28 * 3600 * 1000).toISOString().slice(0, 10);
    const availability = `${running.url}/api/reservations/check-availability?date=${tomorrow}&guests=2`;
    const t0 = Date.now();
    const read = await get(availability);
    const readMs = Date.now() - t0;
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ success: false, code: 'SERVICE_BUSY', message: BUSY });
    const placed = await post('db-down-order-1');
    expect(placed.status).toBe(503);
    expect(await placed.json()).toEqual({ success: false, code: 'SERVICE_BUSY', message: BUSY });
    const health = await get(`${running.url}/api/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).message).toBe('The database is not answering');
    const burst = await Promise.all(Array.from({ length: 50 }, () => get(availability).then((r) => r.status)));
    expect(burst.every((s) => s === 503)).toBe(true);
    // The menu, read before the outage, is still served from the API's memory.
    const menu = await get(`${running.url}/api/menu/items?lang=en`);
    expect(menu.status).toBe(200);
    expect(running.child.exitCode).toBeNull();
    rows.push(['first answer with the database stopped (a read that needs it)', `503 "${BUSY}" in ${readMs} ms`]);
    rows.push(['an order with the database stopped', '503, nothing written']);
    rows.push(['50 parallel reads with the database stopped', `${burst.filter((s) => s === 503).length} × 503, no other 5xx`]);
    rows.push(['the menu with the database stopped', 'still 200: served from the API’s memory (read before the outage)']);
    step('API checks done');
    // The storefront: the order cannot go through; the diner is told the service is busy; nothing is lost.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'busy' })).toHaveText(
      'The restaurant’s ordering service is busy right now. Your cart is kept; please try again in a moment.',
    );
    await expect(page.getByLabel(/Phone number/)).toHaveValue('+994 50 765 43 21');
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    rows.push(['storefront checkout with the database stopped', 'shows the busy message and keeps what was typed; the cart (2 items) survives a reload']);

    await sleep(SHORT ? 2000 : 10000);
    const downMs = Date.now() - stoppedAt;
    step('starting the database');
    pg.start();
    step('database started');
    const restartedAt = Date.now();

    // Recovery by itself: no restart of the API.
    const back = await until(async () => ((await get(`${running.url}/api/menu/items?lang=en`)).status === 200 ? true : undefined), 60000);
    const again = await post('db-down-order-2');
    expect(again.status).toBe(201);
    rows.push(['database stopped for (ms)', downMs]);
    rows.push(['API answering 200 again after the database started (ms)', back.ms]);

    step(`API recovered in ${back.ms} ms`);
    // Live events work again: the event channel reconnected to the database by itself.
    const staff = await login(running.url, 'staff@pizzainn.az', 'Staff123!');
    let attempts = 0;
    const live = await until(async () => {
      // A fresh order each try: its stream, then a status change made by staff.
      const placedNow = await post(`db-back-${++attempts}`);
      if (placedNow.status !== 201) throw new Error(`order: ${placedNow.status}`);
      const code = ((await placedNow.json()) as { data: { code: string } }).data.code;
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 8000);
      try {
        const res = await fetch(`${running.url}/api/orders/track/${code}/events`, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
        const reader = res.body!.getReader();
        await reader.read(); // the current status
        const change = await get(`${running.url}/api/admin/orders/${code}/status`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff}` },
          body: JSON.stringify({ status: 'confirmed' }),
        });
        if (!change.ok) throw new Error(`status change: ${change.status}`);
        const got = await Promise.race([reader.read().then((r) => new TextDecoder().decode(r.value)), sleep(3000).then(() => '')]);
        if (!got.includes('confirmed')) step(`no live event yet (try ${attempts})`);
        return got.includes('confirmed') ? true : undefined;
      } finally {
        controller.abort();
      }
    }, 30000);
    rows.push(['live order events flowing again after the database started (ms)', Date.now() - restartedAt]);
    expect(live.value).toBe(true);

    // The diner tries again (the reload cleared the form, not the cart): the order goes through.
    await page.getByLabel('Pickup').check();
    await page.getByLabel(/Phone number/).fill('+994 50 765 43 21');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/en\/order-success\?code=/, { timeout: 20000 });
    rows.push(['storefront checkout after the database is back', 'placed; order success page shown']);
    expect(api.child.exitCode).toBeNull();
    rows.push(['API process restarts needed', 0]);
    writeFigures('database', '2. Database faults (a PostgreSQL server stopped and started under the API)', rows);
  } finally {
    await api?.stop();
    await site?.close();
    pg.destroy();
  }
});
