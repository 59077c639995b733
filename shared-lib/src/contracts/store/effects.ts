// `shared-lib/store-effects`: side effects of a part loaded later (a remote's store module) with RTK's listener
// middleware, added to every store with addStoreMiddleware. An entry of its own, bundled into the part that uses it:
// shared-lib's root is a federation singleton shared whole, so what it exports is in every page's first load (the
// listener middleware alone was 3.5 KB gzip there; bench/findings.md).
export { createListenerMiddleware } from '@reduxjs/toolkit';
