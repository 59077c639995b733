// 7. The order board a kitchen can trust: the board open in Chromium, the site behind nginx with two API processes on
// PostgreSQL, through a Wi-Fi drop, a killed API process, a session ended elsewhere and 150 open orders.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TMP, createDatabase, login, sleep, startApi, startSite, writeFigures, type ApiProcess, type Site } from './lib';

const PORT_BASE = Number(process.env.RESILIENCE_BOARD_PORT_BASE ?? 6400);
const OPEN_ORDERS = 150;

test.setTimeout(10 * 60 * 1000);

test('the order board behind nginx with two API processes: offline, SIGKILL, session ended, 150 open orders', async ({ browser }) => {
  const { startNginx } = (await import('../deploy/nginx.mjs')) as typeof import('../deploy/nginx.mjs');
  const db = await createDatabase('resilience_board');
  const env = { DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'true', STREAM_RECHECK_MS: '2000' };
  const apis: ApiProcess[] = [];
  let nginx: { url: string; stop(): Promise<void> } | undefined;
  let site: Site | undefined;
  const rows: Array<[string, string | number]> = [];
  try {
    apis.push(await startApi({ ...env, API_INSTANCE: 'api-1' }));
    apis.push(await startApi({ ...env, API_INSTANCE: 'api-2' }));
    nginx = await startNginx({
      prefix: path.join(TMP, 'nginx-board'),
      listen: `127.0.0.1:${PORT_BASE + 10}`,
      upstreams: apis.map((a) => `127.0.0.1:${a.port}`),
    });
    site = await startSite(PORT_BASE, { args: ['--no-api'], env: { DATABASE_URL: db.url } });
    const api = `${site.url}/api`;
    const menu = (
      (await (await fetch(`${api}/menu/items?lang=en`)).json()) as {
        data: Array<{ id: number; available: boolean; customizations: Array<{ required: boolean }> }>;
      }
    ).data.filter((i) => i.available && i.customizations.every((g) => !g.required));
    let n = 0;
    /** An order placed online through the site; retried with its key while an API process is down. Returns its code. */
    const place = async (): Promise<string> => {
      const key = `board-${Date.now().toString(36)}-${n++}`;
      const body = JSON.stringify({
        orderType: 'pickup',
        customerName: `Guest ${n}`,
        phone: '+994501234567',
        items: [{ menuItemId: menu[n % menu.length]!.id, quantity: 1 }],
      });
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(`${api}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body }).catch(
          () => null,
        );
        if (res && (res.status === 201 || res.status === 200)) return ((await res.json()) as { data: { code: string } }).data.code;
        if (attempt > 50) throw new Error(`order ${key} was not placed: ${res?.status}`);
        await sleep(200);
      }
    };
    const cardsOf = (page: Page) =>
      page.locator('[data-testid="order-board"] li[data-testid^="order-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice(6)));
    /** Milliseconds until every code is on the board. */
    const untilShown = async (page: Page, codes: string[], timeoutMs: number): Promise<number> => {
      const t0 = Date.now();
      for (;;) {
        const shown = new Set(await cardsOf(page));
        if (codes.every((c) => shown.has(c))) return Date.now() - t0;
        if (Date.now() - t0 > timeoutMs)
          throw new Error(`${codes.filter((c) => !shown.has(c)).length} of ${codes.length} orders not on the board after ${timeoutMs} ms`);
        await sleep(50);
      }
    };

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const board = await context.newPage();
    if (process.env.BOARD_DEBUG) {
      board.on('requestfailed', (r) => console.log('failed', new Date().toISOString(), r.url(), r.failure()?.errorText));
      board.on('response', (r) => r.url().includes('/api/') && console.log('resp', new Date().toISOString(), r.status(), r.url()));
    }
    const signIn = async () => {
      const res = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'staff@pizzainn.az', password: 'Staff123!' }),
      });
      const { token, user } = ((await res.json()) as { data: { token: string; user: unknown } }).data;
      await board.goto(`${site!.url}/admin/login`);
      await board.evaluate(
        ([t, u]) => {
          localStorage.setItem('PizzaInn_token', t);
          localStorage.setItem('PizzaInn_user', u);
          localStorage.setItem('PizzaInn_language', 'en');
        },
        [token, JSON.stringify(user)] as const,
      );
      await board.goto(`${site!.url}/admin/orders`);
      await expect(board.getByTestId('board-connection')).toHaveText('Live');
    };
    await signIn();

    // (a) the tablet offline for 10 s while 5 orders are placed
    await context.setOffline(true);
    const offlineAt = Date.now();
    const offlineOrders: string[] = [];
    for (let i = 0; i < 5; i++) {
      offlineOrders.push(await place());
      await sleep(1500);
    }
    await expect(board.getByTestId('board-connection')).toContainText('Not live');
    await sleep(Math.max(0, 10000 - (Date.now() - offlineAt)));
    await context.setOffline(false);
    const caughtUp = await untilShown(board, offlineOrders, 3000);
    await expect(board.getByTestId('board-connection')).toHaveText('Live');
    rows.push(['(a) offline 10 s, 5 orders placed meanwhile: all 5 on the board after coming back online (ms)', caughtUp]);

    // (b) each API process SIGKILLed in turn while orders keep coming (one holds the board's stream)
    const placedDuringKills: string[] = [];
    let placing = true;
    const stream = (async () => {
      while (placing) {
        placedDuringKills.push(await place());
        await sleep(250);
      }
    })();
    const restarts: number[] = [];
    for (const i of [0, 1]) {
      await sleep(1500);
      await apis[i]!.kill();
      await sleep(2000);
      const t0 = Date.now();
      apis[i] = await startApi({ ...env, API_INSTANCE: `api-${i + 1}` }, apis[i]!.port);
      restarts.push(Date.now() - t0);
    }
    await sleep(1500);
    placing = false;
    await stream;
    // The board reconnects with its back-off (1, 2, 4, 8 s…): after two kills in a row it may wait 8 s before the next try.
    const afterKills = await untilShown(board, placedDuringKills, 20000);
    const shown = await cardsOf(board);
    const twice = shown.filter((c, i) => shown.indexOf(c) !== i);
    expect(twice).toEqual([]);
    await expect(board.getByTestId('board-connection')).toHaveText('Live', { timeout: 20000 });
    rows.push([
      '(b) api-1 then api-2 SIGKILLed and restarted while orders kept coming',
      `${placedDuringKills.length} orders placed, all on the board ${afterKills} ms after the last one; none twice (restart took ${restarts.join(' and ')} ms)`,
    ]);

    // (c) the board's session ended from another device
    const elsewhere = await login(site.url, 'staff@pizzainn.az', 'Staff123!');
    const cardsBefore = (await cardsOf(board)).length;
    const endedAt = Date.now();
    await fetch(`${api}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${elsewhere}` } });
    await expect(board.getByTestId('board-session-ended')).toBeVisible({ timeout: 10000 });
    rows.push([
      '(c) signed out on another device: the board shows the session-ended banner after (ms)',
      `${Date.now() - endedAt} (cards kept: ${(await cardsOf(board)).length} of ${cardsBefore})`,
    ]);
    expect((await cardsOf(board)).length).toBe(cardsBefore);
    const banner = board.getByTestId('board-session-ended');
    await banner.getByLabel('Email').fill('staff@pizzainn.az');
    await banner.getByLabel('Password').fill('Staff123!');
    await banner.getByRole('button', { name: 'Sign in' }).click();
    await expect(board.getByTestId('board-connection')).toHaveText('Live');

    // (d) 150 open orders: all on the board, oldest first in every column
    const open = async () =>
      (
        (await (
          await fetch(`${api}/admin/orders/open`, { headers: { Authorization: `Bearer ${await login(site!.url, 'manager@pizzainn.az', 'Manager123!')}` } })
        ).json()) as { data: { items: Array<{ code: string; status: string; createdAt: string }> } }
      ).data.items;
    let openNow = (await open()).length;
    const more: string[] = [];
    while (openNow + more.length < OPEN_ORDERS) more.push(await place());
    const allShownIn = await untilShown(board, more, 15000);
    const items = await open();
    expect(items).toHaveLength(OPEN_ORDERS);
    openNow = (await cardsOf(board)).length;
    expect(openNow).toBe(OPEN_ORDERS);
    for (const status of ['pending', 'confirmed', 'preparing', 'ready']) {
      const column = await board
        .getByTestId(`column-${status}`)
        .locator('li[data-testid^="order-"]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice(6)));
      expect(column).toEqual(items.filter((o) => o.status === status).map((o) => o.code));
    }
    rows.push([
      `(d) ${OPEN_ORDERS} open orders`,
      `all ${openNow} on the board, oldest first in each column; the last ${more.length} placed arrived within ${allShownIn} ms of the last`,
    ]);
    await context.close();
  } catch (error) {
    // The report says where the run stopped, not only the test's output.
    rows.push(['stopped after the rows above', error instanceof Error ? error.message.split('\n')[0]! : String(error)]);
    throw error;
  } finally {
    writeFigures('board', '9. The order board: offline, a killed API process, a session ended elsewhere, 150 open orders', rows);
    await site?.close();
    await nginx?.stop();
    for (const a of apis) await a.stop().catch(() => undefined);
    await db.drop();
  }
});
