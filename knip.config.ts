// knip (npm run knip, in npm test's first stage): files, exports and dependencies nothing uses. An export used in its
// own file only is not reported (an exported constant a test reads is used). What is listed below is used in a way
// knip cannot see, each with why.
import type { KnipConfig } from 'knip';

/**
 * A remote's (and the shell's) build and test tooling runs through shared-lib/build (its webpack config and jest's
 * browser environment): each app lists what its own build and tests run, so a team's install has it.
 */
const BUILT_THROUGH_SHARED_LIB = ['@module-federation/enhanced', 'html-webpack-plugin', 'jest-environment-jsdom', 'webpack'];

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,js}', 'bench/**/*.mjs', 'resilience/**/*.{mjs,ts}', 'e2e/**/*.ts', 'deploy/**/*.{js,mjs}'],
      project: ['scripts/**/*.{mjs,js}', 'bench/**/*.mjs', 'resilience/**/*.{mjs,ts}', 'e2e/**/*.ts', 'deploy/**/*.{js,mjs}'],
      // The tooling loads these from the workspace that runs them, on purpose the same install: pg and sharp as the API
      // has them, webpack and its loaders as the apps build with them, express and the proxy as the site's server
      // (shared-lib) serves with them, React as the apps bundle it. Lighthouse and webpack-cli run as commands.
      ignoreDependencies: ['pg', 'sharp', 'webpack', 'webpack-cli', 'swc-loader', 'express', 'http-proxy-middleware', 'react', 'lighthouse'],
      // Debian's package manager, run by the test set-up when Chromium or nginx is missing
      ignoreBinaries: ['apt-get'],
    },
    'shared-lib': {
      entry: ['build/*.js', 'src/server/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'build/**/*.js'],
      // build/: the apps' webpack and jest set-up, run from each app, which lists these (BUILT_THROUGH_SHARED_LIB)
      ignoreDependencies: [...BUILT_THROUGH_SHARED_LIB, '@testing-library/react'],
      // a test's `@jest-environment` docblock, resolved by jest from the package's folder
      ignoreUnresolved: ['./build/jest-web-env.js'],
    },
    shell: {
      entry: ['webpack.*.js', 'monolith/*.ts', 'build/*.js'],
      project: ['src/**/*.{ts,tsx}', 'monolith/**/*.ts', 'build/**/*.js'],
      // @types/leaflet: the types of shared-lib/map, which the shell's map page imports as source
      ignoreDependencies: ['jest-environment-jsdom', '@types/leaflet'],
    },
    // a remote's entries are what its webpack.config.js exposes (knip's webpack plugin reads them)
    'mf-*': {
      project: ['src/**/*.{ts,tsx}'],
      // i18next: a federation singleton, its version read from the remote's own install (shared-lib/build/federation.js),
      // and the module its texts' types augment (src/i18n/i18next.d.ts)
      ignoreDependencies: ['@module-federation/enhanced', 'html-webpack-plugin', 'jest-environment-jsdom', 'i18next'],
    },
    'mf-cart': {
      entry: ['src/store/index.ts', 'src/mini-cart/mini-cart.tsx'],
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: ['@module-federation/enhanced', 'html-webpack-plugin', 'jest-environment-jsdom'],
    },
    api: {
      entry: ['src/main.ts', 'src/database/migrations/*.ts', 'test/**/*.{ts,js,mjs}', 'build/**/*.cjs'],
      project: ['src/**/*.ts', 'test/**/*.{ts,js,mjs}'],
      // multer: what @nestjs/platform-express's MulterModule (photo uploads) requires at run time; maildev: the
      // development inbox the API's mail tests start by its command
      ignoreDependencies: ['multer', '@types/multer', 'maildev'],
    },
  },
  // shared-lib's browser entry is the remotes' contract: an alias kept for remotes built against it stays until a major
  ignoreIssues: {
    'shared-lib/src/domain/money/money.ts': ['duplicates'],
    'shared-lib/src/domain/orders/order-rules.ts': ['duplicates'],
  },
};

export default config;
