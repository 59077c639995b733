// The remotes' pages on the server. Each public remote builds its `./routes` for Node (dist/server/routes.js,
// shared-lib/build/webpack.js) and deploys it beside its manifest; remotes.json pins that build by its SHA-256
// (`serverSha256`). The site's server installs a pinned build once (fetched from the remote's origin, its hash checked,
// written beside this module) and then loads it with Node's own `require` (the last SERVER_BUILDS_KEPT builds of each
// remote are kept; older ones leave Node's module cache and the disk): code whose hash differs is refused and the
// remote's pages are rendered in the browser only. Nothing fetched is run without its pin, and a pinned build is
// fetched once. The singletons it leaves out of its build (React, i18next, shared-lib) resolve, like this module's
// own (webpack.prerender.js), to the site's installed packages: one React, one router and one store binding.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { collectRemoteStyles, isContractCompatible, isRemotesManifest, REMOTE_SECTIONS, type RemoteLocation, type RemoteName, type RemoteStyle } from 'shared-lib';

/** A page waits at most this long for a remote's server build to be installed; then the remote's slot shows its loading state. */
export const SERVER_ROUTES_TIMEOUT_MS = 1500;

export interface ServerRoutes {
  /** The remote's `./routes` module (its default export renders the remote's pages). */
  module: unknown;
  /** The stylesheets it adds when it loads, for the page's head. */
  styles: RemoteStyle[];
}

/** Where installed server builds are kept (`<name>-<sha256>.js`): beside the shell's server build, so their packages resolve alike. */
export function installDir(): string {
  return process.env.SERVER_REMOTES_DIR ?? path.join(__dirname, 'remotes');
}

/** Installed and loaded builds, by pinned hash. */
const installed = new Map<string, ServerRoutes>();
const installing = new Map<string, Promise<ServerRoutes | undefined>>();

/**
 * How many builds of one remote are kept, loaded and on disk: the one pinned now and the last ones before it (a
 * roll-back to one of those is at hand; an older one is fetched again). Re-pinning a remote all day leaves the
 * process's memory and the disk where they were.
 */
export const SERVER_BUILDS_KEPT = Number(process.env.SERVER_BUILDS_KEPT ?? 3);

/** Each remote's installed builds, newest last: `[pin, file]`. */
const installedOf = new Map<string, Array<[string, string]>>();

/** Forgets a remote's builds beyond the newest SERVER_BUILDS_KEPT: out of the map, out of Node's module cache, off the disk. */
function evictOld(name: string): void {
  const list = installedOf.get(name) ?? [];
  while (list.length > SERVER_BUILDS_KEPT) {
    const [pin, file] = list.shift()!;
    installed.delete(pin);
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

/** Fetches the pinned build from the remote's origin, refuses it unless its hash is the pinned one, and writes it. */
async function install({ name, entry, serverSha256 }: RemoteLocation & { serverSha256: string }): Promise<string> {
  const file = path.join(installDir(), `${name}-${serverSha256}.js`);
  if (fs.existsSync(file) && sha256(await fs.promises.readFile(file)) === serverSha256) return file;
  if (entry.endsWith('.json')) {
    // the same contract check as the browser's: a remote built against another contract is not run
    const res = await fetch(entry, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${entry} answered ${res.status}`);
    const meta = ((await res.json()) as { metaData?: { contractVersion?: string } }).metaData;
    if (!isContractCompatible(meta?.contractVersion)) throw new Error(`${name} was built against contract ${meta?.contractVersion ?? 'unknown'}`);
  }
  const url = new URL('server/routes.js', entry).toString();
  const res = await fetch(url, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const code = Buffer.from(await res.arrayBuffer());
  const actual = sha256(code);
  if (actual !== serverSha256) throw new Error(`${url} has the hash ${actual}, not the ${serverSha256} pinned in remotes.json: it is not run`);
  await fs.promises.mkdir(installDir(), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, code);
  await fs.promises.rename(temporary, file);
  return file;
}

/** Installs (once per pinned hash) and loads a remote's server build; undefined when it cannot be had. */
function installPinned(remote: RemoteLocation): Promise<ServerRoutes | undefined> {
  const pin = remote.serverSha256;
  if (!pin) return Promise.resolve(undefined);
  const done = installed.get(pin);
  if (done) return Promise.resolve(done);
  let p = installing.get(pin);
  if (!p) {
    p = install({ ...remote, serverSha256: pin })
      .then((file) => {
        const { result: module, styles } = collectRemoteStyles(() => createRequire(file)(file));
        const routes = { module, styles };
        installed.set(pin, routes);
        const list = (installedOf.get(remote.name) ?? []).filter(([p]) => p !== pin);
        installedOf.set(remote.name, [...list, [pin, file]]);
        evictOld(remote.name);
        return routes;
      })
      .catch((error) => {
        console.warn(`The server cannot render ${remote.name}'s pages: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      })
      .finally(() => installing.delete(pin));
    installing.set(pin, p);
  }
  return p;
}

/** Installs every pinned server build remotes.json lists (the site's server does this as it starts: the deployment). */
export async function installServerBuilds(remotesFile: string): Promise<void> {
  const remotes = await remotesOf(remotesFile).catch(() => []);
  await Promise.all(remotes.map((r) => installPinned(r)));
}

/** The remote that renders this path's section (`/en/menu/3` -> mf_menu), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const section = pathname.split('/').filter(Boolean)[1];
  const sections = REMOTE_SECTIONS as Record<string, readonly string[]>;
  return Object.keys(sections).find((name) => sections[name]!.includes(section ?? '')) as RemoteName | undefined;
}

/**
 * The remote's server-built routes module for the build remotes.json pins now (a re-pointed remote installs its new
 * build, waiting at most SERVER_ROUTES_TIMEOUT_MS). Undefined when remotes.json pins none or it cannot be had.
 */
export async function serverRoutes(name: RemoteName, remotesFile: string): Promise<ServerRoutes | undefined> {
  const remote = (await remotesOf(remotesFile).catch(() => [])).find((r) => r.name === name);
  if (!remote?.serverSha256) return undefined;
  const ready = installed.get(remote.serverSha256);
  if (ready) return ready;
  return Promise.race([installPinned(remote), new Promise<undefined>((resolve) => setTimeout(resolve, SERVER_ROUTES_TIMEOUT_MS))]);
}
