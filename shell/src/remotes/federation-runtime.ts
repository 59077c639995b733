// The shell's federation runtime, a lazy chunk (~25 KB gzip) loaded with the first remote (remote-loader.ts):
// the shell is a host built without the federation build plugin, so its own pages load none of it.
//
// What a build plugin would provide to the remotes at start-up, it provides here when the runtime starts: the
// singletons of shared-lib/build/federation.js, the very modules the shell runs (already loaded, so the remotes
// take the shell's copies: one React, one i18next, one shared-lib with its router and store). A CommonJS package
// is provided as its module.exports (a default import), an ES module as its namespace, as webpack shares them.
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as i18next from 'i18next';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as sharedLib from 'shared-lib';
import { fallbackPlugin } from '../runtime-plugins/fallback';
import { retryPlugin } from '../runtime-plugins/retry';

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

/** Starts the federation runtime as the host `shell`, with the retry and fallback plugins (runtime-plugins/). */
export function startFederationHost(): ModuleFederation {
  return init({
    name: 'shell',
    remotes: [],
    // a dead remote cannot stop start-up (ARCHITECTURE 1)
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(PROVIDED_SINGLETONS).map(([name, lib]) => {
        const version = versionOf(name);
        return [name, { version, lib, loaded: true, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
      }),
    ),
    plugins: [retryPlugin(), fallbackPlugin()],
  });
}
