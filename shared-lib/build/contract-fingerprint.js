#!/usr/bin/env node
// The contracts' fingerprint: a SHA-256 of shared-lib/src/contracts (every source file, comments and spacing left
// out). package.json keeps it beside `contractVersion`; a test fails when the contracts change and it does not, so a
// contract change always comes with a version decision (docs/decisions.md, "shared-lib's layers").
// `node shared-lib/build/contract-fingerprint.js --write` records the current one, after `contractVersion` is raised.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const CONTRACTS_DIR = path.join(__dirname, '..', 'src', 'contracts');
const PACKAGE_JSON = path.join(__dirname, '..', 'package.json');

function sourceFiles(dir) {
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      // by UTF-16 code units, as the fingerprints recorded so far were
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  );
}

/** The code without comments and spacing (a `//` inside a string such as a URL has no space before it and stays). */
function codeOf(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function contractFingerprint(dir = CONTRACTS_DIR) {
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles(dir)) hash.update(`${path.relative(dir, file)}\n${codeOf(fs.readFileSync(file, 'utf8'))}\n`);
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

module.exports = { contractFingerprint, codeOf };
