import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_FAILED_EVENT = 'shell:remote-load-failed';

/**
 * Reports every failed remote load: a console error and a `shell:remote-load-failed` event for monitoring.
 * It returns nothing, so the load rejects and the React boundary around the remote shows its fallback
 * (with a retry that a cached fallback module would defeat).
 */
export function monitoringPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-monitoring',
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args as { id: string; lifecycle: string; error: unknown };
      if (lifecycle === 'afterResolve') return undefined;
      console.error(`Remote ${id} failed to load (${lifecycle}):`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id, lifecycle } }));
      return undefined;
    },
  };
}
