// `shared-lib`, the one federation singleton of the shell and the remotes (their browser contract): the contracts,
// the store's contract and the React platform. The domain rules are not in it: every app, the API and the site's
// server import the ones they use from `shared-lib/domain` (pure functions and data, tree-shaken into each build), so a
// remote that uses a newer rule runs behind an older shell, and the host's federation chunk carries no rule that only a
// remote needs (issue 55: /en/reservations' JavaScript). Build and serve tooling is in shared-lib/build and src/server,
// never in this entry.
export * from './contracts';
export * from './contracts/store';
export * from './platform';
