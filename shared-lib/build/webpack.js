// One webpack configuration for the shell and the four remotes (webpack 5 + @module-federation/enhanced).
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./federation');
const { contractVersion } = require('../package.json');

/** Copies files from `public/` (except the HTML template) into the output, e.g. the shell's remotes.json. */
class CopyPublicPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          for (const file of fs.readdirSync(this.publicDir)) {
            if (file === 'index.html') continue;
            const content = fs.readFileSync(path.join(this.publicDir, file));
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content));
          }
        },
      );
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
 */
function createWebpackConfig({ dir, name, exposes, host = false, title }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].js', // entries stay unhashed (served no-cache): webpack 5.111 + federation cannot hash them (module-federation/core#5077)
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // SPEC 9: a chunk may take up to 120 s on a slow connection before it counts as failed.
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                // Ignore a package's .swcrc (shared-lib's compiles to CommonJS for the API's dist/core.js): in a
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedConfig(dir),
          // The manifest records the contract the remote was built against (the shell checks its major).
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.contractVersion = contractVersion;
              return stats;
            },
          },
          dts: false,
          ...(host ? { shareStrategy: 'loaded-first' } : {}),
        }),
        new HtmlWebpackPlugin({
          // the shell has its page; a remote's index.html is its dev harness page
          template: fs.existsSync(path.join(dir, 'public', 'index.html')) ? path.join(dir, 'public', 'index.html') : path.join(__dirname, 'harness.html'),
          chunks: ['main'],
          publicPath: '/',
          title: title ?? pkg.name,
        }),
        new CopyPublicPlugin(path.join(dir, 'public')),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
