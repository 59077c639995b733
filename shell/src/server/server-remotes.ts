// The remotes' pages on the server. Each public remote builds its `./routes` for Node (dist/server/routes.js,
// shared-lib/build/webpack.js) and deploys it beside its manifest; remotes.json pins that build by its SHA-256
// (`serverSha256`). The site's server installs a pinned build once (fetched from the remote's origin, its hash checked,
// written beside this module) and then loads it with Node's own `require` (the last SERVER_BUILDS_KEPT builds of each
// remote are kept; older ones leave Node's module cache and the disk): code whose hash differs is refused and the
// remote's pages are rendered in the browser only. Nothing fetched is run without its pin, and a pinned build is
// fetched once. The singletons it leaves out of its build (React, i18next, shared-lib) resolve, like this module's
// own (webpack.server.js), to the site's installed packages: one React, one router and one store binding.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  collectRemoteStyles,
  collectSlices,
  collectTranslations,
  isContractCompatible,
  type InjectableReducer,
  isRemotesManifest,
  REMOTE_SECTIONS,
  type RemoteLocation,
  type RemoteName,
  type RemoteStyle,
  type Translations,
} from 'shared-lib';

/** A page waits at most this long for a remote's server build to be installed; then the remote's slot shows its loading state. */
export const SERVER_ROUTES_TIMEOUT_MS = 1500;

export interface ServerRoutes {
  /** Which remote and build it is (`name:sha256`). */
  key: string;
  /** The remote's `./routes` module (its default export renders the remote's pages). */
  module: unknown;
  /** The stylesheets it adds when it loads, for the page's head. */
  styles: RemoteStyle[];
  /** The texts it adds when it loads: added to each page's own i18next instance, never to the process's. */
  translations: Record<string, Translations>;
  /** The slices it injects when it loads: in the stores of the pages it renders, never the process's root reducer. */
  slices: InjectableReducer[];
}

/** Where installed server builds are kept (`<name>-<sha256>.js`): beside the shell's server build, so their packages resolve alike. */
export function installDir(): string {
  return process.env.SERVER_REMOTES_DIR ?? path.join(__dirname, 'remotes');
}

/** What the render thread this runs in is loading or rendering with (render-pool.js refuses a build that overran). */
export type BuildPhase = 'loading' | 'loaded' | 'rendering';
let report: (key: string, phase: BuildPhase) => void = () => undefined;

/** Tells `reporter` which build is being loaded, has loaded, or renders a page (the site server's render threads). */
export function reportBuildsTo(reporter: (key: string, phase: BuildPhase) => void): void {
  report = reporter;
}

/** Builds (`name:sha256`) not to run now: one overran its render budget; its pages are rendered in the browser. */
const refused = new Set<string>();
export function refuseBuilds(keys: readonly string[]): void {
  refused.clear();
  for (const key of keys) refused.add(key);
}

/** Marks a page as rendered with this build (for the render thread's budget). */
export function renderingWith(routes: ServerRoutes): void {
  report(routes.key, 'rendering');
}

/** Installed and loaded builds, by remote and build (`name:sha256`). */
const installed = new Map<string, ServerRoutes>();
const installing = new Map<string, Promise<ServerRoutes | undefined>>();

/**
 * How many builds of one remote are kept, loaded and on disk: the one pinned now and the last ones before it (a
 * roll-back to one of those is at hand; an older one is fetched again). Re-pinning a remote all day leaves the
 * process's memory and the disk where they were.
 */
export const SERVER_BUILDS_KEPT = Number(process.env.SERVER_BUILDS_KEPT ?? 3);

/** Each remote's installed builds, newest last: `[name:sha256, file]`. */
const installedOf = new Map<string, Array<[string, string]>>();

/** Forgets a remote's builds beyond the newest SERVER_BUILDS_KEPT: out of the map, out of Node's module cache, off the disk. */
function evictOld(name: string): void {
  const list = installedOf.get(name) ?? [];
  while (list.length > SERVER_BUILDS_KEPT) {
    const [key, file] = list.shift()!;
    installed.delete(key);
    // out of Node's module cache (documented: a key deleted from `require.cache` is loaded anew; this file is bundled,
    // so its own `require.cache` would be webpack's, not Node's)
    delete createRequire(file).cache[file];
    fs.promises.rm(file, { force: true }).catch(() => undefined);
  }
}

