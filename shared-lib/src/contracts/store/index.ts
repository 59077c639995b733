// The store's contract (Redux Toolkit): the host's store and its injection API, and the slices every part reads
// (session, public settings, toasts, the item on screen). Versioned with the rest of the contracts.
export * from './store';
export * from './auth';
export * from './page-item';
export * from './public-settings';
export * from './same-if-equal';
export * from './toasts';
