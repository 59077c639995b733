import { isRemotesManifest, remoteLoadReported, type RemotesManifest } from 'shared-lib';
import { nextTask } from 'shared-lib/start-up';
import { store } from '../app/store';
import type { RemoteInfo } from './remote-containers';

/** A remote that has not loaded after this long (retries included) shows its fallback instead of a spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

/** The window event a failed remote load emits, for monitoring: `detail` names the remote and the step that failed. */
export const REMOTE_FAILED_EVENT = 'shell:remote-load-failed';

/**
 * The code that starts remotes (remote-containers.ts), a chunk fetched with the first remote: the shell's own pages
 * carry none of it. A failed fetch of it is not kept.
 */
let containers: Promise<typeof import('./remote-containers')> | undefined;
function remoteContainers(): Promise<typeof import('./remote-containers')> {
  const loading = (containers ??= import(/* webpackChunkName: "remote-containers" */ './remote-containers'));
  loading.catch(() => {
    if (containers === loading) containers = undefined;
  });
  return loading;
}

let registration: Promise<RemotesManifest> | undefined;

/**
 * Reads `remotes.json` (beside index.html, never cached) on the first remote load: where each remote is deployed.
 * The locations are not compiled into the shell: editing the file re-points the site without a rebuild.
 */
export function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  if (registration) return registration;
  const registering = (async () => {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const manifest: unknown = await res.json();
    if (!isRemotesManifest(manifest)) throw new Error(`${url} is not a valid remotes manifest`);
    return manifest;
  })();
  // A failure is not kept: the next remote load tries again.
  registering.catch((error) => {
    if (registration === registering) registration = undefined;
    console.error('The remotes could not be registered:', error);
  });
  registration = registering;
  return registration;
}

/** Loads an exposed module (`mf_menu/routes`), failing after REMOTE_LOAD_TIMEOUT_MS. */
export async function loadRemoteModule<T>(id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`Remote ${id} did not load within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const name = id.split('/')[0]!;
  const started_ = performance.now();
  let entry = '';
  let info: RemoteInfo = { version: null, contractVersion: null };
  const report = (status: 'loaded' | 'failed', error?: string) =>
    store.dispatch(remoteLoadReported({ name, entry, ...info, loadMs: status === 'loaded' ? Math.round(performance.now() - started_) : null, status, ...(error ? { error } : {}), at: new Date().toISOString() }));
  try {
    const mod = await Promise.race([
      (async () => {
        const manifest = await registerRemotesFromManifest();
        entry = manifest.find((r) => r.name === name)?.entry ?? '';
        if (!entry) throw new Error(`Remote ${name} is not in remotes.json`);
        const containers = await remoteContainers();
        const remote = await containers.startRemote(name, entry);
        info = remote.info;
        const factory = await remote.container.get(`.${id.slice(name.length)}`);
        // the module runs in a task of its own (a remote's start is cut like the shell's: docs/decisions.md)
        await nextTask();
        const loaded = factory() as T;
        if (loaded === null || loaded === undefined) throw new Error(`Remote ${id} is unavailable`);
        return loaded;
      })(),
      timeout,
    ]);
    report('loaded');
    return mod;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report('failed', message);
    if (!(error as { refused?: boolean }).refused) {
      console.error(`Remote ${id} failed to load:`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id, lifecycle: timedOut ? 'timeout' : 'load' } }));
    }
    // A remote that timed out may still have requests hanging on a slow server: its next try starts afresh.
    if (timedOut && entry) void remoteContainers().then((m) => m.forgetRemote(entry));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
