// A render thread's side of the remotes' server builds (render-worker.ts): it loads the build the main thread chose and
// installed (server-builds.ts) with Node's own `require`, and reads what the build registers through its explicit
// `registration` export (shared-lib's registerRemote): its stylesheet, texts and slices, for the pages it renders. A
// build without that export (one built before it) is not run: its pages are rendered in the browser. The singletons a
// build leaves out of itself (React, i18next, shared-lib) resolve, like the shell's server build, to the site's
// installed packages: one React, one router and one store binding.
import { createRequire } from 'node:module';
import { isRemoteRegistration, REMOTE_REGISTRATION_EXPORT, type RemoteRegistration } from 'shared-lib';
import { SERVER_BUILDS_KEPT, type ServerBuild } from './server-builds';

export interface LoadedServerBuild extends RemoteRegistration {
  /** `name:sha256`. */
  key: string;
  /** The remote's `./routes` module (its default export renders the remote's pages). */
  module: unknown;
}

/** Loaded builds, by key; each remote's newest last. */
const loaded = new Map<string, LoadedServerBuild>();
const loadedOf = new Map<string, Array<[key: string, resolved: string]>>();
/** Builds found unusable in this thread: not evaluated again. */
const unusable = new Set<string>();

/**
 * Takes a loaded file out of Node's module cache (documented: a key deleted from `require.cache` is loaded anew), by
 * the path `require` resolved it to (the real path, through a symlinked folder too).
 */
function forget(resolved: string): void {
  delete createRequire(resolved).cache[resolved];
}

/** Loads a build (once per thread) and reads its registration; throws when it has none. */
export function loadServerBuild({ remote, key, file }: ServerBuild): LoadedServerBuild {
  const known = loaded.get(key);
  if (known) return known;
  const problem = `${key} has no '${REMOTE_REGISTRATION_EXPORT}' export (built before remotes registered themselves): it is rendered in the browser`;
  if (unusable.has(key)) throw new Error(problem);
  const load = createRequire(file);
  const resolved = load.resolve(file);
  const module = load(resolved) as Record<string, unknown>;
  const registration = module[REMOTE_REGISTRATION_EXPORT];
  if (!isRemoteRegistration(registration)) {
    unusable.add(key);
    forget(resolved);
    throw new Error(problem);
  }
  const build = { ...registration, key, module };
  loaded.set(key, build);
  const list = [...(loadedOf.get(remote) ?? []), [key, resolved] as [string, string]];
  // a remote re-pinned all day: its builds beyond the newest few leave the thread's memory (Node's module cache; this
  // file is bundled, so its own `require.cache` would be webpack's, hence createRequire)
  while (list.length > SERVER_BUILDS_KEPT) {
    const [oldKey, oldFile] = list.shift()!;
    loaded.delete(oldKey);
    forget(oldFile);
  }
  loadedOf.set(remote, list);
  return build;
}

/** How many builds this thread holds (tests and diagnostics). */
export function loadedServerBuilds(): number {
  return loaded.size;
}
