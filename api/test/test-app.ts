import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import type { AppConfig } from '../src/config/app-config';
import { DEMO_ACCOUNTS } from '../src/users/demo-accounts';
import { seedDemoAccounts } from '../src/users/demo-seeder';
import type { Role } from 'shared-lib/core';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  /** A token of the demo account of each role. */
  tokens: Record<Role, string>;
  close(): Promise<void>;
}

export const TEST_CONFIG: Partial<AppConfig> = { requestLogs: false, seedDemoAccounts: false, authRateLimit: 1000 };

/** Starts the API on a test database, with one signed-in demo account per role. */
export async function startTestApp(db: TestDatabase, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const app = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, ...config } });
  await app.init();
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
