// The remotes' server builds (dist/server/routes.js, shared-lib/build/webpack.js) are pinned by their SHA-256 in
// remotes.json when a remote is deployed; the site's server installs and runs only a build with that hash
// (shell/src/server/server-builds.ts).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** Where a remote's server build lies beside its manifest. */
const SERVER_BUILD_PATH = 'server/routes.js';

function sha256(content) {
  return crypto.createHash('sha256').update(content).digest('hex');
}

/** The hash of a built remote's server build (undefined when it has none). */
function serverBuildSha256(packageDir) {
  const file = path.join(packageDir, 'dist', SERVER_BUILD_PATH);
  return fs.existsSync(file) ? sha256(fs.readFileSync(file)) : undefined;
}

/**
 * Pins the server builds of remotes deployed from this checkout: each entry whose package is named in `localDirs`
 * (federation name -> package folder) gets the hash of that folder's build, or loses a stale one.
 */
function pinServerBuilds(remotes, localDirs) {
  return remotes.map((remote) => {
    const dir = localDirs[remote.name];
    if (!dir) return remote;
    const { serverSha256: _old, ...rest } = remote;
    const hash = serverBuildSha256(dir);
    return hash ? { ...rest, serverSha256: hash } : rest;
  });
}

module.exports = { SERVER_BUILD_PATH, sha256, serverBuildSha256, pinServerBuilds };
