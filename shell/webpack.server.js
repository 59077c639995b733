// The site's server built for Node (shell/dist-server): `site-server.js`, the entry that serves pages
// (src/server/site-server.ts), and `render-worker.js`, the render threads it starts (src/server/render-worker.ts),
// which render a page's first view with the same source and loaders as the browser build. No federation.
const path = require('path');
const webpack = require('webpack');
const browser = require('./webpack.config.js');
const { serverExternals } = require('shared-lib/build/webpack');

const REMOTE_LOADER = path.join(__dirname, 'src', 'remotes', 'remote-loader');
const SERVER_REMOTE_LOADER = path.join(__dirname, 'src', 'server', 'remote-loader.ts');
const SITE_PAGES = path.join(__dirname, 'src', 'routing', 'site-pages');
const SERVER_SITE_PAGES = path.join(__dirname, 'src', 'server', 'site-pages.ts');
/** Packages the site's server requires as installed, never bundled. */
const NODE_PACKAGES = ['compression', 'express', 'piscina'];

module.exports = (env, argv) => {
  const config = browser(env, argv);
  return {
    ...config,
    target: 'node',
    entry: { 'site-server': './src/server/site-server.ts', 'render-worker': './src/server/render-worker.ts' },
    output: { path: path.join(__dirname, 'dist-server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false },
    // Node's __dirname (the threads' script and the installed remote builds are found beside these files), and Node's
    // createRequire: the remotes' installed server builds are loaded with it (server-builds.ts, load-server-build.ts)
    node: { __dirname: false },
    module: { ...config.module, parser: { javascript: { createRequire: false } } },
    // React, i18next and shared-lib (and its server parts) from the installed packages, as the remotes' server builds
    // take them; the HTTP server's and the render pool's packages too (piscina starts its threads from its own files)
    externals: [serverExternals, ...NODE_PACKAGES.map((name) => ({ [name]: `commonjs ${name}` }))],
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // the request is swapped before it is resolved, so the stand-in resolves its own imports from its own folder
      new webpack.NormalModuleReplacementPlugin(/remote-loader$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === REMOTE_LOADER) resource.request = SERVER_REMOTE_LOADER;
      }),
      // the public pages imported at once: the server renders each whole and in place (src/routing/site-pages.ts)
      new webpack.NormalModuleReplacementPlugin(/site-pages$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === SITE_PAGES) resource.request = SERVER_SITE_PAGES;
      }),
    ],
  };
};
