// What this browser saw of each remote's release, reported to the API (issue 54, item 3): a visit when a remote
// loaded, a failed load (the federation runtime's errorLoadRemote hook, through remote-loader.ts), a render error
// inside its section (RemoteErrorBoundary), an uncaught error from its chunks (a script of its release's folder in the
// error's file or stack), and the page's Web Vitals (LCP, INP, CLS by the web-vitals library) for the remote whose
// page it is. Nothing personal: a random id of the tab, the remote, its release, a kind and a number. Batched and
// sent with navigator.sendBeacon when the page is hidden or left (and soon after an error); a sample of tabs reports
// (HEALTH_SAMPLE_RATE), every tab on a release on a share does. The web-vitals library loads once the page is idle.
import type { RemoteName } from 'shared-lib';
import { HEALTH_REPORTS_PATH, HEALTH_SAMPLE_RATE, type HealthEventKind, MAX_HEALTH_EVENTS, SESSION_ID_PATTERN } from 'shared-lib/requests';
import { REMOTE_SECTIONS } from 'shared-lib';
import { BRAND_STORAGE_PREFIX } from 'shared-lib/domain';

interface HealthEvent {
  remote: RemoteName;
  release: string;
  kind: HealthEventKind;
  value?: number;
}

/** An error is sent this soon (a release on a share is judged by its errors), not at the page's end only. */
const ERROR_FLUSH_MS = 2000;
const SESSION_KEY = `${BRAND_STORAGE_PREFIX}_health_session`;
const SAMPLED_KEY = `${BRAND_STORAGE_PREFIX}_health_sampled`;

/** The remotes whose visit this page has reported (a remote's every module load is one visit). */
const visited = new Set<string>();
/** Each loaded remote's release and where its files are (its release folder). */
const loaded = new Map<string, { release: string; base: string; onShare: boolean; failed: boolean }>();
let queue: HealthEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps a value for the tab: in sessionStorage when it can (a reload is the same tab), in memory always. */
function kept(key: string, make: () => string, valid: (value: string) => boolean): string {
  try {
    const known = tabStorage()?.getItem(key);
    if (known && valid(known)) return known;
  } catch {
    // storage refused: memory only
  }
  const value = make();
  try {
    tabStorage()?.setItem(key, value);
  } catch {
    // full or refused: memory only
  }
  return value;
}

let session: string | undefined;
/** The tab's random id (kept for the tab's life, so a reload is the same session). */
function sessionId(): string {
  session ??= kept(
    SESSION_KEY,
    () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(''),
    (v) => SESSION_ID_PATTERN.test(v),
  );
  return session;
}

let sampled: boolean | undefined;
/** Whether this tab is in the sample (decided once per tab). */
function inSample(): boolean {
  sampled ??=
    kept(
      SAMPLED_KEY,
      () => (Math.random() < HEALTH_SAMPLE_RATE ? '1' : '0'),
      (v) => v === '1' || v === '0',
    ) === '1';
  return sampled;
}

function reporting(remote: string): boolean {
  return Boolean(loaded.get(remote)?.onShare) || inSample();
}

/** Sends what is queued, in batches of MAX_HEALTH_EVENTS (a beacon survives the page being left). */
export function flushHealth(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (!queue.length || typeof navigator.sendBeacon !== 'function') return;
  const session = sessionId();
  while (queue.length) {
    const events = queue.slice(0, MAX_HEALTH_EVENTS);
    queue = queue.slice(MAX_HEALTH_EVENTS);
    navigator.sendBeacon(HEALTH_REPORTS_PATH, new Blob([JSON.stringify({ session, events })], { type: 'application/json' }));
  }
}

function record(remote: string, kind: HealthEventKind, value?: number): void {
  const release = loaded.get(remote)?.release;
  if (!release || !reporting(remote)) return;
  queue.push({ remote: remote as RemoteName, release, kind, ...(value === undefined ? {} : { value: Math.max(0, value) }) });
  if (queue.length >= MAX_HEALTH_EVENTS) flushHealth();
  else if (kind.endsWith('-error')) flushTimer ??= setTimeout(flushHealth, ERROR_FLUSH_MS);
}

/**
 * A remote loaded (a visit) or failed to (a load error), as remote-loader.ts reports it, with its release (remotes.json
 * names a release on a share; else its manifest's version, unknown when even that failed to load).
 */
export function reportRemoteLoad(remote: string, status: 'loaded' | 'failed', release: string | null, entry: string, onShare: boolean): void {
  const known = loaded.get(remote);
  loaded.set(remote, {
    release: known?.release ?? release ?? 'unknown',
    base: known?.base ?? entry.slice(0, entry.lastIndexOf('/') + 1),
    onShare: known?.onShare ?? onShare,
    failed: status === 'failed',
  });
  if (status === 'failed') record(remote, 'load-error');
  else if (!visited.has(remote)) {
    visited.add(remote);
    record(remote, 'visit');
  }
}

/** A remote's section threw while rendering (its error boundary caught it). */
export function reportRenderError(remote: string): void {
  // a load that failed is reported as such (the boundary shows its fallback too): not counted twice
  if (loaded.get(remote)?.failed === false) record(remote, 'render-error');
}

/** The remote a script belongs to: the one whose release folder holds it. */
function remoteOfScript(text: string): string | undefined {
  for (const [remote, { base }] of loaded) if (base && text.includes(base)) return remote;
  return undefined;
}

/** The remote whose page this is (the path's section), for the page's Web Vitals. */
function remoteOfPage(): string | undefined {
  const section = window.location.pathname.split('/').filter(Boolean)[1] ?? '';
  if (section === 'admin') return 'mf_admin';
  const sections = REMOTE_SECTIONS as Record<string, readonly string[]>;
  return Object.keys(sections).find((name) => sections[name]!.includes(section));
}

/** Starts listening: uncaught errors and rejections from the remotes' scripts, the page's end, and (when idle) Web Vitals. */
export function startReleaseHealth(): void {
  window.addEventListener('error', (e) => {
    const remote = remoteOfScript(`${e.filename ?? ''}\n${(e.error as Error | undefined)?.stack ?? ''}`);
    if (remote) record(remote, 'uncaught-error');
  });
  window.addEventListener('unhandledrejection', (e) => {
    const remote = remoteOfScript(String((e.reason as Error | undefined)?.stack ?? ''));
    if (remote) record(remote, 'uncaught-error');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealth();
  });
  window.addEventListener('pagehide', flushHealth);
  // the page's vitals are the landing page's: its remote, known once it has loaded
  const pageRemote = remoteOfPage();
  if (!pageRemote) return;
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 3000));
  const load = () =>
    whenIdle(() => {
      // a tab that reports nothing loads nothing
      if (!reporting(pageRemote)) return;
      void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
        // the library reports as the page is hidden, after this module's own flush: those go out at once
        const vital = (kind: HealthEventKind, value: number) => {
          record(pageRemote, kind, value);
          if (document.visibilityState === 'hidden') flushHealth();
        };
        onLCP((m) => vital('lcp', Math.round(m.value)));
        onINP((m) => vital('inp', Math.round(m.value)));
        onCLS((m) => vital('cls', Number(m.value.toFixed(4))));
      });
    });
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
