import { spawn } from 'node:child_process';
import { TEST_JWT_SECRET } from './test-app';
import net from 'node:net';
import path from 'node:path';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built API (dist/main.js) as a separate process on PostgreSQL (or, with no address, on PGlite in memory);
 * `npm test` builds it first. `env` adds to or replaces its environment.
 */
export async function startApiProcess(
  databaseUrl: string | null,
  env: Record<string, string> = {},
): Promise<{ url: string; output: () => string; close(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', PGLITE_DATA_DIR: 'memory' }),
      API_PORT: String(port),
      SEED_DEMO_ACCOUNTS: 'false',
      REQUEST_LOGS: 'false',
      WRITE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (d) => (stderr += d));
  child.stdout!.on('data', (d) => (stdout += d));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => stdout + stderr,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
