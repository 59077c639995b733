const { createWebpackConfig } = require('shared-lib/build/webpack');
const { SiteFontsPlugin } = require('./build/site-fonts');

const config = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, title: 'Pizza Inn' });

module.exports = (env, argv) => {
  const built = config(env, argv);
  return { ...built, plugins: [...built.plugins, new SiteFontsPlugin()] };
};
