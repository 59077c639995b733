// The server-side stand-in for ../remotes/remote-loader.ts (swapped in by webpack.server.js). A remote's module is
// at hand only if the server has its trusted server build (server-builds.ts), loaded for this page by the render thread (server-modules.ts): the
// section renders it in the same pass. Anything else throws at once, inside the section's Suspense boundary: React
// writes that section in its loading state and leaves it to the browser, and the page is complete in the same pass
// (nothing waits).
import { NOT_ON_SERVER, serverModule } from './server-modules';

export const REMOTE_LOAD_TIMEOUT_MS = 10000;

export function remoteModuleAtHand<T>(id: string): T {
  const module = serverModule(id) as T | undefined;
  if (module === undefined) throw NOT_ON_SERVER;
  return module;
}

/** Never reached on the server (every section's module is at hand or left to the browser): refused. */
export function loadRemoteModule<T>(_id: string): Promise<T> {
  return Promise.reject(NOT_ON_SERVER);
}
