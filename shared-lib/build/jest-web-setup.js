// The front-end unit tests wait for what a user would see (`findBy…`, `waitFor`) up to 10 s instead of Testing
// Library's 1 s: a page reached through a lazy import is transformed on first use, which on a machine running the
// browser tests beside them took longer than a second (mf-admin's sign-in test failed so in CI). A wait that ends
// early still ends as soon as its condition holds.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 10000 });
