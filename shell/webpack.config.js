const { createWebpackConfig } = require('shared-lib/build/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, title: 'Pizza Inn' });
