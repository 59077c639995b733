import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import type { AppConfig } from '../src/config/app-config';
import { DEMO_ACCOUNTS } from '../src/users/demo-accounts';
import { seedDemoAccounts } from '../src/users/demo-seeder';
import { type Role } from 'shared-lib/domain';
import { readEventStream } from 'shared-lib/event-stream';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: NestExpressApplication;
  /** Where the app listens (for streams that supertest cannot read). */
  url: string;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  /** A token of the demo account of each role. */
  tokens: Record<Role, string>;
  close(): Promise<void>;
}

// Tests look up many unknown codes, sign in and write often: those limits are raised, except where a test checks them.
/** The tests' session secret: random per run, as `npm start` makes one per data folder. */
export const TEST_JWT_SECRET = randomBytes(32).toString('hex');
export const TEST_CONFIG: Partial<AppConfig> = {
  requestLogs: false,
  seedDemoAccounts: false,
  seedDemoGallery: false,
  authRateLimit: 1000,
  codeGuessLimit: 100000,
  writeLimitScale: 1000,
  ordersOutsideHours: true,
  jwtSecret: TEST_JWT_SECRET,
  streamRecheckMs: 200,
  tokenReuseSeconds: 1,
};

/** Starts the API on a test database, with one signed-in demo account per role. */
export async function startTestApp(db: TestDatabase, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const app = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, ...config } });
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  const dataSource = app.get(DataSource);
  await seedDemoAccounts(dataSource);
  const http = request(app.getHttpServer());
  const tokens = {} as Record<Role, string>;
  for (const account of DEMO_ACCOUNTS) {
    const res = await http.post('/api/auth/login').send({ email: account.email, password: account.password });
    if (res.status !== 200) throw new Error(`login of ${account.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    tokens[account.role] = res.body.data.token;
  }
  return {
    app,
    url: url.replace('[::1]', '127.0.0.1'),
    http,
    dataSource,
    tokens,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Reads a server-sent event stream with fetch, collecting events as they come. */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: Array<{ type: string; data: unknown }> = [];
  const controller = new AbortController();
  const ready = fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal }).then((res) => {
    if (res.body) void readEventStream(res.body, (e) => events.push(e)).catch(() => undefined);
    return res.status;
  });
  return {
    events,
    status: ready,
    async waitFor(predicate: (e: { type: string; data: unknown }) => boolean, timeoutMs = 1000): Promise<{ type: string; data: unknown }> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => controller.abort(),
  };
}
