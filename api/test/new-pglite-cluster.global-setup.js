// Jest's global set-up for the API's tests: the dump of a new PGlite cluster that each test database on PGlite starts
// from (test/databases.ts), made once per PGlite version before the workers start, so that no test file pays for it.
const { newPgliteCluster } = require('./new-pglite-cluster');

module.exports = async () => {
  await newPgliteCluster();
};
