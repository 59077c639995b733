// The API: GET /api/menu/items through nginx's micro-cache against nginx sending the same bytes as a file, and the
// API alone against Nest's own ceiling (Nest + Express answering a constant); POST /api/orders
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

/**
 * Nest's own ceiling: Nest with the same Express adapter, one route answering the captured menu bytes and nothing
 * else (no guards, pipes, helmet, CORS or database). Plain JavaScript: the decorators are applied as functions.
 */
const NEST_CEILING = `
require('reflect-metadata');
const fs = require('node:fs');
const { NestFactory } = require('@nestjs/core');
const { Controller, Get, Module, Res } = require('@nestjs/common');
const body = fs.readFileSync(process.env.BODY_FILE);
const type = process.env.BODY_TYPE;
class MenuConstant { items(res) { res.type(type).send(body); } }
Controller('api/menu')(MenuConstant);
Get('items')(MenuConstant.prototype, 'items', Object.getOwnPropertyDescriptor(MenuConstant.prototype, 'items'));
Res()(MenuConstant.prototype, 'items', 0);
class CeilingModule {}
Module({ controllers: [MenuConstant] })(CeilingModule);
NestFactory.create(CeilingModule, { logger: false }).then((app) => app.listen(Number(process.env.PORT), '127.0.0.1'));
`;

