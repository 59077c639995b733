/** @jest-environment node */
// Re-pinning a remote all day (a release, a roll-back, another release) must not grow the site server's memory or
// disk: the builds beyond the last few of each remote are let go.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

// a full garbage collection before each reading (what the figures are about: what is still held)
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** What the process holds: its JavaScript heap and its buffers, in MB (RSS too, for the report). */
function held(): { heldMb: number; rssMb: number } {
  collectGarbage();
  const m = process.memoryUsage();
  return { heldMb: Math.round((m.heapUsed + m.arrayBuffers) / 1048576), rssMb: Math.round(m.rss / 1048576) };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-remotes-'));
process.env.SERVER_REMOTES_DIR = path.join(dir, 'installed');

const { installServerBuilds, installedBuilds, serverRoutes, SERVER_BUILDS_KEPT } = require('./server-remotes') as typeof import('./server-remotes');

/** A release's server build: a module holding 8 MB, so one that is never let go shows in the process's memory. */
const build = (n: number) => Buffer.from(`module.exports = { default: function release${n}() { return null; }, release: ${n}, weight: Buffer.alloc(8 * 1024 * 1024, ${n % 250}) };\n`);

let server: http.Server;
let origin = '';
let current = build(0);
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.endsWith('/server/routes.js')) res.end(current);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it(`keeps at most ${SERVER_BUILDS_KEPT} builds of a remote in memory and on disk across 20 re-pins, and serves the one pinned`, async () => {
  const remotesFile = path.join(dir, 'remotes.json');
  const figures: Array<{ heldMb: number; rssMb: number }> = [];
  for (let n = 1; n <= 20; n++) {
    current = build(n);
    const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_menu', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
    await installServerBuilds(remotesFile);
    const routes = await serverRoutes('mf_menu', remotesFile);
    expect((routes?.module as { release: number }).release).toBe(n);
    const { loaded, files } = installedBuilds();
    expect(loaded).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
    if (n === SERVER_BUILDS_KEPT || n === 20) figures.push(held());
    await new Promise((r) => setTimeout(r, 20)); // the old file's removal is not waited for
    expect(files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT + 1);
  }
  expect(installedBuilds().files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
  const [full, last] = figures as [{ heldMb: number; rssMb: number }, { heldMb: number; rssMb: number }];
  console.log(`held (heap + buffers) with ${SERVER_BUILDS_KEPT} builds in: ${full.heldMb} MB, after 20 pins: ${last.heldMb} MB; RSS ${full.rssMb} MB and ${last.rssMb} MB`);
  // 17 more builds of 8 MB each were pinned: none of them may still be held (one build's worth of noise allowed)
  expect(last.heldMb - full.heldMb).toBeLessThan(8);
});
