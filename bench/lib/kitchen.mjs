// A Friday evening on the order board, compressed: orders arrive as diners place them (a Poisson process with a peak
// in the middle), staff move them along, and three boards are open in Chromium. For each board: the time from an
// order's 201 to its card on that board's screen (a MutationObserver in the page notes when the card appears). The
// kitchen's cook works its tiles with the bump bar's keys (1, Enter: the oldest ticket on screen done) every 1.5 s, and
// for each bump: the time from the key to the change on the expo's screen (the order's lines marked, or its status).
//
// The evening runs on PostgreSQL, a database of its own made for the run on `adminUrl`'s server, as the restaurant's
// deployment does (docs/deployment.md). On the embedded PGlite (`npm start` with no DATABASE_URL) every query runs on
// the API's one thread and a transaction holds its one connection, so at this rate a bump's own answer waited up to
// 1-2 s behind the others (2026-11-29: bump to expo p99 1,813 and 2,138 ms there; the API's profile: 68 % idle,
// PGlite 30 s of the 53 s busy). `npm start` is for one person trying the site, not for a Friday's kitchen.
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnTracked, stopChild, waitForHttp } from './processes.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Three boards: two stations (the kitchen's and the bar's view, /admin/orders?station=…) and the expo view (every
 * order). A station's board shows the orders with a line for it; the restaurant's default stations send drinks to
 * the bar, desserts to desserts and the rest to the kitchen.
 */
const BOARDS = [
  { name: 'kitchen station', station: 'kitchen' },
  { name: 'bar station', station: 'bar' },
  { name: 'expo (all orders)', station: null },
];
const stationOf = (category) => ({ drinks: 'bar', desserts: 'desserts', 'kids-drinks-desserts': 'desserts' })[category] ?? 'kitchen';

