// 1. No lost or doubled orders: 50 clients place orders on PostgreSQL while the API is killed (SIGKILL) and restarted.
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { exactOrderTotals, fromQapik, toQapik, type OrderType } from '../shared-lib/src/domain';
import { SHORT, createDatabase, sleep, startApi, writeFigures, type ApiProcess } from './lib';

const ORDERS = Number(process.env.RESILIENCE_ORDERS ?? (SHORT ? 1500 : 5000));
const CLIENTS = 50;
/** Share of submissions a client deliberately sends again with the same key, after the answer or at once. */
const REPEAT_AFTER = 0.08;
const REPEAT_AT_ONCE = 0.04;

interface Item {
  id: number;
  price: string;
  available: boolean;
  customizations: Array<{ required: boolean }>;
}
interface Planned {
  key: string;
  body: Record<string, unknown>;
  expectedTotal: string;
}
interface Outcome {
  key: string;
  code: string;
  total: string;
  status: number;
  dropped: boolean;
}

test.setTimeout(15 * 60 * 1000);

test(`${ORDERS} orders from ${CLIENTS} clients, the API killed and restarted midway: each order once, totals right`, async () => {
  const db = await createDatabase('resilience_orders');
  let api: ApiProcess | null = null;
  try {
    api = await startApi({ DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'false' });
    const port = api.port;
    const base = api.url;
    const items = ((await (await fetch(`${base}/api/menu/items?lang=en`)).json()) as { data: Item[] }).data.filter(
      (i) => i.available && i.customizations.every((g) => !g.required),
    );
    const fees = (
      (await (await fetch(`${base}/api/settings`)).json()) as {
        data: { settings: { serviceFeeRate: number; deliveryFee: string; freeDeliveryThreshold: string } };
      }
    ).data.settings;
    expect(items.length).toBeGreaterThan(5);
    // deliveries go to a pin in the first zone (the centre), priced by it; one below its minimum is a pickup instead
    const zone = ((await (await fetch(`${base}/api/delivery-zones`)).json()) as { data: { zones: Array<{ fee: string; minOrder: string }> } }).data.zones[0]!;

    // A fixed pseudo-random plan, so every run places the same orders.
    let seed = 20261122;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const run = Date.now().toString(36);
    const plan: Planned[] = Array.from({ length: ORDERS }, (_, n) => {
      const drawn = (['table', 'pickup', 'delivery'] as OrderType[])[Math.floor(rand() * 3)]!;
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
        item: items[Math.floor(rand() * items.length)]!,
        quantity: 1 + Math.floor(rand() * 3),
      }));
      const subtotal = lines.reduce((sum, l) => sum + toQapik(l.item.price) * l.quantity, 0);
      const orderType: OrderType = drawn === 'delivery' && subtotal < toQapik(zone.minOrder) ? 'pickup' : drawn;
      return {
        key: `storm-${run}-${n}`,
        expectedTotal: exactOrderTotals(fromQapik(subtotal), orderType, orderType === 'delivery' ? { ...fees, deliveryFee: zone.fee } : fees).total,
        body: {
          orderType,
          ...(orderType === 'table' ? { tableNumber: String(1 + (n % 30)) } : { phone: '+994 50 123 45 67' }),
          ...(orderType === 'delivery' ? { deliveryAddress: '28 May street 5, Baku', deliveryLocation: { lat: 40.3796, lng: 49.8483 } } : {}),
          language: 'en',
          items: lines.map((l) => ({ menuItemId: l.item.id, quantity: l.quantity })),
        },
      };
    });

    const outcomes = new Map<string, Outcome>();
    const refused: string[] = [];
    let networkRetries = 0;
    let busyRetries = 0;
    let repeats = 0;
    let repeatMismatches = 0;
    let next = 0;
    let killedAt = -1;
    let restartMs = 0;
    // the API's restart, started by the client that sees the outage first (an array: TypeScript would narrow a `let` to null)
    const restarting: Array<Promise<void>> = [];

    /** Sends one submission until it gets an answer: connection errors and 5xx are retried with the same key. */
    const submit = async (p: Planned): Promise<{ status: number; code: string; total: string; dropped: boolean } | null> => {
      let dropped = false;
      for (let attempt = 1; attempt <= 200; attempt++) {
        try {
          const res = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': p.key },
            body: JSON.stringify(p.body),
          });
          if (res.status >= 500) {
            busyRetries++;
            await res.arrayBuffer();
          } else {
            const body = (await res.json()) as { data?: { code: string; total: string }; message?: string };
            if (res.status !== 201 && res.status !== 200) {
              refused.push(`${p.key}: ${res.status} ${body.message}`);
              return null;
            }
            return { status: res.status, code: body.data!.code, total: body.data!.total, dropped };
          }
        } catch {
          dropped = true;
          networkRetries++;
        }
        await sleep(Math.min(50 * attempt, 1000));
      }
      refused.push(`${p.key}: no answer after 200 attempts`);
      return null;
    };

    const started = Date.now();
    const client = async () => {
      for (;;) {
        const n = next++;
        if (n >= plan.length) return;
        const p = plan[n]!;
        const atOnce = rand() < REPEAT_AT_ONCE;
        const answers = await Promise.all(atOnce ? [submit(p), submit(p)] : [submit(p)]);
        if (atOnce) repeats++;
        if (rand() < REPEAT_AFTER) {
          repeats++;
          answers.push(await submit(p));
        }
        const first = answers[0];
        if (!first) continue;
        if (answers.some((a) => !a || a.code !== first.code)) repeatMismatches++;
        outcomes.set(p.key, { key: p.key, ...first });
        if (outcomes.size >= plan.length / 2 && killedAt < 0) {
          killedAt = outcomes.size;
          const t0 = Date.now();
          const dead = api!;
          restarting.push(
            (async () => {
              await dead.kill();
              api = await startApi({ DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'false' }, port);
              restartMs = Date.now() - t0;
            })(),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await Promise.all(restarting);
    const seconds = (Date.now() - started) / 1000;

    // What the database holds.
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const rows = (
      await pg.query<{ key: string; code: string; total: string }>('SELECT idempotency_key AS key, public_code AS code, total::text AS total FROM orders')
    ).rows;
    const badSums = Number(
      (
        await pg.query(`
          SELECT count(*)::int AS n FROM orders o
          WHERE o.subtotal <> (SELECT coalesce(sum(line_total), 0) FROM order_items WHERE order_id = o.id)
             OR o.total <> o.subtotal + o.service_fee + o.delivery_fee
             OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.line_total <> i.unit_price * i.quantity)
             OR NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`)
      ).rows[0].n,
    );
    await pg.end();

    const byKey = new Map<string, Array<{ code: string; total: string }>>();
    for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
    const doubled = [...byKey.values()].filter((list) => list.length > 1).length;
    const withoutKey = rows.filter((r) => !r.key).length;
    const answeredButMissing = [...outcomes.values()].filter((o) => byKey.get(o.key)?.[0]?.code !== o.code).length;
    const expected = new Map(plan.map((p) => [p.key, p.expectedTotal]));
    const wrongTotals =
      rows.filter((r) => r.total !== expected.get(r.key)).length + [...outcomes.values()].filter((o) => o.total !== expected.get(o.key)).length;
    const orphans = rows.filter((r) => !outcomes.has(r.key)).length;
    const recovered = [...outcomes.values()].filter((o) => o.dropped && o.status === 200).length;

    writeFigures('orders', '1. No lost or doubled orders (PostgreSQL, SIGKILL midway)', [
      ['orders planned', ORDERS],
      ['concurrent clients', CLIENTS],
      ['orders answered with success', outcomes.size],
      ['orders refused (4xx) or unanswered', refused.length],
      ['deliberate repeats with the same key', repeats],
      ['repeats answered with another order', repeatMismatches],
      ['API killed (SIGKILL) after answered orders', killedAt],
      ['API back after (ms)', restartMs],
      ['retries after a dropped connection', networkRetries],
      ['retries after a 5xx', busyRetries],
      ['orders placed before the kill whose answer was lost, recovered by a retry (200 replay)', recovered],
      ['orders in the database', rows.length],
      ['orders in the database twice', doubled],
      ['answered orders missing from the database', answeredButMissing],
      ['orders in the database nobody was told of', orphans],
      ['orders with a wrong total (database or answer)', wrongTotals],
      ['orders whose lines do not add up', badSums],
      ['orders per second (whole run)', Math.round(ORDERS / seconds)],
    ]);

    expect(refused).toEqual([]);
    expect(outcomes.size).toBe(ORDERS);
    expect(killedAt).toBeGreaterThan(0);
    expect(rows.length).toBe(ORDERS);
    expect(withoutKey).toBe(0);
    expect(doubled).toBe(0);
    expect(answeredButMissing).toBe(0);
    expect(orphans).toBe(0);
    expect(repeatMismatches).toBe(0);
    expect(wrongTotals).toBe(0);
    expect(badSums).toBe(0);
  } finally {
    await (api as ApiProcess | null)?.stop();
    await db.drop();
  }
});
