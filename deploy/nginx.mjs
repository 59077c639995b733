// Renders deploy/nginx.conf.template and runs nginx (Debian's package) in the foreground with it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Writes `<prefix>/nginx.conf` for nginx listening on `listen`, spreading /api over `upstreams` (host:port). */
export function renderNginxConfig({ prefix, listen, upstreams }) {
  fs.mkdirSync(prefix, { recursive: true });
  const conf = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{UPSTREAMS}}', upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n'));
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`);
  return file;
}

/** Starts nginx with the rendered configuration; resolves when it listens. */
export async function startNginx({ prefix, listen, upstreams }) {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install it with "apt-get install -y nginx" or set NGINX_PATH.`);
  const file = renderNginxConfig({ prefix, listen, upstreams });
  const child = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://${listen}`;
  const until = Date.now() + 10000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${listen}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
