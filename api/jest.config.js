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
    '^shared-lib/text-rules$': '<rootDir>/../shared-lib/src/platform/i18n/text-rules.ts',
  },
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/new-pglite-cluster.global-setup.js',
};
