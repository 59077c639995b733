// Browser tests of the production build of the composed site in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './packages.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it with "apt-get install -y chromium" or set CHROME_PATH.`);
  process.exit(1);
}
// A fresh database and remotes.json for every run, for each worker's site (e2e/env.ts).
const tmp = path.join(ROOT, '.tmp');
for (const name of fs.existsSync(tmp) ? fs.readdirSync(tmp) : []) {
  if (/^e2e-(pglite|remotes)/.test(name)) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
