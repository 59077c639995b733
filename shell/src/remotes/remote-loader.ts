import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, isContractCompatible, isRemotesManifest, remoteLoadReported, type RemotesManifest } from 'shared-lib';
import { store } from '../app/store';
import { REMOTE_FAILED_EVENT } from '../runtime-plugins/fallback';
import { RemoteFallback } from './remote-fallback';

/** A remote that has not loaded after this long (retries included) shows its fallback instead of a spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

let federationHost: Promise<ModuleFederation> | undefined;

/**
 * The federation runtime, started once, when the first remote is wanted: the shell's own pages never load it
 * (federation-runtime.ts). A failed chunk load is not kept.
 */
function federation(): Promise<ModuleFederation> {
  if (!federationHost) {
    const starting = import(/* webpackChunkName: "federation-runtime" */ './federation-runtime').then((m) => m.startFederationHost());
    starting.catch(() => {
      if (federationHost === starting) federationHost = undefined;
    });
    federationHost = starting;
  }
  return federationHost;
}

let registration: Promise<RemotesManifest> | undefined;

/**
 * Reads `remotes.json` (beside index.html, never cached) and registers the remotes with the federation runtime,
 * on the first remote load. Their locations are not compiled into the shell: editing the file re-points the
 * site without a rebuild.
 */
export function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  if (registration) return registration;
  const registering = (async () => {
    const [mf, res] = await Promise.all([federation(), fetch(url, { cache: 'no-store' })]);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const manifest: unknown = await res.json();
    if (!isRemotesManifest(manifest)) throw new Error(`${url} is not a valid remotes manifest`);
    mf.registerRemotes(manifest.map(({ name, entry }) => ({ name, entry })), { force: true });
    return manifest;
  })();
  // A failure (remotes.json or the runtime's chunk unreachable) is not kept: the next remote load tries again.
  registering.catch((error) => {
    if (registration === registering) registration = undefined;
    console.error('The remotes could not be registered:', error);
  });
  registration = registering;
  return registration;
}

const contractChecks = new Map<string, Promise<{ version: string | null; contractVersion: string | null }>>();

/**
 * Reads a remote's mf-manifest.json and refuses it when it was built against another contract major: a clear
 * console error, a `shell:remote-load-failed` event for monitoring, and (through the caller) the fallback view.
 * Script entries (remoteEntry.js) carry no manifest and are not checked.
 */
function checkContract(name: string, manifest: RemotesManifest): Promise<{ version: string | null; contractVersion: string | null }> {
  const entry = manifest.find((r) => r.name === name)?.entry;
  if (!entry || !entry.endsWith('.json')) return Promise.resolve({ version: null, contractVersion: null });
  let check = contractChecks.get(entry);
  if (!check) {
    check = (async () => {
      const res = await fetch(entry, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${entry} answered ${res.status}`);
      const meta = ((await res.json()) as { metaData?: { contractVersion?: string; buildInfo?: { buildVersion?: string } } }).metaData;
      const built = meta?.contractVersion;
      if (!isContractCompatible(built)) {
        const message = `Remote ${name} was built against contract ${built ?? 'unknown'}, but the shell speaks ${CONTRACT_VERSION}: it is not loaded.`;
        console.error(message);
        window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id: name, lifecycle: 'contract', built, expected: CONTRACT_VERSION } }));
        throw new Error(message);
      }
      return { version: meta?.buildInfo?.buildVersion ?? null, contractVersion: built ?? null };
    })();
    // A failure is not kept: a fixed deployment is checked again on the next try.
    check.catch(() => contractChecks.delete(entry));
    contractChecks.set(entry, check);
  }
  return check;
}

/**
 * A remote that timed out may still have requests hanging on a slow server. Its next try must not wait on them:
 * forget its contract check and register it again, which drops the federation runtime's cached entry.
 */
function forgetPendingLoad(name: string, entry: string): void {
  if (!entry) return;
  contractChecks.delete(entry);
  void federation().then((mf) => mf.registerRemotes([{ name, entry }], { force: true }));
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
  const started = performance.now();
  let entry = '';
  let info: { version: string | null; contractVersion: string | null } = { version: null, contractVersion: null };
  const report = (status: 'loaded' | 'failed', error?: string) =>
    store.dispatch(remoteLoadReported({ name, entry, ...info, loadMs: status === 'loaded' ? Math.round(performance.now() - started) : null, status, ...(error ? { error } : {}), at: new Date().toISOString() }));
  try {
    const mod = await Promise.race([
      (async () => {
        const manifest = await registerRemotesFromManifest();
        entry = manifest.find((r) => r.name === name)?.entry ?? '';
        info = await checkContract(name, manifest);
        const loaded = await (await federation()).loadRemote<T>(id);
        if (loaded === null || loaded === undefined) throw new Error(`Remote ${id} is unavailable`);
        // The fallback plugin answers a failed load with the fallback view: that is a failure too.
        if ((loaded as { default?: unknown }).default === RemoteFallback) throw new Error(`Remote ${id} could not be loaded`);
        return loaded;
      })(),
      timeout,
    ]);
    report('loaded');
    return mod;
  } catch (error) {
    report('failed', error instanceof Error ? error.message : String(error));
    if (timedOut) forgetPendingLoad(name, entry);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
