// The server-side stand-in for ../remotes/remote-loader.ts (swapped in by webpack.server.js). A remote's module
// is there only if the server has its pinned server build (server-remotes.ts) for this page (server-modules.ts); it is handed to
// React.lazy already resolved, so the page renders in one pass. Anything else is refused at once: React writes that
// section in its loading state and leaves it to the browser, and the page is complete in the same pass (nothing waits).
import { NOT_ON_SERVER, serverModule } from './server-modules';

export const REMOTE_LOAD_TIMEOUT_MS = 10000;

export function loadRemoteModule<T>(id: string): Promise<T> {
  const module = serverModule(id) as T | undefined;
  // A thenable that calls back at once: React.lazy then renders the module (or its section's loading state) in the same pass.
  const settled = {
    then(onFulfilled?: (value: T) => unknown, onRejected?: (reason: unknown) => unknown) {
      if (module === undefined) onRejected?.(NOT_ON_SERVER);
      else onFulfilled?.(module);
      return settled;
    },
  };
  return settled as unknown as Promise<T>;
}
