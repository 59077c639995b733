import * as v from 'valibot';
import { REMOTE_NAMES } from '../remotes';
import { numberBetween, queryWholeNumber, SESSION_ID_PATTERN } from './fields';

/**
 * What a browser reports of a remote's release (issue 54, item 3): a visit to a page of it, a failed load, a render
 * error inside its section, an uncaught error from its chunks, and its Web Vitals (LCP and INP in ms, CLS unitless).
 * Nothing personal: a random session id per browser tab, the remote, its release and a number.
 */
export const HEALTH_EVENT_KINDS = ['visit', 'load-error', 'render-error', 'uncaught-error', 'lcp', 'inp', 'cls'] as const;
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];
/**
 * The share of browser tabs that report when none of the page's remotes is a release on a share: enough for a
 * release's figures, few requests. A tab with a release on a share always reports (its figures decide a roll-back).
 */
export const HEALTH_SAMPLE_RATE = 0.5;
/** Where browsers send their batches. */
export const HEALTH_REPORTS_PATH = '/api/release-health/reports';
/** The most events one report may carry (a page's batch). */
export const MAX_HEALTH_EVENTS = 50;
/** A release as the manifests name it (a version, a build id). */
export const RELEASE_PATTERN = /^[0-9A-Za-z.+_-]{1,40}$/;

/** POST /api/release-health/reports: one batch, as navigator.sendBeacon sends it. */
export const healthReportBody = v.strictObject({
  session: v.pipe(v.string(), v.regex(SESSION_ID_PATTERN)),
  events: v.pipe(
    v.array(
      v.strictObject({
        remote: v.picklist(REMOTE_NAMES),
        release: v.pipe(v.string(), v.regex(RELEASE_PATTERN)),
        kind: v.picklist(HEALTH_EVENT_KINDS),
        value: v.optional(numberBetween(0, 600000)),
      }),
    ),
    v.minLength(1),
    v.maxLength(MAX_HEALTH_EVENTS),
  ),
});

/** GET /api/admin/release-health: the last `hours` (default 24, at most 30 days). */
export const releaseHealthQuery = v.strictObject({ hours: v.optional(queryWholeNumber(1, 720)) });

/** One release of one remote, as its diners' browsers saw it over a period (GET /api/admin/release-health). */
export interface ReleaseHealth {
  remote: string;
  release: string;
  sessions: number;
  /** Sessions that met at least one error, over all sessions (0 to 1). */
  errorRate: number;
  errors: number;
  /** The 75th percentile of each Web Vital, null without a report of it. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** One release's figures in one hour (the Releases page's chart). */
export interface ReleaseHealthHour {
  remote: string;
  release: string;
  /** The hour's start (ISO). */
  hour: string;
  sessions: number;
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}
