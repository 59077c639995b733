/** @jest-environment node */
// The remotes' server builds: chosen and installed in the site server's main thread (server-builds.ts), loaded by its
// render threads (load-server-build.ts). Re-pinning a remote all day (a release, a roll-back, another release) must
// not grow the server's memory or disk: the builds beyond the last few of each remote are let go. (What the process
// then holds is measured in real Node, on the built server: e2e/server-builds.spec.ts; jest keeps every module it
// loads in its own registry.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-builds-'));
process.env.SERVER_REMOTES_DIR = path.join(dir, 'installed');

const { createServerBuilds, SERVER_BUILDS_KEPT } = require('./server-builds') as typeof import('./server-builds');
const { loadServerBuild, loadedServerBuilds } = require('./load-server-build') as typeof import('./load-server-build');

/** A remote's registration, as registerRemote returns it. */
const REGISTRATION = `registration: { remote: 'menu', styles: [], translations: {}, slices: [] }`;
/** A release's server build: a module that says which release it is. */
const build = (n: number) => Buffer.from(`module.exports = { default: function release${n}() { return null; }, release: ${n}, ${REGISTRATION} };\n`);
/** The release the build chosen for this page is. */
const releaseOf = async (builds: ReturnType<typeof createServerBuilds>, page: string) => {
  const chosen = await builds.buildFor(page);
  return chosen ? (loadServerBuild(chosen).module as { release: number }).release : undefined;
};

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
  const builds = createServerBuilds({ remotesFile });
  for (let n = 1; n <= 20; n++) {
    current = build(n);
    const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
    fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_menu', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
    expect(await releaseOf(builds, '/en/menu')).toBe(n);
    expect(loadedServerBuilds()).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
    expect(builds.installedFiles().length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
  }
  expect(builds.installedFiles().length).toBeLessThanOrEqual(SERVER_BUILDS_KEPT);
  builds.close();
});

it('does not run a build that does not register itself (built before the registration export): its pages are left to the browser', () => {
  const file = path.join(dir, 'unregistered.js');
  fs.writeFileSync(file, 'module.exports = { default: function () { return null; } };');
  expect(() => loadServerBuild({ remote: 'mf_menu', key: 'mf_menu:old', file })).toThrow(
    "mf_menu:old has no 'registration' export (built before remotes registered themselves): it is rendered in the browser",
  );
});

it('installs one build from two site servers sharing the folder at once: each gets it, nothing half-written is left', async () => {
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  current = build(99);
  const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
  const remotesFile = path.join(dir, 'remotes-two.json');
  fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_cart', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
  const servers = [createServerBuilds({ remotesFile }), createServerBuilds({ remotesFile })];
  const chosen = await Promise.all(servers.map((b) => b.buildFor('/en/cart')));
  expect(chosen.map((c) => c?.key)).toEqual([`mf_cart:${serverSha256}`, `mf_cart:${serverSha256}`]);
  expect(fs.readFileSync(chosen[0]!.file)).toEqual(current);
  expect(fs.readdirSync(path.join(dir, 'installed')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  expect(warnings.mock.calls.flat().filter((m) => String(m).includes('cannot render'))).toEqual([]);
  warnings.mockRestore();
  for (const b of servers) b.close();
});

it('leaves a refused build to the browser while its refusal lasts', async () => {
  current = build(7);
  const serverSha256 = crypto.createHash('sha256').update(current).digest('hex');
  const remotesFile = path.join(dir, 'remotes-refused.json');
  fs.writeFileSync(remotesFile, JSON.stringify([{ name: 'mf_menu', entry: `${origin}/remoteEntry.js`, serverSha256 }]));
  const builds = createServerBuilds({ remotesFile });
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  builds.refuse(`mf_menu:${serverSha256}`);
  expect(await builds.buildFor('/en/menu')).toBeUndefined();
  expect(builds.refused()).toEqual([`mf_menu:${serverSha256}`]);
  warnings.mockRestore();
  builds.close();
});

describe('a release names its own server build', () => {
  // three releases of mf_booking, each a manifest naming its server build and the build beside it
  const releases = new Map<string, Buffer>();
  const hashOf = (code: Buffer) => crypto.createHash('sha256').update(code).digest('hex');
  let releaseServer: http.Server;
  let base = '';
  beforeAll(async () => {
    const { CONTRACT_VERSION } = require('shared-lib') as { CONTRACT_VERSION: string };
    for (const n of [1, 2, 3])
      releases.set(`r${n}`, Buffer.from(`module.exports = { default: function () { return null; }, release: ${n}, ${REGISTRATION} };\n`));
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
  const renders = (file: string) => releaseOf(createServerBuilds({ remotesFile: file }), '/en/reservations');
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
