// The monolith variant of the shell, built only by `npm run bench` (bench/run.mjs) into shell/dist-monolith:
// the same source, but the remotes' exposed modules are imported at build time (lazy chunks of the shell)
// instead of loaded through module federation (whose runtime the shell loads only with the first remote). It
// exists to measure what composition costs; the normal build (webpack.config.js) is untouched by it.
const path = require('path');
const webpack = require('webpack');
const normal = require('./webpack.config.js');

module.exports = (env, argv) => {
  const config = normal(env, argv);
  return {
    ...config,
    output: { ...config.output, path: path.join(__dirname, 'dist-monolith'), uniqueName: 'shell_monolith' },
    plugins: [
      ...config.plugins,
      new webpack.NormalModuleReplacementPlugin(/[\\/]shell[\\/]src[\\/]remotes[\\/]remote-loader\.ts$/, path.join(__dirname, 'monolith', 'remote-loader.ts')),
    ],
  };
};
