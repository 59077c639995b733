// node bench/shared-surface-bytes.mjs (after npm run build): the bytes of the shared surface either way (issue 54,
// item 1; docs/decisions.md, "The shared surface, versioned"). For each remote, the shared-lib domain rules it imports,
// bundled as it would bundle them itself (webpack production, tree-shaken, gzip level 6), against today: the shell
// provides shared-lib once and the remotes carry none of it. ONLY=mf-menu NAMES=formatMoney,... measures one set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bundle, gzipBytes as gz } from './lib/bundle.mjs';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const domain = new Set(Object.keys(require(path.join(ROOT, 'shared-lib/dist/domain/index.js'))));
const files = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const results = [];
for (const remote of process.env.ONLY ? [process.env.ONLY] : ['mf-menu', 'mf-cart', 'mf-booking', 'mf-admin']) {
  const names = new Set(process.env.NAMES ? process.env.NAMES.split(',') : []);
  if (!process.env.NAMES)
    for (const file of files(path.join(ROOT, remote, 'src'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'shared-lib'/g)) {
        for (const part of m[1].split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          const local = name.split(/\s+as\s+/)[0].trim();
          if (domain.has(local)) names.add(local);
        }
      }
    }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-surface-'));
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(entry, `export { ${[...names].join(', ')} } from '${ROOT}/shared-lib/src/domain/index.ts';\n`);
  await bundle(ROOT, entry, dir, { output: { path: dir, filename: 'out.js', library: { type: 'module' } }, experiments: { outputModule: true } });
  const out = fs.readFileSync(path.join(dir, 'out.js'));
  results.push({ remote, helpers: names.size, bytes: out.length, gzip: gz(out) });
  fs.rmSync(dir, { recursive: true, force: true });
}
// today: the remotes' own JS (no shared-lib code) and the shell's shared-lib
const jsOf = (dir) => files2(dir).filter((f) => f.endsWith('.js'));
function files2(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files2(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
// the browser's JS only (dist/server holds the remote's server build, which no browser loads)
for (const r of results)
  r.remoteJsGzipToday = jsOf(path.join(ROOT, r.remote, 'dist'))
    .filter((f) => !f.includes(`${path.sep}server${path.sep}`))
    .reduce((s, f) => s + gz(fs.readFileSync(f)), 0);
console.log(JSON.stringify(results, null, 2));
