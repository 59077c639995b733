// The shell as a module federation host, through the runtime's documented API (createInstance, loadRemote, runtime
// plugins). A chunk of its own, fetched with the first remote (remote-loader.ts): a page without remotes carries none
// of it. The remotes are built with `experiments.externalRuntime` (shared-lib/build/webpack.js): their entries carry
// no runtime and use this one, which the inject-external-runtime-core plugin provides. One runtime per page.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import * as i18next from 'i18next';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as sharedLib from 'shared-lib';
import type { RemotesManifest } from 'shared-lib';
import { nextTask } from '../app/next-task';
import { contractCheckPlugin } from '../runtime-plugins/contract-check';
import { crossOriginPlugin } from '../runtime-plugins/cross-origin';
import { fallbackPlugin } from '../runtime-plugins/fallback';
import { retryPlugin } from '../runtime-plugins/retry';
import { shortTasksPlugin } from '../runtime-plugins/short-tasks';

/** The versions of the singletons, from shared-lib/build/federation.js (set at build time by shared-lib/build/webpack.js). */
declare const FEDERATION_SINGLETON_VERSIONS: Record<string, string>;

/** Each singleton the shell provides, as the very module it runs (`react-dom/` shares its subpaths: the remotes ask for react-dom/client). */
export const PROVIDED_SINGLETONS: Record<string, () => unknown> = {
  react: () => React,
  'react-dom': () => ReactDOM,
  'react-dom/client': () => ReactDOMClient,
  i18next: () => i18next,
  'shared-lib': () => sharedLib,
};

function versionOf(name: string, versions: Record<string, string>): string {
  const version = versions[name] ?? versions[`${name.split('/')[0]}/`];
  if (!version) throw new Error(`No version for the shared singleton ${name}`);
  return version;
}

/**
 * Singletons the shell provides without running them itself: fetched when the first remote asks (`get`). shared-lib's
 * server state (RTK Query, ~18 KB gzip) is built here, so it runs on the shell's React Redux and store, but only a page
 * whose remote reads through it loads it.
 */
export const PROVIDED_ON_DEMAND: Record<string, () => Promise<() => unknown>> = {
  // RTK Query's modules, shared-lib's endpoints on them, and the remote module that needs them, in tasks of their own
  // (nextTask); the first import only runs RTK Query's modules, which the second's chunk holds (same chunk name)
  'shared-lib/server-state': async () => {
    await import(/* webpackChunkName: "server-state", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
    await nextTask();
    const serverState = await import(/* webpackChunkName: "server-state" */ 'shared-lib/server-state');
    await nextTask();
    return () => serverState;
  },
};

/** The `shared` option of createInstance: the shell's own copies as singletons, loaded already or on demand. */
export function providedShared(versions: Record<string, string> = FEDERATION_SINGLETON_VERSIONS) {
  const shareConfig = (version: string) => ({ singleton: true, requiredVersion: `^${version}` });
  return {
    ...Object.fromEntries(
      Object.entries(PROVIDED_SINGLETONS).map(([name, lib]) => {
        const version = versionOf(name, versions);
        return [name, { version, lib, shareConfig: shareConfig(version) }];
      }),
    ),
    ...Object.fromEntries(
      Object.entries(PROVIDED_ON_DEMAND).map(([name, get]) => {
        const version = versionOf(name, versions);
        return [name, { version, get, shareConfig: shareConfig(version) }];
      }),
    ),
  };
}

/** The page's one federation host: the remotes where remotes.json says they are, the shell's singletons, the plugins. */
export function createFederationHost(manifest: RemotesManifest): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: manifest.map(({ name, entry }) => ({ name, entry })),
    shared: providedShared(),
    // a singleton already loaded (the shell's) is used: a dead or slow remote cannot hold up start-up
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), crossOriginPlugin(), retryPlugin(), contractCheckPlugin(), fallbackPlugin(), shortTasksPlugin()],
  });
}

export { remoteBuilds } from '../runtime-plugins/contract-check';
