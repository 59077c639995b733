// The remotes' pages on the server: each public remote deploys its `./routes` built for Node beside its entry
// (dist/server/routes.js, shared-lib/build/webpack.js). The site's server fetches it from the remote's own origin,
// the one remotes.json names, so a remote's new release is rendered by its new code with no shell rebuild. It runs
// with the shell's React, router, store and i18next lent to it, as federation shares them in the browser.
import * as I18next from 'i18next';
import fs from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as SharedLib from 'shared-lib';
import { collectRemoteStyles, isContractCompatible, isRemotesManifest, REMOTE_SECTIONS, type RemoteName, type RemoteStyle } from 'shared-lib';

/**
 * What a remote's server build may require: the federation singletons (shared-lib/build/federation.js), which its
 * build leaves out, lent by the shell as federation shares them in the browser (the router, the store binding and
 * react-i18next come with shared-lib).
 */
export const LENT_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  i18next: I18next,
  'shared-lib': SharedLib,
};

/** A remote's server code is fetched again after this long (a new release shows within it). */
export const SERVER_ROUTES_REFRESH_MS = 15000;
/** A page waits at most this long for a remote's server code; then the remote's slot shows its loading state. */
export const SERVER_ROUTES_TIMEOUT_MS = 1500;

export interface ServerRoutes {
  /** The remote's `./routes` module (its default export renders the remote's pages). */
  module: unknown;
  /** The stylesheets it adds when it loads, for the page's head. */
  styles: RemoteStyle[];
}

interface Loaded extends ServerRoutes {
  entry: string;
  at: number;
  etag: string | null;
}

const loaded = new Map<RemoteName, Loaded>();
const pending = new Map<RemoteName, Promise<void>>();

/** Runs a remote's CommonJS server build with the shell's shared modules. */
export function evaluateServerRoutes(code: string, filename: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (e: unknown, r: (id: string) => unknown, m: { exports: unknown }) => void;
  const require = (id: string) => {
    if (id in LENT_MODULES) return LENT_MODULES[id];
    if (isBuiltin(id)) return process.getBuiltinModule(id);
    throw new Error(`${filename} requires ${id}, which is neither lent by the shell nor built in`);
  };
  wrapper(module.exports, require, module);
  return module.exports;
}

async function readRemotesFile(remotesFile: string): Promise<Array<{ name: string; entry: string }>> {
  const manifest: unknown = JSON.parse(await fs.readFile(remotesFile, 'utf8'));
  if (!isRemotesManifest(manifest)) throw new Error(`${remotesFile} is not a valid remotes manifest`);
  return manifest;
}

async function entryOf(name: RemoteName, remotesFile: string): Promise<string | undefined> {
  return (await readRemotesFile(remotesFile)).find((r) => r.name === name)?.entry;
}

async function load(name: RemoteName, remotesFile: string): Promise<void> {
  const entry = await entryOf(name, remotesFile);
  if (!entry) throw new Error(`${name} is not in ${remotesFile}`);
  if (entry.endsWith('.json')) {
    // the same contract check as the browser's: a remote built against another contract is not run
    const res = await fetch(entry, { signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${entry} answered ${res.status}`);
    const meta = ((await res.json()) as { metaData?: { contractVersion?: string } }).metaData;
    if (!isContractCompatible(meta?.contractVersion)) throw new Error(`${name} was built against contract ${meta?.contractVersion ?? 'unknown'}`);
  }
  const url = new URL('server/routes.js', entry).toString();
  const previous = loaded.get(name);
  const headers: Record<string, string> = previous?.entry === entry && previous.etag ? { 'if-none-match': previous.etag } : {};
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(SERVER_ROUTES_TIMEOUT_MS) });
  if (res.status === 304 && previous) {
    loaded.set(name, { ...previous, at: Date.now() });
    return;
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const code = await res.text();
  const { result: module, styles } = collectRemoteStyles(() => evaluateServerRoutes(code, url));
  loaded.set(name, { entry, at: Date.now(), etag: res.headers.get('etag'), module, styles });
}

/** Starts (once at a time) fetching a remote's server code; a failure leaves what was loaded before. */
function refresh(name: RemoteName, remotesFile: string): Promise<void> {
  let p = pending.get(name);
  if (!p) {
    p = load(name, remotesFile)
      .catch((error) => console.warn(`The server cannot render ${name}'s pages: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => pending.delete(name));
    pending.set(name, p);
  }
  return p;
}

/** The remote that renders this path's section (`/en/menu/3` -> mf_menu), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const section = pathname.split('/').filter(Boolean)[1];
  const sections = REMOTE_SECTIONS as Record<string, readonly string[]>;
  return Object.keys(sections).find((name) => sections[name]!.includes(section ?? '')) as RemoteName | undefined;
}

/**
 * The remote's server-built routes module, fetched if missing or re-pointed (waiting at most SERVER_ROUTES_TIMEOUT_MS) and
 * refreshed in the background once it is older than SERVER_ROUTES_REFRESH_MS. Undefined when it cannot be had.
 */
export async function serverRoutes(name: RemoteName, remotesFile: string): Promise<ServerRoutes | undefined> {
  // remotes.json re-pointed (a new release, a rollback): the old code is not used for another page
  const entry = await entryOf(name, remotesFile).catch(() => undefined);
  if (loaded.get(name)?.entry !== entry) loaded.delete(name);
  const current = loaded.get(name);
  if (!current) {
    await Promise.race([refresh(name, remotesFile), new Promise((r) => setTimeout(r, SERVER_ROUTES_TIMEOUT_MS))]);
  } else if (Date.now() - current.at > SERVER_ROUTES_REFRESH_MS) {
    void refresh(name, remotesFile);
  }
  return loaded.get(name);
}