export async function measureKitchen({ root, workDir, portBase, adminUrl, orders = 300, seconds = 150, log }) {
  const { chromium } = await import('@playwright/test');
  const require = createRequire(import.meta.url);
  const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
  const dbName = `bench_kitchen_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const admin = new Client({ connectionString: adminUrl });
  admin.on('error', (e) => log(`  the bench's connection to PostgreSQL failed: ${e.message}`));
  try {
    await admin.connect();
    // an earlier run stopped before its end (Ctrl-C, the bench's time limit) left its database: gone now
    const left = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_kitchen\\_%'");
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    try {
      return await evening({ chromium, root, workDir, portBase, databaseUrl, orders, seconds, log });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => log(`  could not drop ${dbName}: ${e.message}`));
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function evening({ chromium, root, workDir, portBase, databaseUrl, orders, seconds, log }) {
  const site = spawnTracked(
    process.execPath,
    [
      path.join(root, 'scripts', 'start.mjs'),
      '--port-base',
      String(portBase),
      '--data-dir',
      path.join(workDir, 'kitchen-data'),
      '--remotes-file',
      path.join(workDir, 'kitchen-remotes.json'),
      '--no-build',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        REQUEST_LOGS: 'false',
        DATABASE_URL: databaseUrl,
        SEED_DEMO_ACCOUNTS: 'true',
        ORDERS_OUTSIDE_HOURS: 'true',
        WRITE_LIMIT_SCALE: '1000000',
        AUTH_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${portBase}`;
  const api = `${base}/api`;
  await waitForHttp(`${api}/health`, { child: site, timeoutMs: 90000 });
  const post = (url, body, token, headers = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
  const login = async (email, password) => (await (await post(`${api}/auth/login`, { email, password })).json()).data;
  const staff = await login('staff@pizzainn.az', 'Staff123!');
  const menu = (await (await fetch(`${api}/menu/items?lang=en`)).json()).data.filter((i) => i.available && i.customizations.every((g) => !g.required));

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const pages = [];
    for (const board of BOARDS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/admin/login`);
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('PizzaInn_token', t);
          localStorage.setItem('PizzaInn_user', u);
          localStorage.setItem('PizzaInn_language', 'az');
          localStorage.setItem('PizzaInn_admin_muted', '1');
        },
        [staff.token, JSON.stringify(staff.user)],
      );
      await page.goto(`${base}/admin/orders${board.station ? `?station=${board.station}` : ''}`);
      await page.waitForFunction(() => document.querySelector('[data-testid="order-board"]')?.getAttribute('data-connection') === 'live');
      // When each card first appears on this screen (wall-clock ms, comparable with the orders' 201s on this machine).
      await page.evaluate(() => {
        const seen = {};
        window.__seen = seen;
        const note = (cards, now) => {
          for (const card of cards) {
            const code = card.getAttribute('data-testid').slice(6);
            if (!(code in seen)) seen[code] = now;
          }
        };
        const cardSelector = 'li[data-testid^="order-"]';
        note(document.querySelectorAll(`[data-testid="order-board"] ${cardSelector}`), Date.now());
        // only what was added is looked at
        new MutationObserver((records) => {
          const now = Date.now();
          for (const record of records)
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              note(node.matches(cardSelector) ? [node] : node.querySelectorAll(cardSelector), now);
            }
        }).observe(document.querySelector('[data-testid="order-board"]'), { childList: true, subtree: true });
        // When each card last changed as a cook reads it (its status, how many of its lines are marked): every change
        // with its time, per order. Only the cards a mutation touched are read again (reading all ~190 on the expo at
        // every mutation was the bench's own load on the page it measures).
        const changes = {};
        const shown = {};
        window.__changes = changes;
        const noteCard = (card, now) => {
          const code = card.getAttribute('data-code');
          const state = `${card.getAttribute('data-status')}:${card.querySelectorAll('[aria-pressed="true"]').length}`;
          if (shown[code] !== state) {
            shown[code] = state;
            (changes[code] ??= []).push(now);
          }
        };
        const board = document.querySelector('[data-testid="order-board"]');
        for (const card of board.querySelectorAll('li[data-code]')) noteCard(card, Date.now());
        new MutationObserver((records) => {
          const now = Date.now();
          const cards = new Set();
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            const card = target?.closest('li[data-code]');
            if (card) cards.add(card);
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches('li[data-code]')) cards.add(node);
              for (const inner of node.querySelectorAll('li[data-code]')) cards.add(inner);
            }
          }
          for (const card of cards) noteCard(card, now);
        }).observe(board, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['aria-pressed', 'data-status'],
        });
      });
      pages.push({ ...board, page });
    }

    // Orders over the compressed hour: a quiet start, a peak in the middle (three times the start's rate), a tail.
    const placed = [];
    const rate = (t) => 1 + 2 * Math.exp(-(((t - 0.5) / 0.18) ** 2));
    const weights = Array.from({ length: orders }, (_, i) => 1 / rate(i / orders));
    const scale = (seconds * 1000) / weights.reduce((a, b) => a + b, 0);
    const moves = [];
    // The kitchen's cook: every 1.5 s, the bump bar's 1 then Enter on the kitchen's tiles (its oldest ticket on screen
    // that it makes, done); the moment of the key, and the order it bumped.
    const bumps = [];
    let cooking = true;
    const kitchen = pages.find((b) => b.station === 'kitchen').page;
    // when each station bump's API answer reached the kitchen's page (the part of a bump's latency that is the API's)
    const answered = [];
    const sent = [];
    const isBump = (request) => /\/admin\/orders\/[^/]+\/stations\//.test(request.url()) && request.method() === 'POST';
    kitchen.on('request', (request) => isBump(request) && sent.push({ code: request.url().split('/').at(-3), at: Date.now() }));
    kitchen.on('requestfinished', (request) => {
      if (isBump(request)) answered.push({ code: request.url().split('/').at(-3), at: Date.now() });
    });
    const cook = (async () => {
      while (cooking) {
        await sleep(1500);
        await kitchen.keyboard.press('1');
        // the ticket the key picked (the cursor's), then Enter on it
        const code = await kitchen
          .evaluate(() => {
            const card = document.querySelector('[data-testid="order-tiles"] li[data-code][aria-current="true"]');
            // only a ticket that has the key 1 (the kitchen's own step): with none, the cursor stays where it was
            return card?.querySelector('kbd')?.textContent === '1' ? card.getAttribute('data-code') : null;
          })
          .catch(() => null);
        if (!code) continue;
        const at = Date.now();
        await kitchen.keyboard.press('Enter');
        bumps.push({ code, at });
      }
    })();
    const startedAt = Date.now();
    let due = startedAt;
    for (let i = 0; i < orders; i++) {
      due += weights[i] * scale * (0.5 + Math.random());
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const orderType = ['table', 'pickup', 'delivery'][i % 3];
      const body = {
        orderType,
        ...(orderType === 'table' ? { tableNumber: String(1 + (i % 20)) } : { phone: '+994501234567', customerName: `Guest ${i}` }),
        ...(orderType === 'delivery' ? { deliveryAddress: `Nizami küç. ${i}`, deliveryLocation: { lat: 40.38, lng: 49.84 } } : {}),
        // a delivery reaches its zone's smallest order (10,00 ₼ in the centre): five of the cheapest dish do
        items: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          menuItemId: menu[(i * 3 + k) % menu.length].id,
          quantity: orderType === 'delivery' ? 5 : 1 + ((i + k) % 2),
        })),
      };
      const res = await post(`${api}/orders`, body, null, { 'Idempotency-Key': `friday-${startedAt}-${i}` });
      const at = Date.now();
      if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
      const { code } = (await res.json()).data;
      placed.push({ code, orderType, at, stations: body.items.map((line) => stationOf(menu.find((m) => m.id === line.menuItemId).category)) });
      // The kitchen works through it: confirmed after 20-40 s, ready after a few minutes of the compressed hour, then out.
      moves.push(
        (async () => {
          for (const [status, delay] of [
            ['confirmed', 20000],
            ['preparing', 15000],
            ['ready', 30000],
            ['delivered', 20000],
          ]) {
            await sleep(delay * (0.5 + Math.random()));
            await fetch(`${api}/admin/orders/${code}/status`, {
              method: 'PATCH',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff.token}` },
              body: JSON.stringify({ status }),
            }).catch(() => undefined);
          }
        })(),
      );
    }
    const placingSeconds = (Date.now() - startedAt) / 1000;
    cooking = false;
    await cook;
    await sleep(5000);
    // each bump on the kitchen's screen to the first change of that order on the expo's screen after it
    const expoChanges = await pages.find((b) => b.station === null).page.evaluate(() => window.__changes);
    const bumpLatencies = bumps.flatMap((b) => {
      const after = (expoChanges[b.code] ?? []).find((t) => t >= b.at);
      return after === undefined ? [] : [after - b.at];
    });
    const answerLatencies = bumps.flatMap((b) => {
      const answer = answered.find((a) => a.code === b.code && a.at >= b.at);
      return answer ? [answer.at - b.at] : [];
    });
    const sentLatencies = bumps.flatMap((b) => {
      const request = sent.find((a) => a.code === b.code && a.at >= b.at);
      return request ? [request.at - b.at] : [];
    });
    const bump = {
      sentP50Ms: percentile(sentLatencies, 50),
      sentP99Ms: percentile(sentLatencies, 99),
      answerP50Ms: percentile(answerLatencies, 50),
      answerP99Ms: percentile(answerLatencies, 99),
      bumps: bumps.length,
      missing: bumps.length - bumpLatencies.length,
      p50Ms: percentile(bumpLatencies, 50),
      p99Ms: percentile(bumpLatencies, 99),
      maxMs: bumpLatencies.length ? Math.max(...bumpLatencies) : null,
    };
    const boards = [];
    for (const board of pages) {
      const seen = await board.page.evaluate(() => window.__seen);
      const expected = placed.filter((o) => !board.station || o.stations.includes(board.station));
      const latencies = expected.filter((o) => o.code in seen).map((o) => Math.max(0, seen[o.code] - o.at));
      boards.push({
        name: board.name,
        orders: expected.length,
        missing: expected.length - latencies.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.length ? Math.max(...latencies) : null,
        connection: await board.page.getAttribute('[data-testid="order-board"]', 'data-connection'),
      });
    }
    log(
      `  ${orders} orders in ${placingSeconds.toFixed(0)} s: ${boards.map((b) => `${b.name} p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms, missing ${b.missing}`).join('; ')}`,
    );
    log(
      `  ${bump.bumps} bumps on the kitchen's tiles by keyboard, to the change on the expo: p50 ${bump.p50Ms} ms, p99 ${bump.p99Ms} ms, missing ${bump.missing} (the key to the bump's request: p50 ${bump.sentP50Ms} ms, p99 ${bump.sentP99Ms} ms; to its answer: p50 ${bump.answerP50Ms} ms, p99 ${bump.answerP99Ms} ms)`,
    );
    await Promise.race([Promise.all(moves), sleep(1000)]);
    return { orders, placingSeconds: Math.round(placingSeconds), boards, bump };
  } finally {
    await browser.close();
    // the site stops before its database is dropped (its supervisor would start the API again on a database gone)
    await stopChild(site);
  }
}
