// npm run start:cluster: the composed site over two API processes behind nginx, on one PostgreSQL.
// Needs DATABASE_URL (PGlite lives inside one process and cannot be shared) and Debian's nginx.
//
//   shell and remotes   port-base .. port-base + 4 (as npm start)
//   nginx               port-base + 10, where the shell forwards /api
//   API processes       port-base + 11 and port-base + 12 (API_INSTANCE api-1 and api-2)
//
// Options: --port-base N (default 3000, or PORT_BASE), --no-build.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { startNginx } from '../deploy/nginx.mjs';
import { build } from './build.mjs';
import { superviseApi } from './supervise.mjs';
import { ROOT } from './packages.mjs';

const i = process.argv.indexOf('--port-base');
const base = Number(i === -1 ? process.env.PORT_BASE || 3000 : process.argv[i + 1]);
if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL: several API processes share one PostgreSQL database.');
  process.exit(1);
}

const children = [];
const apis = [];
let nginx;
const stop = async (code = 0) => {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(apis.map((a) => a.stop()));
  await nginx?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** One API process, kept running (scripts/supervise.mjs): while one restarts, nginx sends its requests to the other. */
async function startApi(port, instance) {
  const api = superviseApi({
    name: instance,
    args: [path.join(ROOT, 'api', 'dist', 'main.js')],
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', API_INSTANCE: instance },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
  });
  apis.push(api);
  await api.ready;
}

async function main() {
  if (!process.argv.includes('--no-build')) await build();
  // Both instances must sign and check sessions with the same secret: one for this cluster unless one is given.
  process.env.JWT_SECRET ||= crypto.randomBytes(32).toString('hex');
  // One at a time: the first runs the migrations.
  await startApi(base + 11, 'api-1');
  await startApi(base + 12, 'api-2');
  nginx = await startNginx({
    prefix: path.join(ROOT, '.tmp', `cluster-${base}`),
    listen: `127.0.0.1:${base + 10}`,
    upstreams: [`127.0.0.1:${base + 11}`, `127.0.0.1:${base + 12}`],
  });
  console.log(`nginx on ${nginx.url} spreads /api over api-1 (:${base + 11}) and api-2 (:${base + 12})`);
  const site = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build', '--no-api', '--port-base', String(base)], { stdio: 'inherit' });
  children.push(site);
  site.on('exit', (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error.message ?? error);
  void stop(1);
});
