// One webpack configuration for the shell and the four remotes (webpack 5 + @module-federation/enhanced).
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, singletonVersions, SINGLETONS } = require('./federation');
const { contractVersion } = require('../package.json');

/** Copies files from `public/` (except the HTML template) into the output, e.g. the shell's remotes.json. */
class CopyPublicPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.publicDir)) return;
        for (const file of fs.readdirSync(this.publicDir)) {
          if (file === 'index.html') continue;
          const content = fs.readFileSync(path.join(this.publicDir, file));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content));
        }
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir         the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name        federation name (mf_menu, shell, ...)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.host]     true for the shell
 * @param {string} [options.title]     title of the HTML page (the shell's page, or a remote's dev harness)
 * @param {boolean} [options.serverRoutes]  a remote whose public pages the site's server renders: its `./routes` is
 *   also built for Node into dist/server/routes.js (see serverRoutesConfig)
 */
function createWebpackConfig({ dir, name, exposes, host = false, title, serverRoutes = false }) {
  const browser = browserConfig({ dir, name, exposes, host, title });
  return (env = {}, argv = {}) => {
    // `--env harness`: a remote's dev harness (npm start -w mf-menu), the remote's source run alone as a plain app
    if (env.harness) return browserConfig({ dir, name, title, harness: true })(env, argv);
    if (!serverRoutes) return browser(env, argv);
    return [browser(env, argv), serverRoutesConfig({ dir, name, routes: exposes['./routes'] })(env, argv)];
  };
}

/**
 * The shared singletons are not bundled into a server build (a remote's or the shell's): each requires the site's
 * installed packages, so one React, one router and one store binding serve them all.
 */
function isSingleton(request) {
  return SINGLETONS.some((s) => {
    const pkgName = s.replace(/\/$/, '');
    return request === pkgName || request.startsWith(`${pkgName}/`);
  });
}

/** webpack `externals` of a build for Node: the singletons stay `require`s of the installed packages. */
function serverExternals({ request }, callback) {
  return isSingleton(request) ? callback(undefined, `commonjs ${request}`) : callback();
}

/**
 * A remote's `./routes` built for Node (dist/server/routes.js, CommonJS, deployed beside its remoteEntry): the site's
 * server installs it once, pinned by its SHA-256 in remotes.json, and renders the remote's public pages into the HTML
 * with the shell's React, router, store and i18next (shell/src/server). Same source and loaders as the browser build.
 */
function serverRoutesConfig({ dir, name, routes }) {
  return (env, argv) => {
    const base = browserConfig({ dir, name })(env, argv);
    return {
      ...base,
      name: `${name}-server`,
      // after the browser build: its manifest then names this server build (StampServerBuildPlugin)
      dependencies: [name],
      target: 'node',
      entry: { routes },
      devtool: false,
      output: { path: path.join(env?.releaseDir ?? path.join(dir, 'dist'), 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      externals: [serverExternals],
      optimization: { minimize: false },
      plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }), new StampServerBuildPlugin()],
    };
  };
}

/**
 * Writes the server build's SHA-256 into the remote's manifest of the same build (`metaData.serverSha256` of
 * dist/mf-manifest.json and mf-stats.json): a release names its own server build, so the site's server renders the
 * release an entry points to, and a roll-back of the entry rolls the server's rendering back too.
 */
class StampServerBuildPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('StampServerBuildPlugin', () => {
      // the server build is written into `<build>/server/`, the remote's manifest into `<build>/`
      const { sha256, SERVER_BUILD_PATH } = require('./server-builds');
      const build = path.dirname(compiler.outputPath);
      const serverBuild = path.join(build, SERVER_BUILD_PATH);
      if (!fs.existsSync(serverBuild)) return;
      const serverSha256 = sha256(fs.readFileSync(serverBuild));
      for (const file of ['mf-manifest.json', 'mf-stats.json']) {
        const target = path.join(build, file);
        if (!fs.existsSync(target)) continue;
        const json = JSON.parse(fs.readFileSync(target, 'utf8'));
        json.metaData = { ...json.metaData, serverSha256 };
        fs.writeFileSync(target, JSON.stringify(json));
      }
    });
  }
}

