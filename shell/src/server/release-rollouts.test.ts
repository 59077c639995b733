/** @jest-environment node */
import type { RemoteLocation } from 'shared-lib';
import type { RemoteRollout } from 'shared-lib/requests';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chooseRemotes, createRolloutReader } from './release-rollouts';

const CART = 'http://127.0.0.1:3002';
const base: RemoteLocation[] = [
  { name: 'mf_menu', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
  { name: 'mf_cart', entry: `${CART}/mf-manifest.json`, serverSha256: 'a'.repeat(64), serverBuilds: ['b'.repeat(64)] },
];
const ref = (release: string, origin = CART, serverSha256: string | null = 'b'.repeat(64)) => ({
  release,
  entry: `${origin}/releases/${release}/mf-manifest.json`,
  serverSha256,
});
const rollout = (over: Partial<RemoteRollout>): RemoteRollout[] => [{ remote: 'mf_cart', current: null, candidate: null, share: 0, startedAt: null, ...over }];

describe('which releases a browser gets (remotes.json with the roll-outs applied)', () => {
  it('without a roll-out, remotes.json as it is', () => {
    expect(chooseRemotes(base, [], 7)).toEqual(base);
    expect(chooseRemotes(base, rollout({}), 7)).toEqual(base);
  });

  it('a browser below the share gets the release on a share, marked so, with the build its manifest named; one at or above it keeps remotes.json’s', () => {
    const rollouts = rollout({ candidate: ref('1.2.0'), share: 20 });
    expect(chooseRemotes(base, rollouts, 19)[1]).toEqual({
      name: 'mf_cart',
      entry: `${CART}/releases/1.2.0/mf-manifest.json`,
      serverSha256: 'b'.repeat(64),
      onShare: true,
      release: '1.2.0',
    });
    expect(chooseRemotes(base, rollouts, 20)[1]).toEqual(base[1]);
    // the menu is untouched either way
    expect(chooseRemotes(base, rollouts, 0)[0]).toEqual(base[0]);
  });

  it('a release rolled back (share 0) goes to nobody; a promoted one to everyone, over remotes.json', () => {
    expect(chooseRemotes(base, rollout({ candidate: ref('1.2.0'), share: 0 }), 0)[1]).toEqual(base[1]);
    const promoted = rollout({ current: ref('1.2.0', CART, null) });
    expect(chooseRemotes(base, promoted, 99)[1]).toEqual({ name: 'mf_cart', entry: `${CART}/releases/1.2.0/mf-manifest.json`, release: '1.2.0' });
    // a release on a share beside a promoted one: below the share the new, above it the promoted
    const both = rollout({ current: ref('1.2.0'), candidate: ref('1.3.0'), share: 50 });
    expect(chooseRemotes(base, both, 10)[1]!.entry).toBe(`${CART}/releases/1.3.0/mf-manifest.json`);
    expect(chooseRemotes(base, both, 60)[1]!.entry).toBe(`${CART}/releases/1.2.0/mf-manifest.json`);
  });

  it('a server build the operator does not trust (not the pin, not in serverBuilds) is never named: those pages are rendered in the browser', () => {
    const untrusted = rollout({ candidate: ref('1.2.0', CART, 'c'.repeat(64)), share: 100 });
    expect(chooseRemotes(base, untrusted, 0)[1]).toEqual({
      name: 'mf_cart',
      entry: `${CART}/releases/1.2.0/mf-manifest.json`,
      onShare: true,
      release: '1.2.0',
    });
  });

  it('a release from an origin remotes.json does not list for the remote is never given (the pages’ CSP allows those alone)', () => {
    expect(chooseRemotes(base, rollout({ candidate: ref('6.6.6', 'https://elsewhere.example'), share: 100 }), 0)).toEqual(base);
    expect(chooseRemotes(base, rollout({ current: ref('6.6.6', 'http://127.0.0.1:3001') }), 0)).toEqual(base);
    // an address that is no address at all (an API answer gone wrong) changes nothing either
    expect(chooseRemotes(base, rollout({ candidate: { release: 'x', entry: 'not a url', serverSha256: null }, share: 100 }), 0)).toEqual(base);
  });
});

describe('the roll-out reader of a site server', () => {
  let answer: () => [number, string];
  let server: http.Server;
  let api = '';
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rollouts-')), 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(base));
  const onShare = JSON.stringify({ success: true, data: rollout({ candidate: ref('1.2.0'), share: 30 }) });

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      const [status, body] = answer();
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  /** A request with this Cookie header, and a response that keeps what is appended to it. */
  const exchange = (cookie?: string) => {
    const headers: Array<[string, string]> = [];
    const req = { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : undefined), secure: false };
    const res = { append: (name: string, value: string) => headers.push([name, value]) };
    return { req: req as never, res: res as never, headers };
  };

  it('keeps a browser’s place from its cookie, gives a new browser one (a year, HttpOnly, Lax), and refuses numbers outside 0-99', () => {
    answer = () => [200, onShare];
    const reader = createRolloutReader({ apiTarget: api, remotesFile });
    try {
      const known = exchange('a=1; release_bucket=42');
      expect(reader.bucketOf(known.req, known.res)).toBe(42);
      expect(known.headers).toEqual([['Vary', 'Cookie']]);
      for (const bad of ['100', '-1', 'abc', '', '4 2']) {
        const fresh = exchange(`release_bucket=${bad}`);
        const bucket = reader.bucketOf(fresh.req, fresh.res);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(100);
        expect(fresh.headers[1]![1]).toBe(`release_bucket=${bucket}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
      }
    } finally {
      reader.close();
    }
  });

  it('reads the roll-outs from the API and keeps the last ones read while the API fails or answers nonsense', async () => {
    answer = () => [200, onShare];
    const reader = createRolloutReader({ apiTarget: api, remotesFile });
    try {
      expect((await reader.remotesFor(10))[1]!.entry).toBe(`${CART}/releases/1.2.0/mf-manifest.json`);
      expect((await reader.remotesFor(30))[1]).toEqual(base[1]);
      answer = () => [503, '{}'];
      await new Promise((done) => setTimeout(done, 2500));
      expect((await reader.remotesFor(10))[1]!.entry).toBe(`${CART}/releases/1.2.0/mf-manifest.json`);
      answer = () => [200, JSON.stringify({ success: true, data: 'nonsense' })];
      await new Promise((done) => setTimeout(done, 2500));
      expect((await reader.remotesFor(10))[1]!.entry).toBe(`${CART}/releases/1.2.0/mf-manifest.json`);
    } finally {
      reader.close();
    }
  }, 15000);
});
