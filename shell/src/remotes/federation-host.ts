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
import { contractCheckPlugin } from '../runtime-plugins/contract-check';
import { fallbackPlugin } from '../runtime-plugins/fallback';
import { retryPlugin } from '../runtime-plugins/retry';

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

/** The `shared` option of createInstance: the shell's own copies, already loaded, as singletons. */
export function providedShared(versions: Record<string, string> = FEDERATION_SINGLETON_VERSIONS) {
  return Object.fromEntries(
    Object.entries(PROVIDED_SINGLETONS).map(([name, lib]) => {
      const version = versionOf(name, versions);
      return [name, { version, lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}

/** The page's one federation host: the remotes where remotes.json says they are, the shell's singletons, the plugins. */
export function createFederationHost(manifest: RemotesManifest): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: manifest.map(({ name, entry }) => ({ name, entry })),
    shared: providedShared(),
    // a singleton already loaded (the shell's) is used: a dead or slow remote cannot hold up start-up
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), retryPlugin(), contractCheckPlugin(), fallbackPlugin()],
  });
}

export { remoteBuilds } from '../runtime-plugins/contract-check';
