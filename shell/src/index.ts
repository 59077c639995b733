// The shell's entry: it starts the app at once (bootstrap.tsx), behind the dynamic import module federation needs so
// the shared singletons are settled before the app's code runs. A page the server wrote out is already on screen;
// React hydrates it in a transition (selective hydration does the rest); what React cannot replay is kept by the
// page's inline script (hydration/early-taps.ts). The app's chunks are not preloaded from the page's head: measured,
// that delayed the first paint on a slow phone (docs/decisions.md, Start-up without tricks).
void import(/* webpackChunkName: "app" */ './bootstrap');
