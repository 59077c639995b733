// Which server build renders a remote's section of a page, decided in the site server's main thread (the render
// threads only load and run what they are handed: render-worker.ts). Each public remote builds its `./routes` for Node
// (dist/server/routes.js, shared-lib/build/webpack.js) and deploys it beside its manifest; the release's manifest names
// it (`metaData.serverSha256`) and remotes.json pins it (`serverSha256`: the shell's consent to run that code). The
// server installs a trusted build once (fetched from the remote's origin, its hash checked, written into
// SERVER_REMOTES_DIR); code whose hash differs, or that was never pinned, is not run, and the remote's pages are then
// rendered in the browser. A build that overran a page's render budget is refused for a while (render-pool.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isContractCompatible, isRemotesManifest, REMOTE_SECTIONS, type RemoteLocation, type RemoteName } from 'shared-lib';

/** A page waits at most this long for a remote's server build to be chosen and installed; then the section is the browser's. */
export const SERVER_ROUTES_TIMEOUT_MS = 1500;

/**
 * How many builds of one remote are kept on disk (and loaded in each render thread): the one pinned now and the last
 * ones before it (a roll-back to one of those is at hand; an older one is fetched again once pinned again).
 */
export const SERVER_BUILDS_KEPT = Number(process.env.SERVER_BUILDS_KEPT ?? 3);

/** How long a build that overran a page's render budget is left to the browser before the server tries it again. */
export const REFUSED_FOR_MS = Number(process.env.SERVER_BUILD_REFUSED_MS ?? 60000);

/** A remote's server build, installed and trusted: what a render thread is handed with the page. */
export interface ServerBuild {
  remote: RemoteName;
  /** `name:sha256`. */
  key: string;
  /** The installed file, loaded with Node's `require` by the render thread. */
  file: string;
}

/** Where installed server builds are kept (`<name>-<sha256>.js`): beside the shell's server build, so their packages resolve alike. */
export function installDir(): string {
  return process.env.SERVER_REMOTES_DIR ?? path.join(__dirname, 'remotes');
}

/** The remote that renders this path's section (`/en/menu/3` -> mf_menu), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const section = pathname.split('/').filter(Boolean)[1];
  const sections = REMOTE_SECTIONS as Record<string, readonly string[]>;
  return Object.keys(sections).find((name) => sections[name]!.includes(section ?? '')) as RemoteName | undefined;
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

export interface ServerBuilds {
  /**
   * The build that renders this page's remote section for these releases (remotes.json's when unset), or undefined.
   * Waits at most SERVER_ROUTES_TIMEOUT_MS, and never past `deadline` (the page's budget, as Date.now()).
   */
  buildFor(pathname: string, releases?: readonly RemoteLocation[], deadline?: number): Promise<ServerBuild | undefined>;
  /** Leaves a build's pages to the browser for REFUSED_FOR_MS (it overran a render budget). */
  refuse(key: string): void;
  /** Builds (`name:sha256`) left to the browser now. */
  refused(): string[];
  /** Installs what remotes.json names now (the site's server does this as it starts, and when the file changes). */
  installAll(): Promise<void>;
  /** The installed files (tests and diagnostics). */
  installedFiles(): string[];
  close(): void;
}

