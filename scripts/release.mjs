// npm run release -w <remote>: a production build copied to <remote>/releases/<version>/, never overwritten.
// Point remotes.json at http://<host>:<port>/releases/<version>/mf-manifest.json to use it; rolling back is pointing
// it at the previous version again.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { sha256 } = require('../shared-lib/build/server-builds.js');

const dir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const target = path.join(dir, 'releases', pkg.version);
if (fs.existsSync(target)) {
  console.error(`${pkg.name} ${pkg.version} is already released in ${target}: releases are immutable, bump the version.`);
  process.exit(1);
}
// The remote's builds (shared-lib/build/webpack.js), built straight into the release folder: its container, and for a
// remote whose public pages the site's server renders, its server build (in server/, named in the manifest). The
// remote's dist/ (what its server serves now) is left as it is.
fs.mkdirSync(path.dirname(target), { recursive: true });
execSync(`npx webpack --mode production --env releaseDir="${target}"`, { cwd: dir, stdio: 'inherit' });
const serverBuild = fs.existsSync(path.join(target, 'server', 'routes.js')) ? path.join(target, 'server', 'routes.js') : null;
const manifest = JSON.parse(fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
const serverSha256 = serverBuild ? sha256(fs.readFileSync(serverBuild)) : undefined;
fs.writeFileSync(
  path.join(target, 'release.json'),
  JSON.stringify(
    { name: pkg.name, version: pkg.version, contractVersion: manifest.metaData?.contractVersion, serverSha256, releasedAt: new Date().toISOString() },
    null,
    2,
  ) + '\n',
);
console.log(`Released ${pkg.name} ${pkg.version} to ${path.relative(process.cwd(), target)}`);
console.log(
  `remotes.json entry: "/releases/${pkg.version}/mf-manifest.json" on ${pkg.name}'s server${serverSha256 ? `, "serverSha256": "${serverSha256}"` : ''}`,
);
