import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isRemotesManifest, remoteLoadReported, serverPageState, type RemotesManifest } from 'shared-lib';
import { store } from '../app/store';
import { nextTask } from '../app/next-task';
import { reportRemoteLoad } from '../monitoring/release-health';
import type { RemoteBuild } from '../runtime-plugins/contract-check';
import { REMOTE_FAILED_EVENT } from './remote-events';

export { REMOTE_FAILED_EVENT };

/** A remote that has not loaded after this long (retries included) shows its fallback instead of a spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

/** The remotes this browser got as a release on a share (remotes.json's `onShare`, set by the site's server). */
const onShare = new Set<string>();
/** The release remotes.json names for a remote (the site's server names the releases of its roll-outs). */
const namedRelease = new Map<string, string>();

let registration: Promise<{ host: ModuleFederation; hostModule: typeof import('./federation-host') }> | undefined;

/**
 * On the first remote load: takes the remotes the server wrote the page with, or reads `remotes.json` (beside
 * index.html, never cached: where each remote is deployed; editing it re-points the site without a rebuild), and starts the page's federation host (federation-host.ts, a chunk
 * of its own) with those remotes.
 */
export function federationHost(url = '/remotes.json'): Promise<{ host: ModuleFederation; hostModule: typeof import('./federation-host') }> {
  if (registration) return registration;
  const registering = (async () => {
    // the remotes the server wrote this page with, when it did (the same releases, no second choice); else remotes.json
    const written = serverPageState().remotes;
    const manifest: unknown = written ?? (await readRemotesJson(url));
    if (!isRemotesManifest(manifest)) throw new Error(`${url} is not a valid remotes manifest`);
    for (const remote of manifest) {
      if (remote.onShare) onShare.add(remote.name);
      if (remote.release) namedRelease.set(remote.name, remote.release);
    }
    const hostModule = await import(/* webpackChunkName: "federation-host" */ './federation-host');
    // the runtime's modules, then the host's set-up, in tasks of their own
    await nextTask();
    return { host: hostModule.createFederationHost(manifest as RemotesManifest), hostModule };
  })();
  // A failure is not kept: the next remote load tries again.
  registering.catch((error) => {
    if (registration === registering) registration = undefined;
    console.error('The remotes could not be registered:', error);
  });
  registration = registering;
  return registration;
}

async function readRemotesJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Loads an exposed module (`mf_menu/routes`), failing after REMOTE_LOAD_TIMEOUT_MS. */
/**
 * A remote's module the page already holds. The site's server holds those of its pinned server builds
 * (server/remote-loader.ts); the browser loads every remote through federation, so here it holds none.
 */
export function remoteModuleAtHand<T>(_id: string): T | undefined {
  return undefined;
}

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
  const started = performance.now();
  let entry = '';
  let builds: Map<string, RemoteBuild> | undefined;
  // past this point the host's fallback plugin reports a failure itself
  let reachedHost = false;
  const report = (status: 'loaded' | 'failed', error?: string) => {
    reportRemoteLoad(name, status, namedRelease.get(name) ?? builds?.get(name)?.version ?? null, entry, onShare.has(name));
    store.dispatch(
      remoteLoadReported({
        name,
        entry,
        version: builds?.get(name)?.version ?? null,
        contractVersion: builds?.get(name)?.contractVersion ?? null,
        loadMs: status === 'loaded' ? Math.round(performance.now() - started) : null,
        status,
        ...(error ? { error } : {}),
        at: new Date().toISOString(),
      }),
    );
  };
  try {
    const mod = await Promise.race([
      (async () => {
        const { host, hostModule } = await federationHost();
        // the federation host's set-up, the remote's modules and the render they cause in tasks of their own (nextTask)
        await nextTask();
        builds = hostModule.remoteBuilds;
        const remote = host.options.remotes.find((r) => r.name === name);
        entry = remote && 'entry' in remote ? remote.entry : '';
        if (!entry) throw new Error(`Remote ${name} is not in remotes.json`);
        reachedHost = true;
        // retries, the contract check and the fallback view are the host's runtime plugins (src/runtime-plugins)
        const loaded = await host.loadRemote<T>(id);
        if (loaded === null || loaded === undefined) throw new Error(`Remote ${id} is unavailable`);
        await nextTask();
        return loaded;
      })(),
      timeout,
    ]);
    const loadError = (mod as { loadError?: unknown }).loadError;
    if (typeof loadError === 'string') report('failed', loadError);
    else report('loaded');
    return mod;
  } catch (error) {
    report('failed', error instanceof Error ? error.message : String(error));
    if (timedOut || !reachedHost) {
      console.error(`Remote ${id} failed to load:`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id, lifecycle: timedOut ? 'timeout' : 'load' } }));
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
