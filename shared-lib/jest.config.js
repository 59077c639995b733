module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['**/*.test.ts', '**/*.test.js'],
  // the package's own entry from source (server-state's tests import it as its users do), not the built dist/
  moduleNameMapper: { '^shared-lib$': '<rootDir>/src/index.ts' },
};
