#!/usr/bin/env node
// The shared surface's fingerprint: a SHA-256 of everything shared-lib shares with the remotes at run time (its browser
// entry, src/index.ts, and what that entry is made of: src/contracts, src/domain and src/platform; every source file,
// comments and spacing left out). package.json keeps it beside `contractVersion`; a test fails when the surface changes
// and it does not, so every change a remote could come to rely on (a new helper as much as a new field) comes with a
// version decision, and an older shell refuses a remote that needs the newer surface (docs/shipping-a-remote.md).
// `node shared-lib/build/contract-fingerprint.js --write` records the current one, after `contractVersion` is raised.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const SRC_DIR = path.join(__dirname, '..', 'src');
/** What the remotes take from the shell at run time (shared-lib is one singleton): the browser entry and its layers. */
const SHARED_SURFACE = ['index.ts', 'contracts', 'domain', 'platform'];
const PACKAGE_JSON = path.join(__dirname, '..', 'package.json');

function sourceFiles(dir) {
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      // by UTF-16 code units, as the fingerprints recorded so far were
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  );
}

function allFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** The code without comments and spacing (a `//` inside a string such as a URL has no space before it and stays). */
function codeOf(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fingerprint of `parts` (files and folders) of `dir`: by default the shared surface of shared-lib/src. */
function contractFingerprint(dir = SRC_DIR, parts = dir === SRC_DIR ? SHARED_SURFACE : null) {
  const hash = crypto.createHash('sha256');
  const files = sourceFiles(dir).filter(
    (file) => !parts || parts.some((part) => path.relative(dir, file) === part || path.relative(dir, file).startsWith(`${part}${path.sep}`)),
  );
  for (const file of files) hash.update(`${path.relative(dir, file)}\n${codeOf(fs.readFileSync(file, 'utf8'))}\n`);
  if (dir === SRC_DIR) {
    // the libraries shared-lib hands on (React Router, Redux Toolkit, react-i18next, axios, valibot) and the singleton
    // list: a remote takes them from the shell too
    hash.update(`dependencies\n${JSON.stringify(JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')).dependencies ?? {})}\n`);
    hash.update(`federation.js\n${codeOf(fs.readFileSync(path.join(__dirname, 'federation.js'), 'utf8'))}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

if (require.main === module) {
  const fingerprint = contractFingerprint();
  if (process.argv.includes('--write')) {
    const text = fs.readFileSync(PACKAGE_JSON, 'utf8');
    const pkg = JSON.parse(text);
    pkg.contractFingerprint = fingerprint;
    fs.writeFileSync(PACKAGE_JSON, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`contract ${pkg.contractVersion}: fingerprint ${fingerprint} written to shared-lib/package.json`);
  } else {
    console.log(fingerprint);
  }
}

module.exports = { contractFingerprint, codeOf, SHARED_SURFACE };
