import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemotesManifest, type RemotesManifest } from 'shared-lib';
import { fallbackPlugin } from '../runtime-plugins/fallback';
import { retryPlugin } from '../runtime-plugins/retry';

/** A remote that has not loaded after this long (retries included) shows its fallback instead of a spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

let registration: Promise<RemotesManifest> | undefined;

/**
 * Reads `remotes.json` (beside index.html, never cached) and registers the remotes with the federation runtime.
 * Their locations are not compiled into the shell: editing the file re-points the site without a rebuild.
 */
export function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  registration ??= (async () => {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const manifest: unknown = await res.json();
    if (!isRemotesManifest(manifest)) throw new Error(`${url} is not a valid remotes manifest`);
    registerRemotes(manifest.map(({ name, entry }) => ({ name, entry })), { force: true });
    return manifest;
  })();
  registration.catch((error) => console.error('The remotes could not be registered:', error));
  return registration;
}

/** Loads an exposed module (`mf_menu/routes`), failing after REMOTE_LOAD_TIMEOUT_MS. */
export async function loadRemoteModule<T>(id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote ${id} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        await registerRemotesFromManifest();
        const mod = await loadRemote<T>(id);
        if (mod === null || mod === undefined) throw new Error(`Remote ${id} is unavailable`);
        return mod;
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
