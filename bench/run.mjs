#!/usr/bin/env node
// npm run bench: measures the composed site against a monolith build of the same code (Lighthouse), the API
// against a bare server and pgbench (autocannon), and the builds, side by side in one run; writes
// bench/report.md and bench/report.json. Ratios are taken within the run, since this machine's speed drifts.
//
// Options:
//   --no-build         skip the timed builds (serve what is built; the monolith is built if missing)
//   --only LIST        any of build,health,site,firstbyte,api,kitchen (comma-separated; default all six)
//   --runs N           Lighthouse runs per page and build (default 1; the median-LCP run is reported)
//   --out DIR          where to write report.md and report.json (default bench/)
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_DATABASE_URL (a PostgreSQL server where the
// bench may create and drop a database; default postgres://postgres@127.0.0.1:5432/test), PGBENCH.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi } from './lib/api.mjs';
import { measureKitchen } from './lib/kitchen.mjs';
import { buildMonolith, measureBuilds } from './lib/builds.mjs';
import { killAllNow, spawnTracked, stopAll, waitForHttp } from './lib/processes.mjs';
import { measureFirstByte } from './lib/first-byte.mjs';
import { measureHealthBytes } from './lib/health-bytes.mjs';
import { checkTargets, markdownReport, TARGETS } from './lib/report.mjs';
import { measureRepeatVisits } from './lib/repeat-visit.mjs';
import { measureSecondPage } from './lib/second-page.mjs';
import { measureSite, PAGES } from './lib/site.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const COMPOSED_PORT_BASE = 4900;
const KITCHEN_PORT_BASE = 5200;
const MONOLITH_PORT = 5100;
const API_PORT = 4920;
// The menu's comparisons: nginx's micro-cache, nginx serving a static file, Nest's own ceiling.
const NGINX_PORT = 4921;
const STATIC_PORT = 4922;
const CEILING_PORT = 4923;
/** Everything must be done by then; a stuck step fails the run instead of hanging. */
const OVERALL_TIMEOUT_MS = 25 * 60 * 1000;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const only = new Set(option('only', 'build,health,site,firstbyte,api,kitchen').split(','));
const runs = Number(option('runs', 1));
const outDir = path.resolve(option('out', path.join(ROOT, 'bench')));
const skipBuild = process.argv.includes('--no-build');
const started = Date.now();
const log = (s) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizza-bench-'));
const servers = [];

async function cleanUp() {
  await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
  await stopAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything the benchmark started`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', killAllNow);

/** The composed site exactly as npm start serves it, on its own PGlite and remotes.json; resolves with its address. */
async function startComposedSite() {
  const site = spawnTracked(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'start.mjs'),
      '--port-base',
      String(COMPOSED_PORT_BASE),
      '--data-dir',
      path.join(workDir, 'pglite'),
      '--remotes-file',
      path.join(workDir, 'remotes.json'),
      '--no-build',
    ],
    { cwd: ROOT, env: { ...process.env, REQUEST_LOGS: 'false', DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const composed = `http://127.0.0.1:${COMPOSED_PORT_BASE}`;
  await waitForHttp(`${composed}/api/health`, { child: site, timeoutMs: 90000 });
  await waitForHttp(`${composed}/remotes.json`, { child: site });
  return composed;
}

/** The site server's first byte and whole page, for the pages it writes (issue 54, item 6: before and after its rework). */
async function firstByteBench() {
  const origin = await startComposedSite();
  log(`  site at ${origin}/`);
  return measureFirstByte({ origin, log });
}

async function siteBench() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) throw new Error(`no Chromium at ${chrome}: apt-get install -y chromium, or set CHROME_PATH`);
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist-monolith', 'index.html'))) await buildMonolith(ROOT, log);
  for (const pkg of ['shell', 'mf-menu', 'mf-cart', 'mf-booking', 'mf-admin']) {
    const out = path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(out)) throw new Error(`${pkg} is not built: run "npm run build" (or npm run bench without --no-build)`);
  }
  const composed = await startComposedSite();
  // The monolith, served the same way (same server code, same API behind /api).
  servers.push(
    // served as npm start serves the composed shell: the page's head and first view written by the server, with the
    // remotes' pages rendered from the same server builds (only the browser side differs between the two)
    await require('../shell/dist-server/site-server.js').createSiteServer({
      remotesFile: path.join(workDir, 'remotes.json'),
      dir: path.join(ROOT, 'shell', 'dist-monolith'),
      port: MONOLITH_PORT,
      apiTarget: `http://127.0.0.1:${COMPOSED_PORT_BASE + 10}`,
    }),
  );
  const monolith = `http://127.0.0.1:${MONOLITH_PORT}`;
  log(`  composed site at ${composed}/, monolith at ${monolith}/`);
  // one unmeasured load of each, so the API's first-request costs are not in the figures
  for (const origin of [composed, monolith]) for (const page of PAGES) await fetch(origin + page).then((r) => r.text());
  await fetch(`${composed}/api/menu/items?lang=en`).then((r) => r.text());
  const results = await measureSite({ root: ROOT, workDir, variants: { composed, monolith }, runs, log });
  log('  a repeat visit on a slow phone, with and without the service worker');
  results.repeatVisits = await measureRepeatVisits({ origin: composed, runs: Math.max(3, runs), log });
  log('  a second remote page in the same visit (the menu, then the cart)');
  results.secondPage = await measureSecondPage({ variants: { composed, monolith }, log }).catch((error) => {
    log(`  the second page could not be measured: ${error.message.split('\n')[0]}`);
    return undefined;
  });
  await Promise.all(servers.splice(0).map((s) => s.close()));
  return { runs, ...results };
}

