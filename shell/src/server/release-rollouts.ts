// Which release of each remote a browser gets (issue 54, item 2). remotes.json is what everyone has by default; the
// API keeps each remote's roll-out in PostgreSQL (a release promoted over remotes.json's, and one on a share), so
// every site server instance reads the same state, and a change made on the Releases page reaches all of them within
// ROLLOUT_POLL_MS. A browser's place in every share is its `release_bucket` cookie (0-99, random, a year): the page
// the server writes and the remotes.json the browser then reads are chosen with the same number, so the server's
// first view is the one the browser hydrates.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, Response } from 'express';
import { isRemotesManifest, type RemoteLocation } from 'shared-lib';
import { inShare, RELEASE_BUCKET_COOKIE, RELEASE_BUCKETS, type RemoteRollout } from 'shared-lib/requests';

/** How often a site server reads the roll-outs from the API. */
export const ROLLOUT_POLL_MS = Number(process.env.ROLLOUT_POLL_MS ?? 2000);
const BUCKET_COOKIE_SECONDS = 365 * 24 * 3600;

export interface RolloutReader {
  /** The remotes a browser in `bucket` gets now. */
  remotesFor(bucket: number): Promise<RemoteLocation[]>;
  /** The browser's bucket from its cookie; a browser without one is given one (Set-Cookie on this answer). */
  bucketOf(req: Request, res: Response): number;
  close(): void;
}

function readBucket(req: Request): number | undefined {
  const value = parseCookies(req.get('cookie') ?? '')[RELEASE_BUCKET_COOKIE];
  const n = value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n < RELEASE_BUCKETS ? n : undefined;
}

/**
 * The roll-outs with remotes.json applied: a release on a share is given only from an origin remotes.json already
 * lists for that remote (the pages' Content-Security-Policy allows scripts from those alone). Its server build (named
 * by its manifest) renders its pages on the server only when the operator trusts it: it is the remote's pin or one of
 * its `serverBuilds` in remotes.json; otherwise the release's pages are rendered in the browser.
 */
export function chooseRemotes(base: readonly RemoteLocation[], rollouts: readonly RemoteRollout[], bucket: number): RemoteLocation[] {
  return base.map((remote) => {
    const rollout = rollouts.find((r) => r.remote === remote.name);
    if (!rollout) return remote;
    const origin = new URL(remote.entry).origin;
    const usable = (entry: string) => URL.canParse(entry) && new URL(entry).origin === origin;
    const trusted = (hash: string | null) => (hash && (hash === remote.serverSha256 || remote.serverBuilds?.includes(hash)) ? { serverSha256: hash } : {});
    const { candidate, current } = rollout;
    if (candidate && rollout.share > 0 && usable(candidate.entry) && inShare(bucket, rollout.share)) {
      return { name: remote.name, entry: candidate.entry, ...trusted(candidate.serverSha256), onShare: true, release: candidate.release };
    }
    if (current && usable(current.entry)) return { name: remote.name, entry: current.entry, ...trusted(current.serverSha256), release: current.release };
    return remote;
  });
}

export function createRolloutReader({ apiTarget, remotesFile }: { apiTarget: string; remotesFile: string }): RolloutReader {
  let rollouts: RemoteRollout[] = [];
  let warned = false;
  let read = false;
  async function poll(): Promise<void> {
    try {
      const res = await fetch(`${apiTarget}/api/releases/rollouts`, { signal: AbortSignal.timeout(ROLLOUT_POLL_MS) });
      if (!res.ok) throw new Error(`the API answered ${res.status}`);
      const data = ((await res.json()) as { data?: unknown }).data;
      if (!Array.isArray(data)) throw new Error('the API answered no list of roll-outs');
      rollouts = data as RemoteRollout[];
      warned = false;
      read = true;
    } catch (error) {
      // the last state read stays (an API restarting does not move every diner back); said once per outage, not while
      // the API is still starting
      if (read && !warned) console.warn(`The roll-outs could not be read, the last ones read stay: ${error instanceof Error ? error.message : String(error)}`);
      warned = true;
    }
  }
  const first = poll();
  const timer = setInterval(() => void poll(), ROLLOUT_POLL_MS);
  timer.unref();
  return {
    async remotesFor(bucket) {
      await Promise.race([first, new Promise((done) => setTimeout(done, 500).unref())]);
      const base: unknown = JSON.parse(await fs.promises.readFile(remotesFile, 'utf8'));
      if (!isRemotesManifest(base)) throw new Error(`${remotesFile} is not a valid remotes manifest`);
      return chooseRemotes(base, rollouts, bucket);
    },
    bucketOf(req, res) {
      // the answer depends on the browser's place in the shares: a cache must not hand it to another browser
      res.append('Vary', 'Cookie');
      const known = readBucket(req);
      if (known !== undefined) return known;
      const bucket = crypto.randomInt(RELEASE_BUCKETS);
      res.append(
        'Set-Cookie',
        serializeCookie(RELEASE_BUCKET_COOKIE, String(bucket), {
          path: '/',
          maxAge: BUCKET_COOKIE_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: req.secure,
        }),
      );
      return bucket;
    },
    close() {
      clearInterval(timer);
    },
  };
}
