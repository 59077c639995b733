/**
 * Registers the storefront's service worker (shell/build/service-worker.js: Workbox, built into dist/sw.js) once the
 * page has loaded, so it never competes with the first view. Not in development builds (no sw.js there), and not
 * where the browser has none (or blocks it).
 *
 * The first visit's page and files were fetched before the worker ran: they are handed to it with Workbox's
 * documented `CACHE_URLS` message (workbox-routing's cache listener), so the menu opens offline after one visit.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const worker = (await navigator.serviceWorker.ready).active;
      worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } });
    } catch {
      // no worker: the site works as before, only not offline
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * This page and what it loaded (scripts, styles, pictures, the API's reads). Other origins' scripts (the remotes', which
 * the page loads with crossorigin="anonymous": runtime-plugins/cross-origin.ts) are kept as CORS copies, since a
 * CORS request cannot be answered with an opaque one; other origins' other files as opaque copies.
 */
function urlsOfThisPage(): Array<string | [string, RequestInit]> {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = new Set(entries.filter((e) => e.initiatorType === 'script').map((e) => e.name));
  return [window.location.href, ...new Set(entries.map((e) => e.name))].map((url) =>
    new URL(url).origin === window.location.origin ? url : [url, { mode: scripts.has(url) ? 'cors' : 'no-cors' }],
  );
}
