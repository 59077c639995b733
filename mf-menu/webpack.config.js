const { createWebpackConfig } = require('shared-lib/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_menu',
  exposes: { './routes': './src/routes.tsx' },
  title: 'mf-menu',
  serverRoutes: true,
});