/**
 * The browser build: the shell's page (`host`); a remote's federation container (remoteEntry.js, mf-manifest.json and
 * its chunks, no page of its own); or, with `harness`, a remote's dev harness page without federation.
 */
function browserConfig({ dir, name, exposes, host = false, title, harness = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  const remote = !host && !harness;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: harness ? `${name}-harness` : name,
      mode: production ? 'production' : 'development',
      context: dir,
      // the shell's entry (shell/src/index.ts: the app behind one import(), the federation runtime's async boundary); a remote's
      // container adds its own entry (remoteEntry.js)
      entry: remote ? {} : { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        // `--env releaseDir=...`: a release's build, written straight into its folder (scripts/release.mjs)
        path: env?.releaseDir ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // chunks from another origin (a remote's, loaded by the shell's page) with crossorigin="anonymous": their
        // uncaught errors then reach window.onerror with a file and a stack (shell/src/monitoring/release-health.ts)
        crossOriginLoading: 'anonymous',
        filename: '[name].js', // entries stay unhashed (served no-cache): webpack 5.111 + federation cannot hash them (module-federation/core#5077)
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // SPEC 9: a chunk may take up to 120 s on a slow connection before it counts as failed.
        chunkLoadTimeout: 120000,
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        conditionNames: ['pizza-inn-source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                // Ignore a package's .swcrc (shared-lib's compiles to CommonJS for the API's dist/): in a
                // browser bundle CommonJS defeats tree shaking and resolves `require` builds of packages (a second
                // i18next), which only federation's sharing happened to paper over.
                swcrc: false,
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
          // shared-lib's modules only declare (server-state, which adds its reducer to the store as it loads, aside):
          // an import takes the module it names, not the whole of shared-lib. So the shell's first load carries the
          // rules its pages use, and the singleton's other exports (the remotes' rules) come with the federation
          // host's chunk, which the first remote loads (valibot is one module, so whatever any chunk uses of it
          // lands in the chunk that loads it first).
          { test: /[\\/]shared-lib[\\/]src[\\/]/, exclude: /[\\/]server-state[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        // The shell is a host through the federation runtime's API (shell/src/remotes/federation-host.ts), which
        // provides these singletons at these versions; it needs no build plugin.
        host &&
          new (require(require.resolve('webpack', { paths: [dir] })).DefinePlugin)({
            FEDERATION_SINGLETON_VERSIONS: JSON.stringify(singletonVersions(dir)),
            // the runtime's browser-only build, as the build plugin's `experiments.optimization.target: 'web'` defines it
            ENV_TARGET: JSON.stringify('web'),
          }),
        remote &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: exposes ?? {},
            remotes: {},
            shared: sharedConfig(dir),
            // The manifest records the contract the remote was built against (the shell's contract-check plugin reads it).
            manifest: {
              additionalData: ({ stats }) => {
                stats.metaData.contractVersion = contractVersion;
                return stats;
              },
            },
            dts: false,
            // remoteEntry.js carries no federation runtime: it uses the host's (one runtime per page), which the
            // shell provides with the inject-external-runtime-core runtime plugin
            experiments: { externalRuntime: true, optimization: { target: 'web' } },
          }),
        !remote &&
          new HtmlWebpackPlugin({
            // the shell has its page; a remote's harness has the generic one
            template: fs.existsSync(path.join(dir, 'public', 'index.html')) ? path.join(dir, 'public', 'index.html') : path.join(__dirname, 'harness.html'),
            chunks: ['main'],
            publicPath: '/',
            title: title ?? pkg.name,
          }),
        new CopyPublicPlugin(path.join(dir, 'public')),
      ].filter(Boolean),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, browserConfig, serverExternals };
