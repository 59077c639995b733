// What this browser saw of each remote's release, reported to the API (issue 54, item 3): a visit when a remote
// loaded, a failed load (the federation runtime's errorLoadRemote hook, through remote-loader.ts), a render error
// inside its section (RemoteErrorBoundary), an uncaught error from its chunks (a script of its release's folder in the
// error's file or stack), and the page's Web Vitals (LCP, INP, CLS by the web-vitals library) for the remote whose
// page it is. Nothing personal: a random id of the tab, the remote, its release, a kind and a number. Batched and
// sent with navigator.sendBeacon when the page is hidden or left (and soon after an error); a sample of tabs reports
// (HEALTH_SAMPLE_RATE), every tab on a release on a share does. The web-vitals library loads once the page is idle.
import type { RemoteName } from 'shared-lib';
import { HEALTH_REPORTS_PATH, HEALTH_SAMPLE_RATE, type HealthEventKind, MAX_HEALTH_EVENTS, SESSION_ID_PATTERN } from 'shared-lib/requests';
import { BRAND_STORAGE_PREFIX, REMOTE_SECTIONS } from 'shared-lib';

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

/** The tab's random id (kept for the tab's life, so a reload is the same session). */
function sessionId(): string {
  const storage = tabStorage();
  const known = storage?.getItem(SESSION_KEY);
  if (known && SESSION_ID_PATTERN.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage?.setItem(SESSION_KEY, id);
  return id;
}

/** Whether this tab is in the sample (decided once per tab). */
function inSample(): boolean {
  const storage = tabStorage();
  const known = storage?.getItem(SAMPLED_KEY);
  if (known === '1' || known === '0') return known === '1';
  const sampled = Math.random() < HEALTH_SAMPLE_RATE;
  storage?.setItem(SAMPLED_KEY, sampled ? '1' : '0');
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

/** A remote loaded (a visit) or failed to (a load error), as remote-loader.ts reports it; the first load says its release. */
export function reportRemoteLoad(remote: string, status: 'loaded' | 'failed', release: string | null, entry: string, onShare: boolean): void {
  const known = loaded.get(remote);
  loaded.set(remote, {
    release: known?.release ?? release ?? 'unknown',
    base: known?.base ?? entry.slice(0, entry.lastIndexOf('/') + 1),
    onShare: known?.onShare ?? onShare,
    failed: status === 'failed',
  });
  record(remote, status === 'loaded' ? 'visit' : 'load-error');
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
      void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
        onLCP((m) => record(pageRemote, 'lcp', Math.round(m.value)));
        onINP((m) => record(pageRemote, 'inp', Math.round(m.value)));
        onCLS((m) => record(pageRemote, 'cls', Number(m.value.toFixed(4))));
      });
    });
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