/** nginx serving the captured menu bytes as a static file at the menu's path: the ceiling of the cached path. */
function staticNginxConfig(prefix, listen, file) {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen ${listen};
    location = /api/menu/items { default_type application/json; alias ${file}; }
  }
}
`;
}

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
  return {
    orderType: 'pickup',
    customerName: 'Bench Diner',
    phone: '+994501234567',
    language: 'en',
    items: [{ menuItemId: item.id, quantity: 1, customizations }],
  };
}

/**
 * @param {{ root: string, workDir: string, port: number, nginxPort: number, staticPort: number, ceilingPort: number, adminUrl: string, menuSeconds: number, menuRounds: number, menuConnections: number, ordersSeconds: number, ordersConnections: number, log: (s: string) => void }} o
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
  let proxy;
  let staticServer;
  let ceiling;
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
      ORDERS_OUTSIDE_HOURS: 'true',
      REQUEST_LOGS: 'false',
      GALLERY_DIR: path.join(o.workDir, 'gallery'),
    };
    api = spawnTracked(process.execPath, [path.join(o.root, 'api', 'dist', 'main.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${o.port}`;
    await waitForHttp(`${base}/api/health`, { child: api, timeoutMs: 60000 });
    // the peak so far is start-up's (migrations, seeding, OpenAPI document): the baseline for the load's peak
    const startupPeakKb = vmHwmKb(api.pid);
    o.log(
      `  API up on ${base} (PostgreSQL, NODE_ENV=production, request logs off), pid ${api.pid}, peak memory after start ${(startupPeakKb / 1024).toFixed(1)} MB`,
    );

    // 1. The menu. Through nginx's micro-cache (deploy/nginx.conf.template) against nginx sending the same bytes as
    // a static file; and the API alone against Nest's own ceiling (Nest + Express answering a constant).
    const menuPath = '/api/menu/items?lang=en';
    const res = await fetch(base + menuPath);
    const body = Buffer.from(await res.arrayBuffer());
    const bodyFile = path.join(o.workDir, 'menu-items.json');
    fs.writeFileSync(bodyFile, body);
    // nginx's workers run as nobody: the (mkdtemp, 0700) work folder must let them read the file.
    fs.chmodSync(o.workDir, 0o755);
    fs.chmodSync(bodyFile, 0o644);
    const { startNginx, NGINX } = await import('../../deploy/nginx.mjs');
    proxy = await startNginx({ prefix: path.join(o.workDir, 'nginx-cache'), listen: `127.0.0.1:${o.nginxPort}`, upstreams: [`127.0.0.1:${o.port}`] });
    const staticPrefix = path.join(o.workDir, 'nginx-static');
    fs.mkdirSync(staticPrefix, { recursive: true });
    fs.writeFileSync(path.join(staticPrefix, 'nginx.conf'), staticNginxConfig(staticPrefix, `127.0.0.1:${o.staticPort}`, bodyFile));
    staticServer = spawnTracked(NGINX, ['-p', staticPrefix, '-c', path.join(staticPrefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    ceiling = spawnTracked(process.execPath, ['-e', NEST_CEILING], {
      cwd: path.join(o.root, 'api'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        BODY_FILE: bodyFile,
        BODY_TYPE: res.headers.get('content-type'),
        PORT: String(o.ceilingPort),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const urls = {
      cached: `http://127.0.0.1:${o.nginxPort}${menuPath}`,
      static: `http://127.0.0.1:${o.staticPort}${menuPath}`,
      api: base + menuPath,
      nest: `http://127.0.0.1:${o.ceilingPort}${menuPath}`,
    };
    await waitForHttp(urls.static, { child: staticServer });
    await waitForHttp(urls.nest, { child: ceiling });
    const cacheStatus = (await fetch(urls.cached).then(() => fetch(urls.cached))).headers.get('x-cache-status');
    o.log(`  nginx micro-cache answers ${menuPath} with X-Cache-Status: ${cacheStatus}`);
    const menu = { path: menuPath, bodyBytes: body.length, connections: o.menuConnections, cacheStatus, cached: [], static: [], api: [], nest: [] };
    // warm each up, then alternate rounds so a change in the machine's load hits each pair alike
    for (const url of Object.values(urls)) await cannon({ url, connections: o.menuConnections, duration: 3 });
    for (let round = 0; round < o.menuRounds; round++) {
      for (const name of ['cached', 'static', 'api', 'nest']) {
        const s = summary(await cannon({ url: urls[name], connections: o.menuConnections, duration: o.menuSeconds }), o.menuSeconds);
        menu[name].push(s);
        o.log(
          `  GET ${menuPath} ${name.padEnd(6)} round ${round + 1}: ${s.requestsPerSecond} req/s  p50 ${s.latencyP50Ms} ms  p99 ${s.latencyP99Ms} ms  non-2xx ${s.non2xx}  errors ${s.errors}`,
        );
      }
    }
    await stopChild(ceiling);
    ceiling = undefined;
    await stopChild(staticServer);
    staticServer = undefined;
    await proxy.stop();
    proxy = undefined;
    const afterMenuKb = vmHwmKb(api.pid);
    o.log(`  API peak memory after the menu load: ${(afterMenuKb / 1024).toFixed(1)} MB`);
    const perSecond = (list) => Math.round(list.reduce((sum, s) => sum + s.requests, 0) / (o.menuSeconds * o.menuRounds));
    const worst = (list, key) => Math.max(...list.map((s) => s[key]));
    for (const name of ['cached', 'static', 'api', 'nest']) {
      menu[`${name}RequestsPerSecond`] = perSecond(menu[name]);
      menu[`${name}LatencyP50Ms`] = worst(menu[name], 'latencyP50Ms');
      menu[`${name}LatencyP99Ms`] = worst(menu[name], 'latencyP99Ms');
    }
    menu.cachedRatio = menu.cachedRequestsPerSecond / menu.staticRequestsPerSecond;
    menu.apiRatio = menu.apiRequestsPerSecond / menu.nestRequestsPerSecond;

    // 2. Orders, against pgbench running the same insert transaction at the same concurrency.
    const items = (await (await fetch(`${base}/api/menu/items?lang=en`)).json()).data;
    const order = orderBody(items);
    const probe = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-probe-${Date.now()}` },
      body: JSON.stringify(order),
    });
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
    o.log(
      `  POST /api/orders: ${ordersRun.requestsPerSecond} orders/s (${created} rows)  p50 ${ordersRun.latencyP50Ms} ms  p99 ${ordersRun.latencyP99Ms} ms  non-2xx ${ordersRun.non2xx}  errors ${ordersRun.errors}`,
    );
    const peakKb = vmHwmKb(api.pid);
    o.log(`  API peak memory (VmHWM): ${(peakKb / 1024).toFixed(1)} MB`);

    const pg = new URL(databaseUrl);
    const pgbenchArgs = [
      '-n',
      '-M',
      'extended',
      '-f',
      scriptFile,
      '-c',
      String(o.ordersConnections),
      '-j',
      '2',
      '-T',
      String(o.ordersSeconds),
      '-h',
      pg.hostname,
      '-p',
      pg.port || '5432',
      '-U',
      decodeURIComponent(pg.username || 'postgres'),
      dbName,
    ];
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
      memory: {
        peakRssMb: Number((peakKb / 1024).toFixed(1)),
        peakAfterStartMb: Number((startupPeakKb / 1024).toFixed(1)),
        peakAfterMenuMb: Number((afterMenuKb / 1024).toFixed(1)),
      },
    };
  } finally {
    if (ceiling) await stopChild(ceiling);
    if (staticServer) await stopChild(staticServer);
    if (proxy) await proxy.stop();
    if (api) await stopChild(api);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => o.log(`  could not drop ${dbName}: ${e.message}`));
    await admin.end();
    o.log(`  database ${dbName} dropped`);
  }
}
