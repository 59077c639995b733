// 10. Hostile traffic (security round four): a flood of public live streams from one IPv6 /64 and from 40 IPv4
// addresses, against two API processes behind nginx on PostgreSQL, while diners place 100 orders a minute. The API
// stays up (health 200 throughout), the streams past the caps are refused with 429, no diner's order is refused or
// lost, and the API's peak memory is measured with the memory one open stream costs. Then, under `npm start`, the
// API process is killed with SIGKILL: the site's API answers again (its time is a figure, about 2 s alone) and the
// terminal says what happened.
//
// The addresses are given in X-Forwarded-For from this machine, which the API trusts as its proxy (TRUST_PROXY's
// default, loopback), exactly as it reads the clients nginx and the site's proxy pass on.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { SHORT, TMP, createDatabase, freePort, sleep, startApi, startSite, writeFigures, type ApiProcess } from './lib';

test.setTimeout(8 * 60 * 1000);

const STREAM_ATTEMPTS = SHORT ? 3000 : 5000;
const ORDER_SECONDS = SHORT ? 30 : 60;
const ORDERS_PER_MINUTE = 100;
const STREAMS_PER_CLIENT = 100;
/** The default; the short form CI runs has fewer attempts and a lower cap, so that the cap is reached all the same. */
const PUBLIC_STREAMS_PER_PROCESS = SHORT ? 1000 : 2000;
/** A fifth of the attempts from the /64, the rest from 40 IPv4 addresses (enough to reach the per-process cap). */
const FROM_V6 = STREAM_ATTEMPTS / 5;

