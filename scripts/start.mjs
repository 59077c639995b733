// npm start: builds what is not built, then serves the composed site: the API (PGlite, or PostgreSQL with
// DATABASE_URL), each remote from its own port as a separate deployment would, and the shell, which
// forwards /api to the API and serves remotes.json fresh on every request.
//
// Options (all optional):
//   --port-base N      shell on N, remotes on N+1..N+4, API on N+10 (default 3000, or PORT_BASE)
//   --host H           interface to listen on (default 127.0.0.1, or HOST)
//   --data-dir DIR     PGlite data folder (default data/pglite, or PGLITE_DATA_DIR)
//   --remotes-file F   the remotes.json to serve (default shell/dist/remotes.json; written for the ports if missing)
//   --no-build         serve what is built, build nothing
//   --no-api           start no API: /api goes to whatever listens on port-base + 10 (scripts/cluster.mjs puts nginx there)
//
// Without SMTP_HOST, e-mails go to a development inbox (MailDev): SMTP on port-base + 25, its web page on port-base + 80.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { requireNode24 } from './node-check.mjs';
import { superviseApi } from './supervise.mjs';
import { freePort, portsFrom, REMOTE_PACKAGES, ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const { createStaticServer } = require('../shared-lib/build/serve.js');
const { pinServerBuilds } = require('../shared-lib/build/server-builds.js');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

// an empty variable (`HOST= npm start`) is an unset one, as for the API's own settings
const base = Number(option('port-base', process.env.PORT_BASE || 3000));
const host = option('host', process.env.HOST || '127.0.0.1');
const ports = portsFrom(base);
const dataDir = path.resolve(ROOT, option('data-dir', process.env.PGLITE_DATA_DIR || 'data/pglite'));
const publicHost = host === '0.0.0.0' ? 'localhost' : host;
requireNode24();
console.log(`npm start on Node ${process.version}`);

function remotesFor(p) {
  return Object.entries(p.remotes).map(([name, port]) => ({ name, entry: `http://${publicHost}:${port}/mf-manifest.json` }));
}

/** The remotes this start serves from this checkout: federation name -> package folder. */
const LOCAL_REMOTE_DIRS = Object.fromEntries(Object.entries(REMOTE_PACKAGES).map(([name, dir]) => [name, path.join(ROOT, dir)]));

/**
 * Deploying the remotes of this checkout: the entries of remotes.json that point at them get the hashes of their
 * server builds (a rebuild changes them); entries pointing elsewhere (a release, another host) are kept as they are.
 */
function writeRemotesFile(file, remotes) {
  const ours = new Set(remotesFor(ports).map((r) => r.entry));
  const local = Object.fromEntries(remotes.filter((r) => ours.has(r.entry)).map((r) => [r.name, LOCAL_REMOTE_DIRS[r.name]]));
  const text = JSON.stringify(pinServerBuilds(remotes, local), null, 2) + '\n';
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

async function waitForApi(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The API's session secret when JWT_SECRET is not given: random, made once per data folder and kept beside it
 * (`<data folder>/../.jwt-secret`, readable by this user only), so sign-ins survive a restart and no two
 * installations share a secret. The API refuses the published development secret.
 */
function sessionSecret() {
  const file = path.join(path.dirname(dataDir), '.jwt-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // none yet
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Whether the built remotes.json names remotes on this machine at ports this start does not use (left by a run on
 * another port base, such as the resilience run): then it is written again for these ports. A file pointing
 * elsewhere (a release, another host) is kept as it is.
 */
function pointsAtOtherLocalPorts(file) {
  try {
    const ours = new Set(Object.values(remotesFor(ports)).map((r) => r.entry));
    return JSON.parse(fs.readFileSync(file, 'utf8')).some(
      (r) => /^http:\/\/(127\.0\.0\.1|localhost):\d+\/mf-manifest\.json$/.test(r.entry) && !ours.has(r.entry),
    );
  } catch {
    return false;
  }
}

/**
 * MailDev, a development SMTP server with a web page listing what arrived, for a site started without SMTP settings:
 * order, booking and newsletter e-mails can be read there instead of reaching anyone. It listens on loopback only, and
 * its page is reached through a small proxy of ours (MailDev has no setting for either rule) that answers loopback Host
 * names only, refuses requests and WebSocket upgrades from another origin and drops MailDev's
 * `Access-Control-Allow-Origin: *`: a page on another site, or a host name rebound to this machine, cannot read the
 * messages (password-reset and e-mail-change links among them) or delete them (security rounds three and four). Never started with NODE_ENV=production (e-mails then wait in the outbox).
 */
async function startDevelopmentInbox() {
  const smtpPort = base + 25;
  const webPort = base + 80;
  // MailDev's own page: a free loopback port and credentials of this run only, which the proxy below adds (MailDev
  // answers every origin with CORS, so it must not answer anyone else)
  const innerPort = await freePort();
  const user = 'inbox';
  const password = crypto.randomBytes(18).toString('base64url');
  // MailDev's command as npm installed it (its package exports an ES module entry only, no `package.json`)
  const bin = fileURLToPath(new URL('bin/maildev.js', import.meta.resolve('maildev')));
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(innerPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--web-user',
      user,
      '--web-pass',
      password,
      '--silent',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  child.on('exit', (code) => {
    if (code) console.error(`The development inbox stopped (exit ${code}); e-mails wait in the outbox.`);
  });
  const express = require('express');
  const { createProxyMiddleware } = require('http-proxy-middleware');
  const proxy = createProxyMiddleware({
    target: `http://127.0.0.1:${innerPort}`,
    ws: true,
    headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    on: {
      proxyRes: (proxyRes) => {
        for (const name of Object.keys(proxyRes.headers)) if (name.startsWith('access-control-')) delete proxyRes.headers[name];
      },
    },
  });
  const app = express();
  app.use((req, res, next) => {
    if (!inboxAnswers(req) || req.method === 'OPTIONS') return void res.status(403).type('text/plain').send(INBOX_REFUSAL);
    next();
  });
  app.use(proxy);
  const server = app.listen(webPort, '127.0.0.1');
  // WebSocket upgrades (the page's live list) are held to the same rule as every other request
  server.on('upgrade', (req, socket, head) => {
    if (inboxAnswers(req)) return proxy.upgrade(req, socket, head);
    socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${INBOX_REFUSAL}`);
  });
  return { child, server, smtpPort, webPort };
}

const INBOX_REFUSAL = 'The development inbox answers its own page on this machine only.';
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the development inbox answers a request (HTTP or WebSocket upgrade): its Host must be a loopback name, so a
 * host name rebound to 127.0.0.1 by another site's DNS gets nothing, and its Origin, when sent, the inbox's own
 * address, so a page on another origin can neither read nor follow the e-mails (password-reset links among them).
 */
function inboxAnswers(req) {
  let host;
  try {
    host = new URL(`http://${req.headers.host ?? ''}`);
  } catch {
    return false;
  }
  if (!LOOPBACK_NAMES.has(host.hostname)) return false;
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === host.host;
  } catch {
    return false;
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) await build();

  let remotesFile = option('remotes-file');
  if (remotesFile) {
    remotesFile = path.resolve(ROOT, remotesFile);
    fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
    writeRemotesFile(remotesFile, fs.existsSync(remotesFile) ? JSON.parse(fs.readFileSync(remotesFile, 'utf8')) : remotesFor(ports));
  } else {
    remotesFile = path.join(ROOT, 'shell', 'dist', 'remotes.json');
    writeRemotesFile(remotesFile, base !== 3000 || pointsAtOtherLocalPorts(remotesFile) ? remotesFor(ports) : JSON.parse(fs.readFileSync(remotesFile, 'utf8')));
  }

  const siteUrl = process.env.SITE_URL || `http://${publicHost}:${ports.shell}`;
  const env = { ...process.env, API_PORT: String(ports.api), API_HOST: '127.0.0.1', JWT_SECRET: process.env.JWT_SECRET || sessionSecret(), SITE_URL: siteUrl };
  if (!process.env.DATABASE_URL) env.PGLITE_DATA_DIR = dataDir;
  const withApi = !process.argv.includes('--no-api');
  const inbox = withApi && !process.env.SMTP_HOST && process.env.NODE_ENV !== 'production' ? await startDevelopmentInbox() : null;
  if (inbox) Object.assign(env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.smtpPort), SMTP_SECURE: 'false' });
  // kept running: a crash or a kill is said in one line and the API is started again (scripts/supervise.mjs)
  const api = withApi
    ? superviseApi({ name: 'The API', args: [path.join(ROOT, 'api', 'dist', 'main.js')], env, healthUrl: `http://127.0.0.1:${ports.api}/api/health` })
    : null;
  const servers = [];
  const stop = async (code = 0) => {
    await api?.stop();
    inbox?.child.kill('SIGTERM');
    inbox?.server.close();
    await Promise.all(servers.map((s) => s.close()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  for (const [name, port] of Object.entries(ports.remotes)) {
    const pkgDir = path.join(ROOT, REMOTE_PACKAGES[name]);
    servers.push(
      await createStaticServer({ dir: path.join(pkgDir, 'dist'), port, host, mounts: [{ prefix: '/releases', dir: path.join(pkgDir, 'releases') }] }),
    );
  }
  servers.push(
    // the site's server: the shell's files, the API at /api, and every page (shell/src/server, built by now)
    await require('../shell/dist-server/site-server.js').createSiteServer({
      dir: path.join(ROOT, 'shell', 'dist'),
      port: ports.shell,
      host,
      apiTarget: `http://127.0.0.1:${ports.api}`,
      remotesFile,
      siteUrl,
    }),
  );
  if (api) {
    try {
      await api.ready;
    } catch (error) {
      console.error(`${error.message} The site was stopped: fix what the API said above, then run npm start again.`);
      await stop(1);
    }
  } else await waitForApi(`http://127.0.0.1:${ports.api}/api/health`);

  console.log('');
  console.log(`  The site is ready:  http://${publicHost}:${ports.shell}/`);
  console.log(`  Node:               ${process.version} (${process.execPath})`);
  console.log(`  API:                http://127.0.0.1:${ports.api}/api (also at /api on the site)`);
  for (const [name, port] of Object.entries(ports.remotes)) console.log(`  ${REMOTE_PACKAGES[name].padEnd(19)} http://${publicHost}:${port}/mf-manifest.json`);
  if (inbox) console.log(`  e-mail inbox:       http://127.0.0.1:${inbox.webPort}/ (development, this machine only: every e-mail the site sends lands here)`);
  else if (withApi && process.env.SMTP_HOST) console.log(`  e-mail:             SMTP ${process.env.SMTP_HOST}:${process.env.SMTP_PORT ?? ''}`);
  else if (withApi) console.log('  e-mail:             none sent (NODE_ENV=production without SMTP_HOST: e-mails wait in the outbox)');
  console.log(`  remotes.json:       ${remotesFile}`);
  console.log(`  database:           ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
  console.log('');
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
