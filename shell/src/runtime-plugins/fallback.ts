import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from '../remotes/remote-fallback';

export const REMOTE_FAILED_EVENT = 'shell:remote-load-failed';

/**
 * When a remote cannot load, log it, emit `shell:remote-load-failed` for monitoring, and hand React a module
 * whose component is the translated "unavailable, try again" view instead of an error.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-fallback',
    errorLoadRemote(args) {
      const { id, lifecycle, error, from } = args as { id: string; lifecycle: string; error: unknown; from?: string };
      // In afterResolve a returned value would be taken as a manifest: let the load fail on to onLoad.
      if (lifecycle === 'afterResolve') return undefined;
      console.error(`Remote ${id} failed to load (${lifecycle}):`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id, lifecycle } }));
      const fallback = { __esModule: true, default: RemoteFallback };
      return from === 'build' ? () => fallback : fallback;
    },
  };
}
