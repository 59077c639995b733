// Jest for the front-end packages: jsdom, swc, shared-lib from source, CSS as strings.
const path = require('path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jest-web-env.js'),
  setupFilesAfterEnv: [path.join(__dirname, 'jest-web-setup.js')],
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^shared-lib$': path.join(__dirname, '..', 'src', 'index.ts'),
    '^shared-lib/contracts$': path.join(__dirname, '..', 'src', 'contracts', 'index.ts'),
    '^shared-lib/domain$': path.join(__dirname, '..', 'src', 'domain', 'index.ts'),
    '^shared-lib/server-state$': path.join(__dirname, '..', 'src', 'platform', 'server-state', 'index.ts'),
    '^shared-lib/map$': path.join(__dirname, '..', 'src', 'platform', 'map', 'leaflet-map.ts'),
    '^shared-lib/requests$': path.join(__dirname, '..', 'src', 'contracts', 'requests', 'index.ts'),
    '^shared-lib/store-effects$': path.join(__dirname, '..', 'src', 'contracts', 'store', 'effects.ts'),
    '^shared-lib/text-rules$': path.join(__dirname, '..', 'src', 'platform', 'i18n', 'text-rules.ts'),
    '^shared-lib/vocabulary$': path.join(__dirname, '..', 'src', 'platform', 'vocabulary', 'index.ts'),
    '^shared-lib/vocabulary/(.*)$': path.join(__dirname, '..', 'src', 'platform', 'vocabulary', '$1.ts'),
    '^shared-lib/seo-texts$': path.join(__dirname, '..', 'src', 'server', 'all-seo-texts.ts'),
    '^shared-lib/seo-texts/(.*)$': path.join(__dirname, '..', 'src', 'domain', 'seo', 'texts', '$1.ts'),
    '\\.css$': path.join(__dirname, 'jest-css-stub.js'),
  },
});
