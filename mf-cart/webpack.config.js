const { createWebpackConfig } = require('shared-lib/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_cart',
  exposes: { './routes': './src/routes.tsx', './store': './src/store/index.ts', './MiniCart': './src/mini-cart/mini-cart.tsx' },
  title: 'mf-cart',
  serverRoutes: true,
});