function browserVersion() {
  try {
    return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const results = {
    meta: {
      startedAt: new Date(started).toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverageAtStart: os.loadavg(),
      // which browser measured (Debian updates it): Lighthouse's figures move with it
      browser: browserVersion(),
      command: `npm run bench${process.argv.length > 2 ? ' -- ' + process.argv.slice(2).join(' ') : ''}`,
      machine:
        process.env.BENCH_MACHINE_NOTE ??
        (os.loadavg()[0] > os.cpus().length * 0.5
          ? 'The machine was busy with other work when the run started (see the load average): absolute figures are noisy; compare the ratios.'
          : ''),
    },
    targets: TARGETS,
  };
  const errors = [];
  const step = async (name, fn) => {
    log(`${name}`);
    try {
      return await fn();
    } catch (error) {
      log(`  FAILED: ${error.message}`);
      errors.push({ step: name, message: error.message });
      return undefined;
    }
  };
  if (only.has('build') && !skipBuild) results.builds = await step('Builds', () => measureBuilds(ROOT, log));
  if (only.has('health')) results.health = await step("Release-health reporting: what it adds to a diner's first load", () => measureHealthBytes(ROOT));
  if (only.has('site')) results.site = await step('Site: Lighthouse, composed vs monolith', siteBench);
  await stopAll();
  if (only.has('firstbyte')) results.firstByte = await step('Site server: first byte and whole page of the pages it writes', firstByteBench);
  await stopAll();
  if (only.has('api')) {
    results.api = await step("API: menu through nginx vs a static file and vs Nest's ceiling, orders vs pgbench", () =>
      measureApi({
        root: ROOT,
        workDir,
        port: API_PORT,
        nginxPort: NGINX_PORT,
        staticPort: STATIC_PORT,
        ceilingPort: CEILING_PORT,
        adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        menuConnections: TARGETS.menuConnections,
        menuSeconds: 8,
        menuRounds: 2,
        ordersConnections: 10,
        ordersSeconds: 10,
        log,
      }),
    );
    if (results.api) results.api.menuSeconds = 8;
  }
  if (only.has('kitchen')) {
    results.kitchen = await step('Kitchen: a Friday evening, 300 orders over a compressed hour, three boards open', () =>
      measureKitchen({
        root: ROOT,
        workDir,
        portBase: KITCHEN_PORT_BASE,
        adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        orders: 300,
        seconds: 150,
        log,
      }),
    );
    await stopAll();
  }
  results.errors = errors;
  results.meta.finishedAt = new Date().toISOString();
  results.meta.durationSeconds = Math.round((Date.now() - started) / 1000);
  const checks = checkTargets(results);
  results.checks = checks;
  const findings = path.join(ROOT, 'bench', 'findings.md');
  let notes = fs.existsSync(findings) ? fs.readFileSync(findings, 'utf8') : '';
  if (errors.length) notes = `## Steps that failed\n\n${errors.map((e) => `- ${e.step}: ${e.message.split('\n')[0]}`).join('\n')}\n\n${notes}`;
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(results, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, 'report.md'), markdownReport(results, checks, notes));
  console.log('');
  console.log('target'.padEnd(44) + 'figure'.padEnd(14) + 'wanted'.padEnd(14) + 'met');
  for (const c of checks) console.log(`${c.name.padEnd(44)}${(String(c.value) + c.unit).padEnd(14)}${c.target.padEnd(14)}${c.met ? 'yes' : 'NO'}`);
  console.log('');
  log(
    `Report: ${path.relative(process.cwd(), path.join(outDir, 'report.md'))} and report.json (${checks.filter((c) => c.met).length} of ${checks.length} targets met${errors.length ? `, ${errors.length} step(s) failed` : ''})`,
  );
  return errors.length ? 1 : 0;
}

const overall = setTimeout(() => {
  log(`The benchmark took longer than ${OVERALL_TIMEOUT_MS / 60000} minutes: stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, OVERALL_TIMEOUT_MS);
overall.unref();

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
