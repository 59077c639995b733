// The federation contract at build time: which packages are shared singletons, and at which versions.
// One source of truth for the shell and every remote (docs/decisions.md, Composition).
const path = require('path');

/**
 * Packages the host and every remote share as singletons (one React, one i18next, one shared-lib).
 * React Router, React Redux, Redux Toolkit and react-i18next reach the apps through shared-lib
 * (shared-lib/src/platform/react-libs.ts) instead: a shared package is never tree-shaken, so sharing them one by one
 * shipped every export of each (bench/findings.md).
 */
const SINGLETONS = ['react', 'react-dom', 'react-dom/', 'i18next', 'shared-lib', 'shared-lib/server-state'];

function installedVersion(name, fromDir) {
  // a package's entry point (`shared-lib/server-state`) has the package's version
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/**
 * The `shared` option of ModuleFederationPlugin for a remote in `packageDir`. Each singleton is `import: false` (webpack's
 * documented "no fallback"): the shell provides every one of them (shell/src/remotes/federation-host.ts), so a remote's
 * own copy would never run; it only cost bytes, as the modules that copy shares with the remote's code were built with
 * every export either needed (mf-cart's Redux Toolkit chunk: 10.5 KB gzip with shared-lib's copy beside it, 3.6 KB
 * without; bench/findings.md). shared-lib's server state must be the host's in any case: a copy would bring its own
 * React Redux binding. A remote run alone is its dev harness, a plain app that bundles them (webpack.js).
 */
function sharedConfig(packageDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, packageDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, import: false };
  }
  return shared;
}

/** name -> installed version of each singleton, for the shell's runtime (it provides them without the build plugin). */
function singletonVersions(packageDir) {
  return Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name, packageDir)]));
}

const sharedLibVersion = require(path.join(__dirname, '..', 'package.json')).version;

module.exports = { SINGLETONS, sharedConfig, singletonVersions, sharedLibVersion };
