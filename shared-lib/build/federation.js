// The federation contract at build time: which packages are shared singletons, and at which versions.
// One source of truth for the shell and every remote (ARCHITECTURE 2).
const path = require('path');

/** Packages the host and every remote share as singletons (one React, one router, one store, one i18next). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'shared-lib',
];

function installedVersion(name, fromDir) {
  const pkgName = name.replace(/\/$/, '');
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/** The `shared` option of ModuleFederationPlugin for the package in `packageDir`. */
function sharedConfig(packageDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, packageDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

const sharedLibVersion = require(path.join(__dirname, '..', 'package.json')).version;

module.exports = { SINGLETONS, sharedConfig, sharedLibVersion };
