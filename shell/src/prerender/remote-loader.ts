// The server-side stand-in for ../remotes/remote-loader.ts (swapped in by webpack.prerender.js). A remote's module
// is there only if the server fetched its server build for this page (render-page.tsx provides it, server-modules.ts); it is handed to
// React.lazy already resolved, so the page renders in one pass. Anything else stays in its loading state, exactly as
// the browser first shows it.
import { serverModules } from './server-modules';

export const REMOTE_LOAD_TIMEOUT_MS = 10000;

export function loadRemoteModule<T>(id: string): Promise<T> {
  if (!serverModules.has(id)) return new Promise<T>(() => undefined);
  const module = serverModules.get(id) as T;
  // A thenable that calls back at once: React.lazy then renders the module in the same pass.
  const resolved = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(module);
      return resolved;
    },
  };
  return resolved as unknown as Promise<T>;
}
