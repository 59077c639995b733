const { createWebpackConfig } = require('shared-lib/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_booking',
  exposes: { './routes': './src/routes.tsx' },
  title: 'mf-booking',
  serverRoutes: true,
});
