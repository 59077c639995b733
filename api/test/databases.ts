import { Client } from 'pg';
import type { DatabaseSettings } from '../src/config/database';
import { newPgliteCluster } from './new-pglite-cluster';

export interface TestDatabase {
  name: string;
  settings: DatabaseSettings;
  drop(): Promise<void>;
}

/** PGlite in memory always; PostgreSQL too when DATABASE_URL is set, each run in a database of its own. */
export function testDatabases(): Array<[string, () => Promise<TestDatabase>]> {
  const list: Array<[string, () => Promise<TestDatabase>]> = [
    [
      'PGlite',
      async () => ({ name: 'PGlite', settings: { kind: 'pglite', dataDir: 'memory', loadDataDir: await newPgliteCluster() }, drop: async () => undefined }),
    ],
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    list.push([
      'PostgreSQL',
      async () => {
        const dbName = `api_test_${process.pid}_${Date.now().toString(36)}`;
        const admin = new Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${dbName}`);
        await admin.end();
        const testUrl = new URL(url);
        testUrl.pathname = `/${dbName}`;
        return {
          name: 'PostgreSQL',
          settings: { kind: 'postgresql', url: testUrl.toString() },
          drop: async () => {
            const c = new Client({ connectionString: url });
            await c.connect();
            await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
            await c.end();
          },
        };
      },
    ]);
  }
  return list;
}
