// `shared-lib`, the one federation singleton of the shell and the remotes (their browser contract): the contracts,
// the store's contract, the domain rules and the React platform. The API and the site's server import the layers they
// need (`shared-lib/contracts`, `shared-lib/domain`, `shared-lib/error-messages`); build and serve tooling is in
// shared-lib/build and src/server, never in this entry.
export * from './contracts';
export * from './contracts/store';
export * from './domain';
export * from './platform';
