// One webpack production build of a TypeScript entry, as the site's builds transpile it (swc, tree-shaken, shared-lib's
// request contracts side-effect free): the bench's way to measure what a module would add to a bundle.
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

export const gzipBytes = (buf) => zlib.gzipSync(buf, { level: 6 }).length;

/** Builds `entry` into `dir` (webpack options `extra` on top: output, externals, experiments); rejects on errors. */
export function bundle(root, entry, dir, extra = {}) {
  const require = createRequire(path.join(root, 'package.json'));
  const webpack = require('webpack');
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        entry,
        context: root,
        output: { path: dir, filename: 'out.js' },
        resolve: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['pizza-inn-source', 'import', 'module', 'default'] },
        module: {
          rules: [
            { test: /shared-lib[\\/]src[\\/](domain|contracts[\\/]requests)/, sideEffects: false },
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
        ...extra,
      },
      (err, stats) => {
        if (err) return reject(err);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats);
      },
    ),
  );
}
