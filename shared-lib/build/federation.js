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

/**
 * Singletons a remote never bundles a copy of (`import: false`): the host always provides them. shared-lib's server
 * state (RTK Query) must be the host's: a copy built into a remote would bring its own React Redux binding.
 */
const HOST_ONLY = ['shared-lib/server-state'];

function installedVersion(name, fromDir) {
  // a package's entry point (`shared-lib/server-state`) has the package's version
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/** The `shared` option of ModuleFederationPlugin for the package in `packageDir`. */
function sharedConfig(packageDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, packageDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, ...(HOST_ONLY.includes(name) ? { import: false } : {}) };
  }
  return shared;
}

/** name -> installed version of each singleton, for the shell's runtime (it provides them without the build plugin). */
function singletonVersions(packageDir) {
  return Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name, packageDir)]));
}

const sharedLibVersion = require(path.join(__dirname, '..', 'package.json')).version;

module.exports = { SINGLETONS, sharedConfig, singletonVersions, sharedLibVersion };
