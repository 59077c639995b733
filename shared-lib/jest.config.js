module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['**/*.test.ts', '**/*.test.js'],
};
