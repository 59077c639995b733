import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { DatabaseSettings } from '../src/config/database';

export interface TestDatabase {
  name: string;
  settings: DatabaseSettings;
  drop(): Promise<void>;
}

const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;
const NEW_CLUSTER = path.resolve(__dirname, '..', '..', '.tmp', `pglite-${PGLITE_VERSION}-new-cluster.tar`);

/**
 * A new PGlite cluster as its initdb leaves it (no tables: every test database still runs every migration), made once
 * per PGlite version and kept in .tmp: starting from it takes about 0.6 s, making one about 3 s, for each of the
 * API's test databases on PGlite.
 */
async function newPgliteCluster(): Promise<Blob> {
  if (!fs.existsSync(NEW_CLUSTER)) {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    fs.mkdirSync(path.dirname(NEW_CLUSTER), { recursive: true });
    const partial = `${NEW_CLUSTER}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, NEW_CLUSTER);
  }
  return new Blob([fs.readFileSync(NEW_CLUSTER)]);
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
