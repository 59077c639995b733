// 7. The abuse attempts of the security test, repeated against two API processes behind nginx on one PostgreSQL,
// with the write limits at their real values. The attacker connects from 127.0.0.2 and sends a new forged
// X-Forwarded-For with every request: only nginx (127.0.0.1) is a trusted proxy, so the limits key on 127.0.0.2.
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { TMP, createDatabase, freePort, startApi, writeFigures, type ApiProcess } from './lib';

test.setTimeout(5 * 60 * 1000);

interface Answer {
  status: number;
  body: { code?: string; data?: { instance?: string } };
}

/** One request from the attacker's own address, with a forged X-Forwarded-For. */
function send(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}, from = '127.0.0.2'): Promise<Answer> {
  const target = new URL(url, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const forged = `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : {} }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const tally = (answers: Answer[]) => {
  const by: Record<number, number> = {};
  for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
  return Object.entries(by)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
};

test('abuse attempts against two API processes: bursts of bookings, orders, messages and sign-ins are cut at the shared limits', async () => {
  const { startNginx } = (await import('../deploy/nginx.mjs')) as typeof import('../deploy/nginx.mjs');
  const db = await createDatabase('resilience_abuse');
  const limits = { DATABASE_URL: db.url, SEED_DEMO_ACCOUNTS: 'true', WRITE_LIMIT_SCALE: '1', AUTH_RATE_LIMIT: '10', TRUST_PROXY: '127.0.0.1' };
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let nginx: { url: string; stop(): Promise<void> } | undefined;
  const rows: Array<[string, string | number]> = [];
  const sql = new Client({ connectionString: db.url });
  try {
    await sql.connect();
    a = await startApi({ ...limits, API_INSTANCE: 'api-1' });
    b = await startApi({ ...limits, API_INSTANCE: 'api-2' });
    nginx = await startNginx({
      prefix: path.join(TMP, 'nginx-abuse'),
      listen: `127.0.0.1:${await freePort()}`,
      upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
    });
    const lb = nginx.url;

    // 78 bookings at once for one day, each with its own contact (the finding: 78 in 0.7 s filled every slot).
    const day = new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10);
    const slots = (
      (await (await fetch(`${lb}/api/reservations/check-availability?date=${day}&guests=2`)).json()) as {
        data: { slots: Array<{ time: string; available: boolean }> };
      }
    ).data.slots.filter((s) => s.available);
    const t0 = Date.now();
    const bookings = await Promise.all(
      Array.from({ length: 78 }, (_, i) =>
        send(lb, 'POST', '/api/reservations', {
          name: `Bot ${i}`,
          phone: `+994 50 ${String(100 + i)} 00 00`,
          email: `bot${i}@example.az`,
          date: day,
          time: slots[i % slots.length]!.time,
          guests: 2,
        }),
      ),
    );
    const booked = bookings.filter((r) => r.status === 201).length;
    rows.push([`78 bookings in one burst (${Date.now() - t0} ms), a new contact and a forged X-Forwarded-For each`, `${tally(bookings)}; ${booked} written`]);
    expect(booked).toBe(10);
    expect(bookings.filter((r) => r.status === 429).every((r) => r.body.code === 'TOO_MANY_BOOKINGS')).toBe(true);

    // 30 orders at once (the finding: 30 in 0.2 s accepted), then one of 132,858 AZN.
    const menu = (await (await fetch(`${lb}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; slug: string; price: string }> };
    const ayran = menu.data.find((i) => i.slug === 'ayran')!;
    const t1 = Date.now();
    const orders = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(lb, 'POST', '/api/orders', { orderType: 'pickup', phone: `+994 55 ${String(100 + i)} 11 22`, items: [{ menuItemId: ayran.id, quantity: 1 }] }),
      ),
    );
    const placed = orders.filter((r) => r.status === 201).length;
    rows.push([`30 orders in one burst (${Date.now() - t1} ms), a new phone each`, `${tally(orders)}; ${placed} placed`]);
    expect(placed).toBe(10);
    // The largest order the form lets through (50 lines of 99), far above the largest total the site takes (500 ₼).
    const dish = ayran;
    const lines = 50;
    const huge = await send(
      lb,
      'POST',
      '/api/orders',
      { orderType: 'pickup', phone: '+994 55 999 11 22', items: Array.from({ length: lines }, () => ({ menuItemId: dish.id, quantity: 99 })) },
      { 'x-forwarded-for': '198.51.100.99' },
    );
    rows.push([
      `an order of ${lines} lines × 99 × ${dish.slug} (${(lines * 99 * Number(dish.price)).toLocaleString('en')} ₼)`,
      `${huge.status} ${huge.body.code ?? ''}`,
    ]);
    expect(huge.status).toBe(429);
    // From a fresh address (the burst used this one's allowance up), the total itself is refused.
    const fresh = await new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify({
        orderType: 'pickup',
        phone: '+994 55 999 11 23',
        items: Array.from({ length: lines }, () => ({ menuItemId: dish.id, quantity: 99 })),
      });
      const req = http.request(`${lb}/api/orders`, { method: 'POST', localAddress: '127.0.0.3', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end(body);
    });
    rows.push(['the same order from an address with orders left', `${fresh.status} ${fresh.body.code ?? ''}`]);
    expect(fresh.body.code).toBe('ORDER_TOO_LARGE');

    // 50 contact messages and 50 newsletter sign-ups.
    const messages = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(lb, 'POST', '/api/contact', { name: 'Bot', email: `writer${i}@example.az`, subject: 'Hello', message: 'Buy followers now, cheap and fast.' }),
      ),
    );
    const signUps = await Promise.all(Array.from({ length: 50 }, (_, i) => send(lb, 'POST', '/api/contact/subscribe', { email: `reader${i}@example.az` })));
    const pending = await sql.query(`SELECT count(*)::int AS n FROM subscribers WHERE status = 'confirmed'`);
    rows.push(['50 contact messages in one burst', `${tally(messages)}`]);
    rows.push(['50 newsletter sign-ups in one burst', `${tally(signUps)}; confirmed readers: ${pending.rows[0].n} (each must open its e-mailed link)`]);
    expect(messages.filter((r) => r.status === 201)).toHaveLength(5);
    expect(signUps.filter((r) => r.status === 200)).toHaveLength(10);

    // 30 wrong passwords through nginx, spread over both processes.
    const instances = new Set<string>();
    const logins: Answer[] = [];
    // nginx takes turns: two sign-ins then a health check, so the sign-ins land on both processes in turn.
    for (let i = 0; i < 30; i++) {
      // a new account each time: the per-address limit alone (one account's own limit follows)
      logins.push(await send(lb, 'POST', '/api/auth/login', { email: `guess${i}@example.az`, password: `guess-${i}-x1` }));
      if (i % 2) instances.add(((await send(lb, 'GET', '/api/health')).body.data?.instance as string) ?? '');
    }
    const firstRefused = logins.findIndex((r) => r.status === 429) + 1;
    rows.push([
      '30 wrong passwords through nginx (both API processes answering)',
      `${tally(logins)}; first 429 at attempt ${firstRefused}; sign-ins and health checks answered by ${[...instances].sort().join(' and ')}; counted alone, each process would allow 10`,
    ]);
    expect(firstRefused).toBe(11);

    // One account guessed from 25 addresses, then its right password (the finding: 25 wrong from 25 addresses, then the
    // right one worked, with no slow-down and no alert).
    const guesses: Answer[] = [];
    for (let i = 0; i < 25; i++)
      guesses.push(await send(lb, 'POST', '/api/auth/login', { email: 'manager@pizzainn.az', password: `guess-${i}-x1` }, {}, `127.0.1.${10 + i}`));
    const rightOne = await send(lb, 'POST', '/api/auth/login', { email: 'manager@pizzainn.az', password: 'Manager123!' }, {}, '127.0.1.99');
    const alerted = await sql.query(`SELECT count(*)::int AS n FROM mail_messages WHERE kind = 'failed-sign-ins' AND recipient = 'manager@pizzainn.az'`);
    rows.push([
      '25 wrong passwords for one account, each from its own address, then the right one',
      `${tally(guesses)}; the right one: ${rightOne.status} ${rightOne.body.code ?? ''}; e-mails to the owner: ${alerted.rows[0].n}`,
    ]);
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(rightOne.status).toBe(429);
    expect(alerted.rows[0].n).toBe(1);

    // A victim's address: a booking made in their name, then 30 changes to it, and 30 orders naming their e-mail, each
    // from an address with its allowance whole (the finding: 16 changes gave 16 e-mails; 5 orders, 5 confirmations).
    const victim = 'victim@example.az';
    const victimDay = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
    const free = (
      (await (await fetch(`${lb}/api/reservations/check-availability?date=${victimDay}&guests=2`)).json()) as {
        data: { slots: Array<{ time: string; available: boolean }> };
      }
    ).data.slots.filter((x) => x.available);
    const booking = await send(
      lb,
      'POST',
      '/api/reservations',
      { name: 'Victim', phone: '+994 50 777 00 00', email: victim, date: victimDay, time: free[0]!.time, guests: 2 },
      {},
      '127.0.0.4',
    );
    expect(booking.status).toBe(201);
    const code = (booking.body.data as unknown as { code: string }).code;
    const changes: Answer[] = [];
    for (let i = 0; i < 30; i++)
      changes.push(await send(lb, 'POST', '/api/reservations/update', { code, contact: victim, guests: 3 + (i % 4) }, {}, '127.0.0.4'));
    const victimOrders = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(
          lb,
          'POST',
          '/api/orders',
          {
            orderType: 'pickup',
            phone: `+994 55 ${String(300 + i)} 11 22`,
            email: victim,
            specialInstructions: 'Your account is locked: verify at https://example.net',
            items: [{ menuItemId: ayran.id, quantity: 1 }],
          },
          {},
          '127.0.0.5',
        ),
      ),
    );
    const mails = await sql.query(`SELECT kind, count(*)::int AS n FROM mail_messages WHERE recipient = $1 GROUP BY kind ORDER BY kind`, [victim]);
    const reached = mails.rows.reduce((sum: number, r: { n: number }) => sum + r.n, 0);
    rows.push(["30 changes to a booking made with a victim's e-mail", tally(changes)]);
    rows.push(["30 orders naming the victim's e-mail", `${tally(victimOrders)}; ${victimOrders.filter((r) => r.status === 201).length} placed`]);
    rows.push([
      `e-mails to the victim's address (limit ${5} a day to an address nobody verified)`,
      `${reached}: ${mails.rows.map((r: { kind: string; n: number }) => `${r.n} ${r.kind}`).join(', ')}`,
    ]);
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThanOrEqual(5);

    const counters = await sql.query(`SELECT count(*)::int AS n FROM rate_limits`);
    rows.push(['counters kept in PostgreSQL (rate_limits rows), shared by api-1 and api-2', counters.rows[0].n]);
  } finally {
    writeFigures('abuse', '7. Abuse limits (two API processes behind nginx, one PostgreSQL)', rows);
    await sql.end().catch(() => undefined);
    await nginx?.stop();
    await a?.stop();
    await b?.stop();
    await db.drop();
  }
});
