const { browserConfig } = require('shared-lib/build/webpack');
const { SiteFontsPlugin } = require('./build/site-fonts');
const { serviceWorkerPlugin } = require('./build/service-worker');

// the host: one browser build (its server build is webpack.server.js)
const config = browserConfig({ dir: __dirname, name: 'shell', host: true, title: 'Pizza Inn' });

module.exports = (env, argv) => {
  const built = config(env, argv);
  const production = (argv?.mode ?? built.mode) === 'production';
  return { ...built, plugins: [...built.plugins, new SiteFontsPlugin(), ...(production ? [serviceWorkerPlugin()] : [])] };
};