export function createServerBuilds({ remotesFile }: { remotesFile?: string }): ServerBuilds {
  const manifests = new Map<string, { at: number; release: Promise<string | undefined> }>();
  const installing = new Map<string, Promise<string>>();
  /** Each remote's installed builds (`[key, file]`), newest last. */
  const installedOf = new Map<string, Array<[key: string, file: string]>>();
  const refusedUntil = new Map<string, number>();
  const warned = new Set<string>();

  /** Says why a remote's pages are not rendered on the server, once (not on every page). */
  function warnOnce(message: string): void {
    if (warned.has(message)) return;
    warned.add(message);
    console.warn(message);
  }

  /**
   * The server build a remote's entry names: `metaData.serverSha256` of the manifest the entry points to, after the
   * same contract check as the browser's. An entry that is not a manifest names none: remotes.json's pin is used then.
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

  const installedFile = (name: string, hash: string) => path.join(installDir(), `${name}-${hash}.js`);

  /**
   * The build to run for a remote: the one its release names, when the shell trusts it (remotes.json pins it, or it
   * was installed under a pin before: a roll-back that points the entry back needs no other step). A release naming a
   * build the shell never pinned is not run.
   */
  async function buildToRun(remote: RemoteLocation): Promise<string | undefined> {
    const named = await releaseBuild(remote.entry);
    const pin = remote.serverSha256;
    if (!named) return pin;
    if (named === pin || fs.existsSync(installedFile(remote.name, named))) return named;
    throw new Error(`${remote.entry} names the server build ${named}, which remotes.json never pinned: it is not run`);
  }

  /** Forgets a remote's builds beyond the newest SERVER_BUILDS_KEPT (in the order they were installed): off the disk. */
  async function evictOld(name: string, key: string, file: string): Promise<void> {
    const list = [...(installedOf.get(name) ?? []).filter(([k]) => k !== key), [key, file] as [string, string]];
    const old = list.splice(0, Math.max(0, list.length - SERVER_BUILDS_KEPT));
    installedOf.set(name, list);
    for (const [oldKey, oldFile] of old) {
      installing.delete(oldKey);
      await fs.promises.rm(oldFile, { force: true }).catch(() => undefined);
    }
  }

  /** Fetches the build from beside the remote's manifest, refuses it unless its hash is the one to run, and writes it. */
  async function fetchAndWrite(name: string, entry: string, hash: string): Promise<string> {
    const file = installedFile(name, hash);
    if (fs.existsSync(file) && sha256(await fs.promises.readFile(file)) === hash) return file;
    const url = new URL('server/routes.js', entry).toString();
    const res = await fetch(url, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const code = Buffer.from(await res.arrayBuffer());
    const actual = sha256(code);
    if (actual !== hash) throw new Error(`${url} has the hash ${actual}, not the ${hash} its release names and remotes.json trusts: it is not run`);
    await fs.promises.mkdir(installDir(), { recursive: true });
    // its own temporary file (several site servers may share the folder), then one atomic rename
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, code);
    await fs.promises.rename(temporary, file);
    return file;
  }

  /** The build remotes.json (or this browser's releases) asks for now, installed; undefined when there is none to run. */
  async function install(remote: RemoteLocation): Promise<ServerBuild | undefined> {
    const hash = await buildToRun(remote);
    if (!hash) return undefined;
    const key = `${remote.name}:${hash}`;
    let file = installing.get(key);
    if (!file) {
      file = fetchAndWrite(remote.name, remote.entry, hash).then(async (f) => (await evictOld(remote.name, key, f), f));
      installing.set(key, file);
      // a failed install is tried again by the next page; a done one is remembered while its file is there
      file.catch(() => installing.delete(key));
    }
    const installed = await file;
    if (!fs.existsSync(installed)) {
      installing.delete(key);
      return install(remote);
    }
    return { remote: remote.name, key, file: installed };
  }

  const refused = () => [...refusedUntil].filter(([, until]) => until > Date.now()).map(([key]) => key);
  const releasesNow = () => (remotesFile ? remotesOf(remotesFile).catch(() => [] as RemoteLocation[]) : Promise.resolve([] as RemoteLocation[]));
  const onChange = () => void installAll();
  let watching = false;

  async function installAll(): Promise<void> {
    if (remotesFile && !watching) {
      watching = true;
      fs.watchFile(remotesFile, { interval: 1000 }, onChange).unref();
    }
    const remotes = await releasesNow();
    await Promise.all(
      remotes.map((r) =>
        install(r).catch((error: unknown) => warnOnce(`The server cannot render ${r.name}'s pages: ${error instanceof Error ? error.message : String(error)}`)),
      ),
    );
  }

  return {
    async buildFor(pathname, releases, deadline = Infinity) {
      const name = remoteForPath(pathname);
      if (!name) return undefined;
      const remote = (releases ?? (await releasesNow())).find((r) => r.name === name);
      if (!remote) return undefined;
      // (the wait is stopped once the build is there: a pending timer would hold the answer until it fires)
      const stop = new AbortController();
      const wait = Math.max(0, Math.min(SERVER_ROUTES_TIMEOUT_MS, deadline - Date.now()));
      const late = delay(wait, undefined, { signal: stop.signal }).catch(() => undefined);
      try {
        const build = await Promise.race([install(remote), late]);
        if (build && (refusedUntil.get(build.key) ?? 0) > Date.now()) {
          warnOnce(`The server leaves ${name}'s pages to the browser for now: its build ${build.key} ran past the render budget`);
          return undefined;
        }
        return build;
      } catch (error) {
        warnOnce(`The server cannot render ${name}'s pages: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      } finally {
        stop.abort();
      }
    },
    refuse(key) {
      refusedUntil.set(key, Date.now() + REFUSED_FOR_MS);
    },
    refused,
    installAll,
    installedFiles() {
      return fs.existsSync(installDir()) ? fs.readdirSync(installDir()).filter((f) => f.endsWith('.js')) : [];
    },
    close() {
      if (remotesFile) fs.unwatchFile(remotesFile, onChange);
    },
  };
}
