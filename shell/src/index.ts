// The shell's entry: it starts the app at once (bootstrap.tsx), behind the dynamic import module federation needs so
// the shared singletons are settled before the app's code runs. A page the server wrote out is already on screen; the
// app's chunks are announced in the page's head (`<link rel="preload">`, StartUpPreloadPlugin in
// shared-lib/build/webpack.js), so the browser fetches them alongside this entry, not after it. React hydrates the
// page (selective hydration does the rest); what React cannot replay is kept by the page's inline script
// (hydration/early-taps.ts).
void import(/* webpackChunkName: "app" */ './bootstrap');
