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
    expect((routes!.module as { release: number }).release).toBe(n);
    const { loaded, files } = installedBuilds();
    expect(loaded).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
    await new Promise((r) => setTimeout(r, 20)); // the old file's removal is not waited for
    expect(files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT + 1);
  }
  expect(installedBuilds().files.length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
});

it('installs one build from several render threads at once (one process, one pid): each gets it', async () => {
  // two instances of the module, as two render threads of one process have (each installs what remotes.json pins)
  const threads = [0, 1].map(() => {
    let instance: typeof import('./server-remotes') | undefined;
    jest.isolateModules(() => {
      instance = require('./server-remotes') as typeof import('./server-remotes');
    });
    return instance!;
  });
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  current = build(99);
  const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
  const remotesFile = path.join(dir, 'remotes-threads.json');
  fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_cart', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
  const routes = await Promise.all(threads.map(async (thread) => (await thread.installServerBuilds(remotesFile), thread.serverRoutes('mf_cart', remotesFile))));
  expect(routes.map((r) => (r?.module as { release: number } | undefined)?.release)).toEqual([99, 99]);
  expect(fs.readdirSync(path.join(dir, 'installed')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  // neither thread gave up on the remote's pages (it did when both wrote, then renamed, one temporary file: ENOENT)
  expect(warnings.mock.calls.flat().filter((m) => String(m).includes('cannot render'))).toEqual([]);
  warnings.mockRestore();
});

describe('a release names its own server build', () => {
  // three releases of mf_booking, each a manifest naming its server build and the build beside it
  const releases = new Map<string, Buffer>();
  const hashOf = (code: Buffer) => crypto.createHash('sha256').update(code).digest('hex');
  let releaseServer: http.Server;
  let base = '';
  beforeAll(async () => {
    const { CONTRACT_VERSION } = require('shared-lib') as { CONTRACT_VERSION: string };
    for (const n of [1, 2, 3]) releases.set(`r${n}`, Buffer.from(`module.exports = { default: function () { return null; }, release: ${n} };\n`));
    releaseServer = http.createServer((req, res) => {
      const [, release, ...rest] = (req.url ?? '').split('/');
      const code = releases.get(release ?? '');
      if (!code) return void res.writeHead(404).end();
      if (rest.join('/') === 'server/routes.js') return void res.end(code);
      if (rest.join('/') === 'mf-manifest.json')
        return void res.end(JSON.stringify({ name: 'mf_booking', metaData: { contractVersion: CONTRACT_VERSION, serverSha256: hashOf(code) } }));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => releaseServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(releaseServer.address() as AddressInfo).port}`;
  });
  afterAll(() => releaseServer.close());

  const point = (file: string, release: string, pin?: string) =>
    fs.writeFileSync(file, JSON.stringify([{ name: 'mf_booking', entry: `${base}/${release}/mf-manifest.json`, ...(pin ? { serverSha256: pin } : {}) }]));
  const renders = async (file: string) => ((await serverRoutes('mf_booking', file))?.module as { release?: number } | undefined)?.release;
  const wait = () => new Promise((r) => setTimeout(r, 2100)); // past the manifest's reuse time

  it('renders the release the entry points to; pointing the entry back rolls the server back, with no other step; an unpinned build is not run', async () => {
    const file = path.join(dir, 'booking-remotes.json');
    point(file, 'r1', hashOf(releases.get('r1')!));
    expect(await renders(file)).toBe(1);
    point(file, 'r2', hashOf(releases.get('r2')!));
    await wait();
    expect(await renders(file)).toBe(2);
    // roll-back: only the entry goes back; the pin still names release 2's build
    point(file, 'r1', hashOf(releases.get('r2')!));
    await wait();
    expect(await renders(file)).toBe(1);
    // a release whose build was never pinned here: rendered in the browser only
    point(file, 'r3', hashOf(releases.get('r2')!));
    await wait();
    expect(await renders(file)).toBeUndefined();
  }, 20000);
});
