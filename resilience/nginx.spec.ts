// 6. More than one machine: two API processes behind nginx on one PostgreSQL.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { SHORT, TMP, createDatabase, freePort, login, sleep, startApi, writeFigures, type ApiProcess } from './lib';

const LOAD_REQUESTS = SHORT ? 1000 : 3000;
const LOAD_CLIENTS = 20;

test.setTimeout(5 * 60 * 1000);

/** Opens a server-sent event stream and collects its text. */
function stream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  let text = '';
  const opened = fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal }).then(async (res) => {
    const reader = res.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    return res.status;
  });
  return {
    opened,
    async waitFor(needle: string, timeoutMs = 5000): Promise<number> {
      const t0 = Date.now();
      while (!text.includes(needle)) {
        if (Date.now() - t0 > timeoutMs) throw new Error(`"${needle}" did not arrive; got ${text.slice(-300)}`);
        await sleep(10);
      }
      return Date.now() - t0;
    },
    close: () => controller.abort(),
  };
}

test('two API processes behind nginx: requests spread, live events cross, and killing one loses no request', async () => {
  const { startNginx } = (await import('../deploy/nginx.mjs')) as typeof import('../deploy/nginx.mjs');
  const db = await createDatabase('resilience_nginx');
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let nginx: { url: string; stop(): Promise<void> } | undefined;
  const rows: Array<[string, string | number]> = [];
  try {
    a = await startApi({ DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'true', API_INSTANCE: 'api-1' });
    b = await startApi({ DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'true', API_INSTANCE: 'api-2' });
    const port = await freePort();
    nginx = await startNginx({ prefix: path.join(TMP, 'nginx'), listen: `127.0.0.1:${port}`, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`] });
    const lb = nginx.url;

    // Requests spread across both.
    const spread: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const instance = ((await (await fetch(`${lb}/api/health`)).json()) as { data: { instance: string } }).data.instance;
      spread[instance] = (spread[instance] ?? 0) + 1;
    }
    expect(Object.keys(spread).sort()).toEqual(['api-1', 'api-2']);
    expect(Math.min(spread['api-1']!, spread['api-2']!)).toBeGreaterThan(60);
    rows.push(['200 requests through nginx, answered by', `api-1 ${spread['api-1']}, api-2 ${spread['api-2']}`]);

    // Live events cross between the processes.
    const ayran = ((await (await fetch(`${lb}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; slug: string }> }).data.find(
      (i) => i.slug === 'ayran',
    )!;
    const placeOrder = async (base: string, key: string) => {
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ayran.id, quantity: 1 }] }),
        signal: AbortSignal.timeout(10000),
      });
      return { status: res.status, body: (await res.json()) as { data?: { code: string } } };
    };
    const staffOnA = await login(a.url, 'staff@pizzainn.az', 'Staff123!');
    const staffOnB = await login(b.url, 'staff@pizzainn.az', 'Staff123!');
    const setStatus = (base: string, token: string, code: string, status: string) =>
      fetch(`${base}/api/admin/orders/${code}/status`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ status }),
      });

    for (const [watch, change, token, label] of [
      [a, b, staffOnB, 'api-2 → api-1'],
      [b, a, staffOnA, 'api-1 → api-2'],
    ] as const) {
      const code = (await placeOrder(lb, `cross-${label.replace(/\W/g, '')}-${Date.now()}`)).body.data!.code;
      const live = stream(`${watch.url}/api/orders/track/${code}/events`);
      expect(await live.opened).toBe(200);
      await live.waitFor('"pending"');
      const t0 = Date.now();
      expect((await setStatus(change.url, token, code, 'confirmed')).status).toBe(200);
      await live.waitFor('"confirmed"');
      const ms = Date.now() - t0;
      live.close();
      rows.push([`order status changed on ${label.split(' → ')[0]}, seen live by a diner on ${label.split(' → ')[1]}`, `${ms} ms from the change request`]);
    }
    const manager = await login(a.url, 'manager@pizzainn.az', 'Manager123!');
    const chat = stream(`${a.url}/api/admin/chat/events`, { Authorization: `Bearer ${manager}` });
    expect(await chat.opened).toBe(200);
    const chatToken = await login(b.url, 'manager@pizzainn.az', 'Manager123!');
    const tChat = Date.now();
    const posted = await fetch(`${b.url}/api/admin/chat/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${chatToken}` },
      body: JSON.stringify({ body: 'Table 4 needs a high chair (sent on api-2)' }),
    });
    expect(posted.status).toBe(201);
    await chat.waitFor('sent on api-2');
    rows.push(['chat message posted on api-2, seen live on api-1', `${Date.now() - tChat} ms from the post`]);
    chat.close();

    // Load through nginx while api-1 is killed: reads and orders (each with its own Idempotency-Key).
    let sent = 0;
    let failed = 0;
    const failures: string[] = [];
    const served: Record<string, number> = {};
    const orderKeys: string[] = [];
    let killedAt = -1;
    const run = Date.now().toString(36);
    const t0 = Date.now();
    const worker = async () => {
      for (;;) {
        const n = sent++;
        if (n >= LOAD_REQUESTS) return;
        if (n === Math.floor(LOAD_REQUESTS / 2)) {
          killedAt = n;
          void a!.kill();
        }
        try {
          if (n % 4 === 0) {
            const key = `lb-${run}-${n}`;
            const res = await placeOrder(lb, key);
            if (res.status === 201 || res.status === 200) orderKeys.push(key);
            else throw new Error(`order ${res.status}`);
          } else {
            const res = await fetch(`${lb}/api/health`, { signal: AbortSignal.timeout(10000) });
            if (res.status !== 200) throw new Error(`health ${res.status}`);
            const instance = ((await res.json()) as { data: { instance: string } }).data.instance;
            served[instance] = (served[instance] ?? 0) + 1;
          }
        } catch (error) {
          failed++;
          if (failures.length < 5) failures.push(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: LOAD_CLIENTS }, worker));
    const seconds = (Date.now() - t0) / 1000;
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const inDb = (
      await pg.query(`SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM orders WHERE idempotency_key LIKE $1`, [`lb-${run}-%`])
    ).rows[0];
    await pg.end();
    rows.push([
      'requests through nginx while api-1 was killed (SIGKILL) halfway',
      `${LOAD_REQUESTS} from ${LOAD_CLIENTS} clients in ${seconds.toFixed(1)} s, killed at request ${killedAt}`,
    ]);
    rows.push(['requests lost (error or non-2xx)', failed]);
    rows.push(['reads answered by', `api-1 ${served['api-1'] ?? 0}, api-2 ${served['api-2'] ?? 0}`]);
    rows.push(['orders answered / in the database / distinct keys', `${orderKeys.length} / ${inDb.n} / ${inDb.keys}`]);
    expect(failures).toEqual([]);
    expect(failed).toBe(0);
    expect(inDb.n).toBe(orderKeys.length);
    expect(inDb.keys).toBe(orderKeys.length);

    // api-1 comes back and gets its share again.
    a = await startApi({ DATABASE_URL: db.url, API_INSTANCE: 'api-1' }, a.port);
    const back = Date.now();
    let seen = false;
    while (!seen && Date.now() - back < 20000) {
      const instance = ((await (await fetch(`${lb}/api/health`)).json()) as { data: { instance: string } }).data.instance;
      seen = instance === 'api-1';
      if (!seen) await sleep(100);
    }
    expect(seen).toBe(true);
    rows.push(['api-1 restarted: first request through nginx after (ms)', Date.now() - back]);
    writeFigures('nginx', '6. Two API processes behind nginx on one PostgreSQL', rows);
  } finally {
    await nginx?.stop();
    await a?.stop();
    await b?.stop();
    await db.drop();
  }
});
