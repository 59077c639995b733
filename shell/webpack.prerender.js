// The shell built for Node (shell/dist-prerender/render-page.js): the site's server renders a page's first view
// with it (src/prerender/render-page.tsx). Same source and loaders as the browser build; no federation, one file.
const path = require('path');
const webpack = require('webpack');
const browser = require('./webpack.config.js');
const { serverExternals } = require('shared-lib/build/webpack');

const REMOTE_LOADER = path.join(__dirname, 'src', 'remotes', 'remote-loader');
const SERVER_REMOTE_LOADER = path.join(__dirname, 'src', 'prerender', 'remote-loader.ts');

module.exports = (env, argv) => {
  const config = browser(env, argv);
  return {
    ...config,
    target: 'node',
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    output: { path: path.join(__dirname, 'dist-prerender'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false },
    // Node's createRequire stays Node's: the remotes' installed server builds are loaded with it (server-remotes.ts)
    module: { ...config.module, parser: { javascript: { createRequire: false } } },
    // React, i18next and shared-lib from the installed packages, as the remotes' server builds take them
    externals: [serverExternals],
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // the request is swapped before it is resolved, so the stand-in resolves its own imports from its own folder
      new webpack.NormalModuleReplacementPlugin(/remote-loader$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === REMOTE_LOADER) resource.request = SERVER_REMOTE_LOADER;
      }),
    ],
  };
};
