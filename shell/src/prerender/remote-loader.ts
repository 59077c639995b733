// The server-side stand-in for ../remotes/remote-loader.ts (swapped in by webpack.prerender.js). A remote's module
// is there only if the server has its pinned server build (server-remotes.ts) for this page (server-modules.ts); it is handed to
// React.lazy already resolved, so the page renders in one pass. Anything else stays in its loading state, exactly as
// the browser first shows it.
import { serverModule } from './server-modules';

export const REMOTE_LOAD_TIMEOUT_MS = 10000;

export function loadRemoteModule<T>(id: string): Promise<T> {
  const module = serverModule(id) as T | undefined;
  if (module === undefined) return new Promise<T>(() => undefined);
  // A thenable that calls back at once: React.lazy then renders the module in the same pass.
  const resolved = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(module);
      return resolved;
    },
  };
  return resolved as unknown as Promise<T>;
}
