// `shared-lib/server-state`: the server state the storefront and the staff area read, through RTK Query. A separate
// entry (and federation singleton) so that a page with no remote, the home page among them, carries none of it.
export * from './server-state';
export * from './menu';
export * from './diner-memory';
export * from './order-reads';
export * from './delivery-zones';
// A query's "not now" (a hook given it asks nothing): from here, so no part imports RTK Query itself.
export { skipToken } from '@reduxjs/toolkit/query/react';
