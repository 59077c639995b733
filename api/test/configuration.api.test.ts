import { loadAppConfig } from '../src/config/app-config';
import { startApiProcess } from './api-process';

/**
 * Security round four: the API runs on the output of its configuration schema. An empty variable (`VAR= npm start`)
 * passed the schema as unset, but the settings were read from the raw environment: `JWT_EXPIRES_IN_SECONDS=` signed
 * tokens that ran out at once, `AUTH_RATE_LIMIT=` refused every sign-in, an empty `API_PORT` listened on a random port.
 */
describe('the API runs on its checked configuration (security round four)', () => {
  it('reads an empty value as its default, never as 0', () => {
    const config = loadAppConfig({ JWT_EXPIRES_IN_SECONDS: '', AUTH_RATE_LIMIT: '', API_PORT: '', STREAMS_PER_CLIENT: '', MAIL_POLL_MS: '' });
    expect(config).toMatchObject({ jwtExpiresInSeconds: 900, authRateLimit: 10, apiPort: 3010, apiHost: '127.0.0.1', streamsPerClient: 100, mailPollMs: 5000 });
  });

  it('refuses a value its schema refuses, naming it', () => {
    expect(() => loadAppConfig({ API_PORT: '0' })).toThrow('API_PORT must be between 1 and 65535');
    expect(() => loadAppConfig({ JWT_EXPIRES_IN_SECONDS: '0' })).toThrow('JWT_EXPIRES_IN_SECONDS must be between 60 and 86400');
  });

  it('a started API with empty values signs 15-minute tokens and lets sign-ins through up to the default limit', async () => {
    const api = await startApiProcess(null, { JWT_EXPIRES_IN_SECONDS: '', AUTH_RATE_LIMIT: '', SEED_DEMO_ACCOUNTS: 'true', SEED_DEMO_GALLERY: 'false' });
    try {
      const login = (email: string, password: string) =>
        fetch(`${api.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      const res = await login('customer@pizzainn.az', 'Customer123!');
      expect(res.status).toBe(200);
      const { token } = ((await res.json()) as { data: { token: string } }).data;
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
      expect(payload.exp - payload.iat).toBe(900);
      const me = await fetch(`${api.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      // nine more attempts are answered (10 in the minute from one client), the eleventh is refused; each names
      // another address, so that no account's own limit is what refuses
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(`nobody${i}@example.com`, 'wrong-password-1')).status);
      expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
      expect(statuses[9]).toBe(429);
    } finally {
      await api.close();
    }
  });
});

/** Issue 59: a terminal a person reads in development, JSON for a log collector in production, one line for a refused start. */
describe('what the API prints', () => {
  it("in development, readable lines and none of Nest's start-up chatter; with LOG_FORMAT=json, JSON lines with it", async () => {
    const development = await startApiProcess(null, { NODE_ENV: 'development', SEED_DEMO_GALLERY: 'false', REQUEST_LOGS: 'true' });
    await fetch(`${development.url}/api/menu/categories?lang=en`);
    await development.close();
    const lines = development.output().split('\n').filter(Boolean);
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(development.output()).not.toMatch(/InstanceLoader|RouterExplorer|Mapped \{/);
    // a request is one line a person reads (its time, level, what and how long), nothing more
    expect(lines.filter((l) => l.includes('/api/menu/categories'))).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/menu\/categories\?lang=en 200 \d+ ms$/),
    ]);
    expect(lines.length).toBeLessThan(10);

    const production = await startApiProcess(null, { NODE_ENV: 'development', LOG_FORMAT: 'json', SEED_DEMO_GALLERY: 'false' });
    await production.close();
    const json = production
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; context?: string });
    expect(json.some((l) => l.context === 'RoutesResolver')).toBe(true);
    expect(json.some((l) => l.msg.startsWith('API listening on http://127.0.0.1:'))).toBe(true);
  });

  it('a database that does not answer stops it with one line naming DATABASE_URL', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const r = spawnSync(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' },
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(r.status).toBe(1);
    const said = (r.stdout + r.stderr).trim().split('\n');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^The API could not reach its database \(.*\): start PostgreSQL or fix DATABASE_URL/);
  });

  it('a port in use stops it with one line naming API_PORT', async () => {
    const { spawn } = await import('node:child_process');
    const net = await import('node:net');
    const path = await import('node:path');
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      const child = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          NODE_ENV: 'development',
          JWT_SECRET: 'x'.repeat(40),
          DATABASE_URL: '',
          PGLITE_DATA_DIR: 'memory',
          API_PORT: String(port),
          SMTP_HOST: '127.0.0.1',
        },
      });
      let said = '';
      child.stdout.on('data', (d) => (said += d));
      child.stderr.on('data', (d) => (said += d));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(said.trim().split('\n')).toEqual([expect.stringMatching(/^The API could not listen: .*EADDRINUSE.*set API_PORT/)]);
    } finally {
      taken.close();
    }
  }, 60000);
});
