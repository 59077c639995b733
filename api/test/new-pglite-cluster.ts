import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;
const NEW_CLUSTER = path.resolve(__dirname, '..', '..', '.tmp', `pglite-${PGLITE_VERSION}-new-cluster.tar`);

/**
 * A new PGlite cluster as its initdb leaves it (no tables: every test database still runs every migration), made once
 * per PGlite version and kept in .tmp (jest's global set-up makes it before the workers start): starting from it takes
 * about 0.6 s, making one about 3 s, for each of the API's test databases on PGlite.
 */
export async function newPgliteCluster(): Promise<Blob> {
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
