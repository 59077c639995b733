// What the release-health reporting (shell/src/monitoring/release-health.ts, issue 54) adds to a diner's first load:
// the reporter bundled as the shell bundles it (webpack production, tree-shaken, gzip level 6; shared-lib left out,
// the shell carries it already), and the web-vitals chunk it loads once the page is idle (after the load event: no
// request before the page is interactive).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundle, gzipBytes } from './bundle.mjs';

export async function measureHealthBytes(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-bytes-'));
  try {
    await bundle(root, path.join(root, 'shell', 'src', 'monitoring', 'release-health.ts'), dir, {
      output: { path: dir, filename: 'main.js', chunkFilename: '[name].js' },
      externals: { 'shared-lib': 'commonjs shared-lib' },
    });
    const main = fs.readFileSync(path.join(dir, 'main.js'));
    const vitals = fs.readdirSync(dir).filter((f) => f.includes('web-vitals') && f.endsWith('.js'));
    const vitalsBytes = vitals.reduce((s, f) => s + gzipBytes(fs.readFileSync(path.join(dir, f))), 0);
    return { firstLoadGzipBytes: gzipBytes(main), afterIdleGzipBytes: vitalsBytes, afterIdleChunks: vitals.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
