const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // Nest 12 ships ES modules only: transpile them to CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm)/)'],
  moduleNameMapper: {
    '^shared-lib/contracts$': '<rootDir>/../shared-lib/src/contracts/index.ts',
    '^shared-lib/domain$': '<rootDir>/../shared-lib/src/domain/index.ts',
    '^shared-lib/event-stream$': '<rootDir>/../shared-lib/src/platform/api/event-stream.ts',
    '^shared-lib/error-messages$': '<rootDir>/../shared-lib/src/contracts/error-messages.ts',
    '^shared-lib/error-texts$': '<rootDir>/../shared-lib/src/platform/api/error-texts/index.ts',
    '^shared-lib/text-rules$': '<rootDir>/../shared-lib/src/platform/i18n/text-rules.ts',
  },
  // The longest tests (fuzzing one endpoint 625 times, every request schema at its limits) share two cores with the
  // browser suite and the resilience run in CI: on a slower machine (2026-11-28, Lighthouse BenchmarkIndex ~1270) they
  // passed the old 60 s limit. A test that hangs still fails, after three minutes.
  testTimeout: 180000,
  globalSetup: '<rootDir>/test/new-pglite-cluster.global-setup.js',
  setupFilesAfterEnv: ['<rootDir>/test/retry-in-ci.js'],
};
