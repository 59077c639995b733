// What the release-health reporting (shell/src/monitoring/release-health.ts, issue 54) adds to a diner's first load:
// the reporter bundled as the shell bundles it (webpack production, tree-shaken, gzip level 6; shared-lib left out,
// the shell carries it already), and the web-vitals chunk it loads once the page is idle (after the load event: no
// request before the page is interactive).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;

export async function measureHealthBytes(root) {
  const require = createRequire(path.join(root, 'shell', 'package.json'));
  const webpack = require('webpack');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-bytes-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          entry: path.join(root, 'shell', 'src', 'monitoring', 'release-health.ts'),
          context: root,
          output: { path: dir, filename: 'main.js', chunkFilename: '[name].js' },
          externals: { 'shared-lib': 'commonjs shared-lib' },
          resolve: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['pizza-inn-source', 'import', 'module', 'default'] },
          module: {
            rules: [
              { test: /[\\/]shared-lib[\\/]src[\\/]contracts[\\/]requests[\\/]/, sideEffects: false },
              {
                test: /\.tsx?$/,
                use: {
                  loader: require.resolve('swc-loader'),
                  options: { module: { type: 'es6' }, jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
                },
              },
            ],
          },
          performance: { hints: false },
        },
        (err, s) => (err ? reject(err) : resolve(s)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    const main = fs.readFileSync(path.join(dir, 'main.js'));
    const vitals = fs.readdirSync(dir).filter((f) => f.includes('web-vitals') && f.endsWith('.js'));
    const vitalsBytes = vitals.reduce((s, f) => s + gz(fs.readFileSync(path.join(dir, f))), 0);
    return { firstLoadGzipBytes: gz(main), afterIdleGzipBytes: vitalsBytes, afterIdleChunks: vitals.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
