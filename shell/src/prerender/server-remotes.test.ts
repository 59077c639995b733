/** @jest-environment node */
// Re-pinning a remote all day (a release, a roll-back, another release) must not grow the site server's memory or
// disk: the builds beyond the last few of each remote are let go. (What the process then holds is measured in real
// Node, on the built server: e2e/server-builds.spec.ts; jest keeps every module it loads in its own registry.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-remotes-'));
process.env.SERVER_REMOTES_DIR = path.join(dir, 'installed');

const { installServerBuilds, installedBuilds, serverRoutes, SERVER_BUILDS_KEPT } = require('./server-remotes') as typeof import('./server-remotes');

/** A release's server build: a module that says which release it is. */
const build = (n: number) => Buffer.from(`module.exports = { default: function release${n}() { return null; }, release: ${n}, };\n`);

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
  for (let n = 1; n <= 20; n++) {
    current = build(n);
    const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_menu', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
    await installServerBuilds(remotesFile);
    const routes = await serverRoutes('mf_menu', remotesFile);
    expect((routes?.module as { release: number }).release).toBe(n);
    const { loaded, files } = installedBuilds();
    expect(loaded).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
    await new Promise((r) => setTimeout(r, 20)); // the old file's removal is not waited for
    expect(files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT + 1);
  }
  expect(installedBuilds().files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
});
