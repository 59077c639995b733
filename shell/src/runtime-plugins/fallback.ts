import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from '../remotes/remote-fallback';
import { REMOTE_FAILED_EVENT } from '../remotes/remote-events';
import { ContractRefused } from './contract-check';

/** The exposed modules that are views: a failed one is answered with the fallback view; the others reject. */
function isView(id: string): boolean {
  const expose = id.split('/')[1] ?? '';
  return expose === 'routes' || /^[A-Z]/.test(expose);
}

/** What a view's failed load resolves to: the translated "unavailable, try again" view, marked as a failure. */
export interface FallbackModule {
  default: typeof RemoteFallback;
  loadError: string;
}

/**
 * errorLoadRemote: a remote whose manifest, entry or module cannot be loaded (after retry.ts's tries) is reported
 * (console and a `shell:remote-load-failed` event) and, for a view, answered with the fallback view. The runtime
 * calls it once when the manifest fails (`afterResolve`: nothing may be returned there, it would be taken as a
 * manifest) and again as the load fails (`onLoad`).
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-inn-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ContractRefused)) {
        console.error(`Remote ${id} failed to load:`, error);
        window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id, lifecycle: 'load' } }));
      }
      if (!isView(id)) return undefined;
      const fallback: FallbackModule = { default: RemoteFallback, loadError: message };
      return fallback;
    },
  };
}