/** The resident memory of a process now and at its peak (MB), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Opens a public stream as `address`: its status; the connection stays open (kept in `open`) while it is 200. */
function openStream(base: string, address: string, open: http.ClientRequest[]): Promise<number> {
  const target = new URL('/api/settings/events', base);
  return new Promise((resolve) => {
    const req = http.get(
      { host: target.hostname, port: target.port, path: target.pathname, agent: false, headers: { Accept: 'text/event-stream', 'X-Forwarded-For': address } },
      (res) => {
        if (res.statusCode !== 200) res.resume();
        else res.on('data', () => undefined);
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    open.push(req);
  });
}

const tally = (statuses: number[]) => {
  const by: Record<number, number> = {};
  for (const s of statuses) by[s] = (by[s] ?? 0) + 1;
  return Object.entries(by)
    .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');
};

test('hostile traffic: a flood of streams from one IPv6 /64 and 40 IPv4 addresses is refused with 429 while diners order, the API stays up; a killed API comes back under npm start', async () => {
  const { startNginx } = (await import('../deploy/nginx.mjs')) as typeof import('../deploy/nginx.mjs');
  const db = await createDatabase('resilience_hostile');
  const env = {
    DATABASE_URL: db.url,
    WRITE_LIMIT_SCALE: '1',
    STREAMS_PER_CLIENT: String(STREAMS_PER_CLIENT),
    PUBLIC_STREAMS_PER_PROCESS: String(PUBLIC_STREAMS_PER_PROCESS),
  };
  const apis: ApiProcess[] = [];
  let nginx: { url: string; stop(): Promise<void> } | undefined;
  const open: http.ClientRequest[] = [];
  const rows: Array<[string, string | number]> = [];
  const sql = new Client({ connectionString: db.url });
  try {
    await sql.connect();
    apis.push(await startApi({ ...env, API_INSTANCE: 'api-1' }));
    apis.push(await startApi({ ...env, API_INSTANCE: 'api-2' }));
    nginx = await startNginx({
      prefix: path.join(TMP, 'nginx-hostile'),
      listen: `127.0.0.1:${await freePort()}`,
      upstreams: apis.map((a) => `127.0.0.1:${a.port}`),
    });
    const lb = nginx.url;
    await sleep(2000);
    const atRest = apis.map((a) => memoryOf(a.child.pid!).rss);

    // Watching: the health of each process and through nginx, and each process's memory, every 250 ms.
    let watching = true;
    const health: number[] = [];
    const peaks = apis.map(() => 0);
    const watcher = (async () => {
      while (watching) {
        const answers = await Promise.all(
          [lb, ...apis.map((a) => a.url)].map((url) =>
            fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
              (r) => r.status,
              () => 0,
            ),
          ),
        );
        health.push(...answers);
        apis.forEach((a, i) => (peaks[i] = Math.max(peaks[i]!, memoryOf(a.child.pid!).rss)));
        await sleep(250);
      }
    })();

    // Diners: 100 orders a minute, each from an address and a phone of its own, each with its Idempotency-Key.
    const menu = (await (await fetch(`${lb}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; slug: string }> };
    const ayran = menu.data.find((i) => i.slug === 'ayran')!;
    const placed: Array<{ status: number; code?: string }> = [];
    const orderCount = Math.round((ORDERS_PER_MINUTE * ORDER_SECONDS) / 60);
    const diners = (async () => {
      const started = Date.now();
      const pending: Array<Promise<void>> = [];
      for (let i = 0; i < orderCount; i++) {
        await sleep(Math.max(0, started + (i * 60000) / ORDERS_PER_MINUTE - Date.now()));
        pending.push(
          fetch(`${lb}/api/orders`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Idempotency-Key': randomUUID(),
              'X-Forwarded-For': `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`,
            },
            body: JSON.stringify({
              orderType: 'pickup',
              customerName: `Diner ${i}`,
              phone: `+994 55 7${String(i).padStart(2, '0').slice(-2)} ${String(10 + (i % 90))} ${String(10 + Math.floor(i / 90))}`,
              items: [{ menuItemId: ayran.id, quantity: 1 }],
            }),
            signal: AbortSignal.timeout(15000),
          }).then(
            async (r) => void placed.push({ status: r.status, code: r.ok ? ((await r.json()) as { data: { code: string } }).data.code : undefined }),
            () => void placed.push({ status: 0 }),
          ),
        );
      }
      await Promise.all(pending);
    })();

    // The attacker: a fifth of the attempts from random addresses of one IPv6 /64, the rest from 40 IPv4 addresses,
    // in bursts of 250 over the first part of the diners' minute, every stream kept open.
    const attempts: Array<{ from: 'v6' | 'v4'; status: number }> = [];
    const t0 = Date.now();
    for (let sent = 0; sent < STREAM_ATTEMPTS;) {
      const burst: Array<Promise<void>> = [];
      for (let k = 0; k < 250 && sent < STREAM_ATTEMPTS; k++, sent++) {
        const v6 = sent % 5 === 0;
        const address = v6
          ? `2001:db8:bad:1:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::${(sent % 0xffff).toString(16)}`
          : `203.0.113.${(sent % 40) + 1}`;
        burst.push(openStream(lb, address, open).then((status) => void attempts.push({ from: v6 ? 'v6' : 'v4', status })));
      }
      await Promise.all(burst);
      await sleep(200);
    }
    const floodMs = Date.now() - t0;
    await sleep(3000);
    const openNow = apis.map((a) => memoryOf(a.child.pid!).rss);
    await diners;
    watching = false;
    await watcher;

    const ok = attempts.filter((a) => a.status === 200).length;
    const v6Open = attempts.filter((a) => a.from === 'v6' && a.status === 200).length;
    const v4Open = attempts.filter((a) => a.from === 'v4' && a.status === 200).length;
    const refused = attempts.filter((a) => a.status === 429).length;
    rows.push([
      `stream attempts (${FROM_V6} from one IPv6 /64, ${STREAM_ATTEMPTS - FROM_V6} from 40 IPv4 addresses) in ${(floodMs / 1000).toFixed(1)} s`,
      tally(attempts.map((a) => a.status)),
    ]);
    rows.push([`streams open from the /64 (at most ${STREAMS_PER_CLIENT} per process, two processes)`, v6Open]);
    rows.push([
      `streams open from the 40 IPv4 addresses (at most ${STREAMS_PER_CLIENT} each per process; ${PUBLIC_STREAMS_PER_PROCESS} public streams per process in all)`,
      v4Open,
    ]);
    rows.push(['health answers during the run (nginx and each process, every 250 ms)', tally(health)]);
    const answered = placed.filter((p) => p.status === 201);
    const [{ n: inDatabase }] = (await sql.query(`SELECT count(*)::int AS n FROM orders WHERE public_code = ANY($1)`, [answered.map((p) => p.code)])).rows as [
      { n: number },
    ];
    rows.push([
      `diners' orders (${ORDERS_PER_MINUTE} a minute for ${ORDER_SECONDS} s)`,
      `${tally(placed.map((p) => p.status))}; ${inDatabase} of ${answered.length} answered in the database`,
    ]);
    apis.forEach((a, i) =>
      rows.push([
        `api-${i + 1} memory (RSS): at rest, with the streams open, peak`,
        `${atRest[i]!.toFixed(0)} MB, ${openNow[i]!.toFixed(0)} MB, ${peaks[i]!.toFixed(0)} MB`,
      ]),
    );
    const perStream = ((openNow.reduce((s, m) => s + m, 0) - atRest.reduce((s, m) => s + m, 0)) * 1024) / Math.max(1, ok);
    rows.push(['memory per open stream (RSS growth / streams open)', `${perStream.toFixed(1)} KB`]);

    console.log(rows.map(([k, v]) => `  ${k}: ${v}`).join('\n'));
    expect(health.every((s) => s === 200)).toBe(true);
    expect(v6Open).toBeLessThanOrEqual(2 * STREAMS_PER_CLIENT);
    expect(ok).toBeLessThanOrEqual(2 * PUBLIC_STREAMS_PER_PROCESS);
    // the per-process cap was reached: more IPv4 streams were tried than it lets through
    expect(v4Open).toBeLessThan(STREAM_ATTEMPTS - FROM_V6);
    expect(refused).toBe(STREAM_ATTEMPTS - ok);
    expect(placed.every((p) => p.status === 201)).toBe(true);
    expect(placed).toHaveLength(orderCount);
    expect(inDatabase).toBe(orderCount);
  } finally {
    for (const req of open) req.destroy();
    await sql.end().catch(() => undefined);
    await nginx?.stop();
    for (const a of apis) await a.stop();
    await db.drop();
  }

  // A killed API under npm start: restarted by the supervisor, the site up meanwhile, the terminal told.
  const site = await startSite(27000 + Math.floor(Math.random() * 400) * 10);
  try {
    const apiPid = Number(
      fs
        .readdirSync('/proc')
        .filter((p) => /^\d+$/.test(p))
        .find((p) => {
          try {
            return (
              fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(' ')[3] === String(site.pid) &&
              fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('api/dist/main.js')
            );
          } catch {
            return false;
          }
        }),
    );
    expect(apiPid).toBeGreaterThan(0);
    process.kill(apiPid, 'SIGKILL');
    const killedAt = Date.now();
    let down = 0;
    for (;;) {
      const status = await fetch(`${site.url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200 && Date.now() - killedAt > 200) break;
      if (status !== 200) down += 1;
      expect(Date.now() - killedAt, `the API did not come back; npm start said:\n${site.log()}`).toBeLessThan(30000);
      await sleep(100);
    }
    const backMs = Date.now() - killedAt;
    const page = await fetch(`${site.url}/en/menu`);
    await expect.poll(() => site.log(), { timeout: 5000 }).toContain('The API was killed (SIGKILL');
    const said = site
      .log()
      .split('\n')
      .find((l) => l.includes('The API was killed'))!;
    rows.push(['npm start: the API process killed (SIGKILL): its /api answering again after', `${(backMs / 1000).toFixed(1)} s`]);
    rows.push(['npm start: what the terminal said', said.trim()]);
    rows.push(['npm start: the site meanwhile', `${page.status} for /en/menu; /api answered ${down} polls with 503 or nothing`]);
    // how soon it is back is a figure for docs/reliability.md, not an assertion: under a loaded CI run (the browser tests
    // beside it) a restart of the API with its embedded PostgreSQL took 10.2 s once, against 2.2 s alone; that it comes
    // back at all (within the 30 s above) and what the terminal says are the guarantees
    expect(page.status).toBe(200);
  } finally {
    await site.close();
  }
  writeFigures('hostile', '10. Hostile traffic (two API processes behind nginx on PostgreSQL), and a killed API under npm start', rows);
});
