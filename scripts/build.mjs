// Builds what is not built (or is older than its sources); `--all` rebuilds everything.
// Usage: node scripts/build.mjs [--all] [package ...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGES, ROOT } from './packages.mjs';

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function isBuilt(pkg) {
  const dir = path.join(ROOT, pkg.name);
  const output = path.join(dir, pkg.output);
  if (!fs.existsSync(output)) return false;
  const builtAt = fs.statSync(output).mtimeMs;
  return pkg.inputs.every((input) => newestMtime(path.join(dir, input)) <= builtAt);
}

function run(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', pkg.name], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code === 0) {
        // touch the output so an unchanged rebuild still counts as fresh
        const output = path.join(ROOT, pkg.name, pkg.output);
        const now = new Date();
        if (fs.existsSync(output)) fs.utimesSync(output, now, now);
        console.log(`built ${pkg.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`build of ${pkg.name} failed (exit ${code})`));
      }
    });
  });
}

export async function build({ all = false, only = [] } = {}) {
  const wanted = PACKAGES.filter((p) => only.length === 0 || only.includes(p.name));
  const todo = wanted.filter((p) => all || !isBuilt(p));
  if (todo.length === 0) {
    console.log('everything is built');
    return;
  }
  // shared-lib and the API first (small), then the five webpack builds two at a time (2 cores).
  const first = todo.filter((p) => p.name === 'shared-lib' || p.name === 'api');
  for (const p of first) await run(p);
  const rest = todo.filter((p) => !first.includes(p));
  const workers = Array.from({ length: 2 }, async () => {
    while (rest.length) await run(rest.shift());
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  build({ all: args.includes('--all'), only: args.filter((a) => !a.startsWith('--')) }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
