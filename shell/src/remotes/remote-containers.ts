// Loaded as a chunk of its own with the first remote (remote-loader.ts). The shell starts the remotes itself, by the container interface every webpack federation remote exposes
// (`remoteEntry.js` defines a global with `init(shareScope)` and `get('./module')`): a remote's entry carries its
// own federation runtime, which takes the shell's share scope in `init`. So the shell loads no federation runtime of
// its own (it was ~24 KB gzip on every remote page, on top of each remote entry's).
//
// The share scope holds the singletons of shared-lib/build/federation.js, as the very modules the shell runs
// (already loaded, so the remotes take the shell's copies: one React, one i18next, one shared-lib with its router
// and store). A CommonJS package is provided as its module.exports (a default import), an ES module as its
// namespace, as webpack shares them.
import * as i18next from 'i18next';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as sharedLib from 'shared-lib';
import { CONTRACT_VERSION, isContractCompatible } from 'shared-lib';
import { nextTask } from 'shared-lib/start-up';
import { REMOTE_FAILED_EVENT } from './remote-loader';

/** The versions of the singletons, from shared-lib/build/federation.js (set at build time by shared-lib/build/webpack.js). */
declare const FEDERATION_SINGLETON_VERSIONS: Record<string, string>;

/** Each singleton the shell provides (`react-dom/` shares its subpaths: the remotes may ask for react-dom/client). */
export const PROVIDED_SINGLETONS: Record<string, () => unknown> = {
  react: () => React,
  'react-dom': () => ReactDOM,
  'react-dom/client': () => ReactDOMClient,
  i18next: () => i18next,
  'shared-lib': () => sharedLib,
};

function versionOf(name: string): string {
  const versions = FEDERATION_SINGLETON_VERSIONS;
  const version = versions[name] ?? versions[`${name.split('/')[0]}/`];
  if (!version) throw new Error(`No version for the shared singleton ${name}`);
  return version;
}

/** A package in the share scope, in the form the remotes' federation runtime registers its own (runtime-core's formatShare). */
interface ProvidedShare {
  version: string;
  from: string;
  lib: () => unknown;
  get: () => Promise<() => unknown>;
  loaded: true;
  loading: null;
  useIn: string[];
  deps: string[];
  scope: string[];
  strategy: 'loaded-first';
  shareConfig: { singleton: true; requiredVersion: string; eager: false; strictVersion: false };
}

export type ShareScope = Record<string, Record<string, ProvidedShare>>;

let scope: ShareScope | undefined;

/**
 * The one share scope every remote is started with (`default`): a loaded singleton at a version is never replaced by
 * a remote's own copy, and what one remote registers the next one sees.
 */
export function shareScope(): ShareScope {
  scope ??= Object.fromEntries(
    Object.entries(PROVIDED_SINGLETONS).map(([name, lib]) => {
      const version = versionOf(name);
      const share: ProvidedShare = {
        version,
        from: 'shell',
        lib,
        get: () => Promise.resolve(lib),
        loaded: true,
        loading: null,
        useIn: [],
        deps: [],
        scope: ['default'],
        strategy: 'loaded-first',
        shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: false, strictVersion: false },
      };
      return [name, { [version]: share }];
    }),
  );
  return scope;
}

/** What a federation remote's entry script defines. */
export interface RemoteContainer {
  init(shareScope: ShareScope): unknown;
  get(module: string): Promise<() => unknown>;
}

export function isRemoteContainer(value: unknown): value is RemoteContainer {
  return typeof (value as RemoteContainer | undefined)?.init === 'function' && typeof (value as RemoteContainer).get === 'function';
}

/** Runs a remote's entry script (a classic script: it defines the container as a global). */
export function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/** A remote's manifest or entry script is tried 3 times in all, a second apart. */
export const LOAD_TRIES = 3;
const RETRY_DELAY_MS = 1000;

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= LOAD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

export interface RemoteInfo {
  version: string | null;
  contractVersion: string | null;
}

/** What a remote's mf-manifest.json says of its entry and its build. */
interface RemoteManifestMeta {
  globalName?: string;
  publicPath?: string;
  remoteEntry?: { name: string; path?: string };
  contractVersion?: string;
  buildInfo?: { buildVersion?: string };
}

/** A refused contract: already reported (`refused`), not tried again. */
class ContractRefused extends Error {
  readonly refused = true;
}

/** The entry script's address: beside the manifest when its public path is `auto`, as the federation runtime reads it. */
export function entryScriptUrl(meta: RemoteManifestMeta, manifestUrl: string): string {
  if (!meta.remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const dir = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  const base = !meta.publicPath || meta.publicPath === 'auto' ? manifestUrl : new URL(meta.publicPath, manifestUrl).href;
  return new URL(`${dir}${meta.remoteEntry.name}`, base).href;
}

/**
 * Refuses a remote built against another contract major: a clear console error, a `shell:remote-load-failed` event
 * for monitoring, and (through the caller) the fallback view.
 */
function checkContract(name: string, meta: RemoteManifestMeta): RemoteInfo {
  const built = meta.contractVersion;
  if (!isContractCompatible(built)) {
    const message = `Remote ${name} was built against contract ${built ?? 'unknown'}, but the shell speaks ${CONTRACT_VERSION}: it is not loaded.`;
    console.error(message);
    window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id: name, lifecycle: 'contract', built, expected: CONTRACT_VERSION } }));
    throw new ContractRefused(message);
  }
  return { version: meta.buildInfo?.buildVersion ?? null, contractVersion: built ?? null };
}

const started = new Map<string, Promise<{ container: RemoteContainer; info: RemoteInfo }>>();

/**
 * Starts a remote once per entry: reads its mf-manifest.json (its contract checked), runs its entry script and
 * initialises the container with the shell's share scope. A script entry (remoteEntry.js) carries no manifest and
 * is not checked; its global is the remote's name. A failure is not kept: a fixed deployment is tried again next time.
 */
export function startRemote(name: string, entry: string): Promise<{ container: RemoteContainer; info: RemoteInfo }> {
  let starting = started.get(entry);
  if (!starting) {
    starting = (async () => {
      let script = entry;
      let globalName = name;
      let info: RemoteInfo = { version: null, contractVersion: null };
      if (entry.endsWith('.json')) {
        const meta = await withRetries(async () => {
          const res = await fetch(entry, { cache: 'no-cache' });
          if (!res.ok) throw new Error(`${entry} answered ${res.status}`);
          return ((await res.json()) as { metaData?: RemoteManifestMeta }).metaData ?? {};
        });
        info = checkContract(name, meta);
        script = entryScriptUrl(meta, entry);
        globalName = meta.globalName ?? name;
      }
      await withRetries(() => runScript(script));
      const container: unknown = (window as unknown as Record<string, unknown>)[globalName];
      if (!isRemoteContainer(container)) throw new Error(`${script} defined no remote ${globalName}`);
      // the entry's runtime, its `init` and its module each run in a task of their own (docs/decisions.md)
      await nextTask();
      await container.init(shareScope());
      return { container, info };
    })();
    const current = starting;
    current.catch(() => {
      if (started.get(entry) === current) started.delete(entry);
    });
    started.set(entry, current);
  }
  return starting;
}

/** Forgets a remote's start (a timed-out one may still have requests hanging on a slow server): the next try starts afresh. */
export function forgetRemote(entry: string): void {
  started.delete(entry);
}