/** How many builds are loaded now, and which files are installed (tests and diagnostics). */
export function installedBuilds(): { loaded: number; files: string[] } {
  const files = fs.existsSync(installDir()) ? fs.readdirSync(installDir()).filter((f) => f.endsWith('.js')) : [];
  return { loaded: installed.size, files };
}

function sha256(content: Buffer): string {
  return crypto.createHash('sha256').update(content).digest('hex');
}

async function remotesOf(remotesFile: string): Promise<RemoteLocation[]> {
  const manifest: unknown = JSON.parse(await fs.promises.readFile(remotesFile, 'utf8'));
  if (!isRemotesManifest(manifest)) throw new Error(`${remotesFile} is not a valid remotes manifest`);
  return manifest;
}

/** How long a manifest's answer is reused: a page does not ask the remote's server each time. */
const MANIFEST_TTL_MS = 2000;
const manifests = new Map<string, { at: number; release: Promise<string | undefined> }>();

/**
 * The server build a remote's entry names: `metaData.serverSha256` of the manifest the entry points to (the remote's
 * build writes it, shared-lib/build/webpack.js), after the same contract check as the browser's. An entry that is not
 * a manifest, or a manifest from before the builds named theirs, names none: remotes.json's pin is used then.
 */
function releaseBuild(entry: string): Promise<string | undefined> {
  if (!entry.endsWith('.json')) return Promise.resolve(undefined);
  const known = manifests.get(entry);
  if (known && Date.now() - known.at < MANIFEST_TTL_MS) return known.release;
  const release = (async () => {
    const res = await fetch(entry, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${entry} answered ${res.status}`);
    const meta = ((await res.json()) as { metaData?: { contractVersion?: string; serverSha256?: unknown } }).metaData;
    if (!isContractCompatible(meta?.contractVersion)) throw new Error(`${entry} was built against contract ${meta?.contractVersion ?? 'unknown'}`);
    return typeof meta?.serverSha256 === 'string' && /^[0-9a-f]{64}$/.test(meta.serverSha256) ? meta.serverSha256 : undefined;
  })();
  manifests.set(entry, { at: Date.now(), release });
  release.catch(() => manifests.delete(entry));
  return release;
}

/**
 * The build to run for a remote as remotes.json has it now, or undefined (its pages are then rendered in the
 * browser). It is the build the entry's release names, when the shell trusts it: it is the one remotes.json pins, or
 * one of this remote's builds installed under a pin before (a roll-back that points the entry back needs no other
 * step). A release naming a build the shell never pinned is not run.
 */
async function buildToRun(remote: RemoteLocation): Promise<string | undefined> {
  const named = await releaseBuild(remote.entry);
  const pin = remote.serverSha256;
  if (!named) return pin;
  if (named === pin || fs.existsSync(installedFile(remote.name, named))) return named;
  throw new Error(`${remote.entry} names the server build ${named}, which remotes.json never pinned: it is not run`);
}

function installedFile(name: string, hash: string): string {
  return path.join(installDir(), `${name}-${hash}.js`);
}

/** Fetches the build from beside the remote's manifest, refuses it unless its hash is the one to run, and writes it. */
async function install(name: string, entry: string, hash: string): Promise<string> {
  const file = installedFile(name, hash);
  if (fs.existsSync(file) && sha256(await fs.promises.readFile(file)) === hash) return file;
  const url = new URL('server/routes.js', entry).toString();
  const res = await fetch(url, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const code = Buffer.from(await res.arrayBuffer());
  const actual = sha256(code);
  if (actual !== hash) throw new Error(`${url} has the hash ${actual}, not the ${hash} its release names and remotes.json trusts: it is not run`);
  await fs.promises.mkdir(installDir(), { recursive: true });
  // each writer its own file (the render threads of one process share its pid), then one atomic rename each
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.promises.writeFile(temporary, code);
  await fs.promises.rename(temporary, file);
  return file;
}

/** Installs (once per remote and build) and loads a build; undefined when it cannot be had. */
function installBuild(name: string, entry: string, hash: string): Promise<ServerRoutes | undefined> {
  const key = `${name}:${hash}`;
  if (refused.has(key)) {
    warnOnce(`The server leaves ${name}'s pages to the browser for now: its build ${hash} ran past the render budget`);
    return Promise.resolve(undefined);
  }
  const done = installed.get(key);
  if (done) return Promise.resolve(done);
  let p = installing.get(key);
  if (!p) {
    p = install(name, entry, hash)
      .then((file) => {
        report(key, 'loading');
        const { result: loaded, styles } = collectRemoteStyles(() => collectTranslations(() => collectSlices(() => createRequire(file)(file) as unknown)));
        report(key, 'loaded');
        const routes = { key, module: loaded.result.result, styles, translations: loaded.translations, slices: loaded.result.slices };
        installed.set(key, routes);
        const list = (installedOf.get(name) ?? []).filter(([k]) => k !== key);
        installedOf.set(name, [...list, [key, file]]);
        evictOld(name);
        return routes;
      })
      .catch((error) => {
        warnOnce(`The server cannot render ${name}'s pages: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      })
      .finally(() => installing.delete(key));
    installing.set(key, p);
  }
  return p;
}

const warned = new Set<string>();
/** Says why a remote's pages are not rendered on the server, once (not on every page). */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** The build remotes.json asks for now, installed (or undefined, and why is logged). */
async function installCurrent(remote: RemoteLocation): Promise<ServerRoutes | undefined> {
  try {
    const hash = await buildToRun(remote);
    return hash ? await installBuild(remote.name, remote.entry, hash) : undefined;
  } catch (error) {
    warnOnce(`The server cannot render ${remote.name}'s pages: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Installs the build of every remote remotes.json lists (the site's server does this as it starts: the deployment). */
export async function installServerBuilds(remotesFile: string): Promise<void> {
  const remotes = await remotesOf(remotesFile).catch(() => []);
  await Promise.all(remotes.map((r) => installCurrent(r)));
}

/**
 * Installs the builds remotes.json names now, and again whenever it changes (a release pinned or rolled back), so a
 * diner's request finds them ready. The watch does not keep the process alive.
 */
export function watchServerBuilds(remotesFile: string): Promise<void> {
  fs.watchFile(remotesFile, { interval: 1000 }, () => void installServerBuilds(remotesFile)).unref();
  return installServerBuilds(remotesFile);
}

/** The remote that renders this path's section (`/en/menu/3` -> mf_menu), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const section = pathname.split('/').filter(Boolean)[1];
  const sections = REMOTE_SECTIONS as Record<string, readonly string[]>;
  return Object.keys(sections).find((name) => sections[name]!.includes(section ?? '')) as RemoteName | undefined;
}

/**
 * The remote's server-built routes module of the release remotes.json points to now, or of the release this browser
 * gets (`releases`: remotes.json with the roll-outs applied, release-rollouts.ts). A build being installed is waited
 * for at most SERVER_ROUTES_TIMEOUT_MS. Undefined when there is none to run or it cannot be had.
 */
export async function serverRoutes(name: RemoteName, releases: string | readonly RemoteLocation[]): Promise<ServerRoutes | undefined> {
  const list = typeof releases === 'string' ? await remotesOf(releases).catch(() => []) : releases;
  const remote = list.find((r) => r.name === name);
  if (!remote) return undefined;
  // (the wait is stopped once the build is there: a pending timer would hold the answer, and the build, until it fires)
  const stop = new AbortController();
  const late = delay(SERVER_ROUTES_TIMEOUT_MS, undefined, { signal: stop.signal }).catch(() => undefined);
  try {
    return await Promise.race([installCurrent(remote), late]);
  } finally {
    stop.abort();
  }
}
