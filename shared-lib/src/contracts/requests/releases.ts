import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from '../remotes';
import { emailField, languageField, wholeNumber } from './fields';
import type { Language } from '../../domain/i18n/languages';
import type { ReleaseHealth, ReleaseHealthHour } from './release-health';

/**
 * A remote's release on a share of diners (issue 54, item 2). `remotes.json` says what everyone has by default; the
 * API keeps, per remote, the release promoted over it (if any) and the one on a share, in PostgreSQL, so every site
 * server reads the same. A browser's place in the share is a random number of its own (the `release_bucket` cookie,
 * 0-99): it gets the release on a share when its number is below the share.
 */
export const ROLLOUT_SHARE = { min: 1, max: 100 } as const;
/** The cookie the site's server keeps a browser's place in every share with (0 to 99, a year). */
export const RELEASE_BUCKET_COOKIE = 'release_bucket';
export const RELEASE_BUCKETS = 100;

/** Whether a browser in `bucket` (0-99) gets the release on a share of `share` per cent. */
export function inShare(bucket: number, share: number): boolean {
  return bucket < share;
}

/**
 * When a release on a share rolls itself back (the API checks every ROLLBACK_CHECK_MS, 15 s), comparing it with
 * every other release of the same remote reported since the share began. Both sides need `minSessions` sessions, so a
 * handful of visits never decides. Errors: at least `minErrorSessions` of its sessions met one, and the low end of its
 * error rate's Wilson interval (`intervalZ` standard errors) is above the high end of the others' by `errorMargin`
 * (absolute). Speed: its p75 LCP or INP is `vitalsRatio` times the others', each side with `minVitals` reports.
 */
export const ROLLBACK_RULE = {
  minSessions: 20,
  minErrorSessions: 5,
  intervalZ: 2,
  errorMargin: 0.05,
  vitalsRatio: 1.5,
  minVitals: 20,
} as const;

/** Where a remote's release is described: its mf-manifest.json, on an http(s) address (the release's folder). */
export const RELEASE_ENTRY_PATTERN = /^https?:\/\/[^\s?#]+\/mf-manifest\.json$/;
export const releaseEntryField = v.pipe(v.string(), v.trim(), v.maxLength(300), v.regex(RELEASE_ENTRY_PATTERN));
export const rolloutShareField = wholeNumber(ROLLOUT_SHARE.min, ROLLOUT_SHARE.max);
export const remoteNameField = v.picklist(REMOTE_NAMES);

/** PUT /api/admin/releases/:remote/candidate: put a release on a share (its manifest is read to know it). */
export const releaseCandidateBody = v.strictObject({
  entry: releaseEntryField,
  share: rolloutShareField,
  /** Who hears of an automatic roll-back (the remote's team); kept for the remote's next releases. */
  ownerEmail: v.optional(emailField),
  ownerLanguage: v.optional(languageField),
});

/** PATCH /api/admin/releases/:remote/share */
export const releaseShareBody = v.strictObject({ share: rolloutShareField });

/** One release as the roll-out knows it: its name (the manifest's version), where it is and its pinned server build. */
export interface ReleaseRef {
  release: string;
  entry: string;
  serverSha256: string | null;
}

/** A remote's roll-out state, as every site server reads it (GET /api/releases/rollouts). */
export interface RemoteRollout {
  remote: RemoteName;
  /** The release promoted over remotes.json's, or null (remotes.json's entry is what everyone has). */
  current: ReleaseRef | null;
  /** The release on a share, or null. */
  candidate: ReleaseRef | null;
  /** Per cent of browsers that get the candidate (0 when there is none or it was rolled back). */
  share: number;
  startedAt: string | null;
}

export const ROLLOUT_ACTIONS = ['share', 'promote', 'rollback', 'auto-rollback', 'reset'] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];

/** Why the API rolled a release back: its errors, or its p75 LCP or INP, against the remote's other releases. */
export type RollbackReason =
  { kind: 'errors'; rate: number; otherRate: number; sessions: number; otherSessions: number } | { kind: 'lcp' | 'inp'; p75: number; otherP75: number };

/** One change of a roll-out, kept with who made it (null: the API itself) and when. */
export interface RolloutChange {
  id: number;
  remote: RemoteName;
  action: RolloutAction;
  release: string;
  share: number;
  by: string | null;
  reason: RollbackReason | null;
  at: string;
}

/** The owner of a remote, told of an automatic roll-back. */
export interface RemoteOwner {
  email: string | null;
  language: Language;
}

/** GET /api/admin/releases: everything the Releases page shows. */
export interface ReleasesOverview {
  rollouts: RemoteRollout[];
  /** The last 50 changes, newest first. */
  changes: RolloutChange[];
  /** Each release over the last 24 hours. */
  health: ReleaseHealth[];
  /** Each release hour by hour over the last 24 hours. */
  timeline: ReleaseHealthHour[];
  owners: Partial<Record<RemoteName, RemoteOwner>>;
  rule: typeof ROLLBACK_RULE;
}
