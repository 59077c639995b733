// The API: GET /api/menu/items against a bare node:http server sending the same bytes, and POST /api/orders
// against pgbench running the same insert transaction, both on a fresh PostgreSQL database; then the API
// process's peak memory (VmHWM). Traffic goes to 127.0.0.1 only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { run, spawnTracked, stopChild, waitForHttp } from './processes.mjs';

const require = createRequire(import.meta.url);

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function summary(result, seconds) {
  return {
    requestsPerSecond: Math.round(result.requests.total / seconds),
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
  };
}

/** The bare server: node:http answering every request with the captured body and content type. */
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BODY_FILE);
const type = process.env.BODY_TYPE;
http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

function vmHwmKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmHWM:\s+(\d+)\s+kB/.exec(status);
  return m ? Number(m[1]) : null;
}

function sqlLiteral(value) {
  return String(value).replace(/'/g, "''");
}

/** A one-line order of an orderable item, its required option groups set to their first option. */
function orderBody(items) {
  const item = items.find((i) => i.available !== false) ?? items[0];
  const customizations = {};
  for (const group of item.customizations ?? []) if (group.required) customizations[group.key] = group.options[0].key;
  return { orderType: 'pickup', customerName: 'Bench Diner', phone: '+994501234567', language: 'en', items: [{ menuItemId: item.id, quantity: 1, customizations }] };
}

/**
 * @param {{ root: string, workDir: string, port: number, barePort: number, adminUrl: string, menuSeconds: number, menuRounds: number, menuConnections: number, ordersSeconds: number, ordersConnections: number, log: (s: string) => void }} o
 */
export async function measureApi(o) {
  const { Client } = require(require.resolve('pg', { paths: [path.join(o.root, 'api')] }));
  const dbName = `bench_${Date.now()}`;
  const admin = new Client({ connectionString: o.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(o.adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  o.log(`  database ${dbName} created`);
  let api;
  let bare;
  try {
    const env = {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CORS_ORIGINS: 'http://127.0.0.1:4900',
      DATABASE_URL: databaseUrl,
      API_PORT: String(o.port),
      API_HOST: '127.0.0.1',
      SEED_DEMO_ACCOUNTS: 'false',
      // One load generator places every order: the write limits stay on (their counters are written) but never refuse.
      WRITE_LIMIT_SCALE: '1000000',
      REQUEST_LOGS: 'false',
      GALLERY_DIR: path.join(o.workDir, 'gallery'),
    };
    api = spawnTracked(process.execPath, [...require('../../api/start-flags.cjs'), path.join(o.root, 'api', 'dist', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${o.port}`;
    await waitForHttp(`${base}/api/health`, { child: api, timeoutMs: 60000 });
    // the peak so far is start-up's (migrations, seeding, OpenAPI document): the baseline for the load's peak
    const startupPeakKb = vmHwmKb(api.pid);
    o.log(`  API up on ${base} (PostgreSQL, NODE_ENV=production, request logs off), pid ${api.pid}, peak memory after start ${(startupPeakKb / 1024).toFixed(1)} MB`);

    // 1. The menu, against a bare server sending the same bytes.
    const menuPath = '/api/menu/items?lang=en';
    const res = await fetch(base + menuPath);
    const body = Buffer.from(await res.arrayBuffer());
    const bodyFile = path.join(o.workDir, 'menu-items.json');
    fs.writeFileSync(bodyFile, body);
    bare = spawnTracked(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, NODE_OPTIONS: '', BODY_FILE: bodyFile, BODY_TYPE: res.headers.get('content-type'), PORT: String(o.barePort) }, stdio: ['ignore', 'ignore', 'inherit'] });
    const bareBase = `http://127.0.0.1:${o.barePort}`;
    await waitForHttp(bareBase + menuPath, { child: bare });
    const menu = { path: menuPath, bodyBytes: body.length, connections: o.menuConnections, api: [], bare: [] };
    // warm both up, then alternate rounds so a change in the machine's load hits both alike
    for (const url of [base + menuPath, bareBase + menuPath]) await cannon({ url, connections: o.menuConnections, duration: 4 });
    for (let round = 0; round < o.menuRounds; round++) {
      for (const [name, url] of [['api', base + menuPath], ['bare', bareBase + menuPath]]) {
        const s = summary(await cannon({ url, connections: o.menuConnections, duration: o.menuSeconds }), o.menuSeconds);
        menu[name].push(s);
        o.log(`  GET ${menuPath} ${name.padEnd(4)} round ${round + 1}: ${s.requestsPerSecond} req/s  p50 ${s.latencyP50Ms} ms  p99 ${s.latencyP99Ms} ms  non-2xx ${s.non2xx}  errors ${s.errors}`);
      }
    }
    await stopChild(bare);
    bare = undefined;
    const afterMenuKb = vmHwmKb(api.pid);
    o.log(`  API peak memory after the menu load: ${(afterMenuKb / 1024).toFixed(1)} MB`);
    const total = (list) => list.reduce((sum, s) => sum + s.requests, 0);
    menu.apiRequestsPerSecond = Math.round(total(menu.api) / (o.menuSeconds * o.menuRounds));
    menu.bareRequestsPerSecond = Math.round(total(menu.bare) / (o.menuSeconds * o.menuRounds));
    menu.ratio = menu.apiRequestsPerSecond / menu.bareRequestsPerSecond;
    menu.apiLatencyP50Ms = Math.max(...menu.api.map((s) => s.latencyP50Ms));
    menu.apiLatencyP99Ms = Math.max(...menu.api.map((s) => s.latencyP99Ms));
    menu.bareLatencyP50Ms = Math.max(...menu.bare.map((s) => s.latencyP50Ms));
    menu.bareLatencyP99Ms = Math.max(...menu.bare.map((s) => s.latencyP99Ms));

    // 2. Orders, against pgbench running the same insert transaction at the same concurrency.
    const items = (await (await fetch(`${base}/api/menu/items?lang=en`)).json()).data;
    const order = orderBody(items);
    const probe = await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `bench-probe-${Date.now()}` }, body: JSON.stringify(order) });
    const placed = await probe.json();
    if (probe.status !== 201) throw new Error(`POST /api/orders answered ${probe.status}: ${JSON.stringify(placed)}`);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `SELECT o.subtotal, o.service_fee, o.delivery_fee, o.total, i.menu_item_id, i.name, i.unit_price, i.customizations
         FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.public_code = $1`,
      [placed.data.code],
    );
    const row = rows[0];
    const template = fs.readFileSync(path.join(o.root, 'bench', 'orders.pgbench.sql'), 'utf8');
    const script = template
      .replace(/\{\{SUBTOTAL\}\}/g, row.subtotal)
      .replace(/\{\{SERVICE_FEE\}\}/g, row.service_fee)
      .replace(/\{\{DELIVERY_FEE\}\}/g, row.delivery_fee)
      .replace(/\{\{TOTAL\}\}/g, row.total)
      .replace(/\{\{ITEM_ID\}\}/g, row.menu_item_id)
      .replace(/\{\{ITEM_NAME\}\}/g, sqlLiteral(JSON.stringify(row.name)))
      .replace(/\{\{UNIT_PRICE\}\}/g, row.unit_price)
      .replace(/\{\{CUSTOMIZATIONS\}\}/g, sqlLiteral(JSON.stringify(row.customizations)))
      .split('\n')
      .filter((l) => !l.startsWith('--'))
      .join('\n');
    const scriptFile = path.join(o.workDir, 'orders.pgbench.sql');
    fs.writeFileSync(scriptFile, script);

    const before = Number((await db.query('SELECT count(*) FROM orders')).rows[0].count);
    const orderUrl = `${base}/api/orders`;
    const ordersRun = summary(
      await cannon({
        url: orderUrl,
        method: 'POST',
        connections: o.ordersConnections,
        duration: o.ordersSeconds,
        headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-[<id>]' },
        body: JSON.stringify(order),
        idReplacement: true,
      }),
      o.ordersSeconds,
    );
    const created = Number((await db.query('SELECT count(*) FROM orders')).rows[0].count) - before;
    o.log(`  POST /api/orders: ${ordersRun.requestsPerSecond} orders/s (${created} rows)  p50 ${ordersRun.latencyP50Ms} ms  p99 ${ordersRun.latencyP99Ms} ms  non-2xx ${ordersRun.non2xx}  errors ${ordersRun.errors}`);
    const peakKb = vmHwmKb(api.pid);
    o.log(`  API peak memory (VmHWM): ${(peakKb / 1024).toFixed(1)} MB`);

    const pg = new URL(databaseUrl);
    const pgbenchArgs = ['-n', '-M', 'extended', '-f', scriptFile, '-c', String(o.ordersConnections), '-j', '2', '-T', String(o.ordersSeconds), '-h', pg.hostname, '-p', pg.port || '5432', '-U', decodeURIComponent(pg.username || 'postgres'), dbName];
    const pgb = await run(process.env.PGBENCH ?? '/usr/bin/pgbench', pgbenchArgs, { timeoutMs: (o.ordersSeconds + 60) * 1000 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(pgb.out);
    const failed = /number of failed transactions: (\d+)/.exec(pgb.out);
    if (pgb.code !== 0 || !tps) throw new Error(`pgbench failed (exit ${pgb.code}):\n${pgb.out.slice(-2000)}`);
    const pgbenchTps = Number(tps[1]);
    o.log(`  pgbench (same transaction, ${o.ordersConnections} clients): ${pgbenchTps.toFixed(0)} tps`);
    await db.end();

    return {
      database: 'PostgreSQL ' + (await admin.query('SHOW server_version')).rows[0].server_version,
      menu,
      orders: {
        connections: o.ordersConnections,
        seconds: o.ordersSeconds,
        api: { ...ordersRun, ordersPerSecond: Math.round(created / o.ordersSeconds), rowsCreated: created },
        pgbench: { tps: Math.round(pgbenchTps), failedTransactions: failed ? Number(failed[1]) : 0, args: pgbenchArgs.join(' ') },
        ratio: created / o.ordersSeconds / pgbenchTps,
        body: order,
      },
      memory: { peakRssMb: Number((peakKb / 1024).toFixed(1)), peakAfterStartMb: Number((startupPeakKb / 1024).toFixed(1)), peakAfterMenuMb: Number((afterMenuKb / 1024).toFixed(1)) },
    };
  } finally {
    if (bare) await stopChild(bare);
    if (api) await stopChild(api);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => o.log(`  could not drop ${dbName}: ${e.message}`));
    await admin.end();
    o.log(`  database ${dbName} dropped`);
  }
}
