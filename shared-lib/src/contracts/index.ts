// `shared-lib/contracts`: what the shell, the remotes and the API agree on, without any package behind it: the API's
// request and answer shapes and its envelope and error codes, the remotes manifest and a remote's build metadata, the
// answers the site's server hands to the browser. Versioned by `contractVersion` in shared-lib's package.json
// (contract-version.test.ts); the store's contract is in ./store (Redux). The request schemas are an entry of their own,
// `shared-lib/requests` (./requests): only the API and the forms that check with them import them, which keeps them out
// of the browser's first load (shared-lib is a federation singleton, shared whole).
export * from './api-types';
export * from './envelope';
export * from './error-codes';
export * from './delivery';
export * from './diner-memory';
export * from './menu';
export * from './orders';
export * from './remotes';
export * from './restaurant';
export * from './server-answers';
