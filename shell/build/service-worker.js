const { GenerateSW } = require('workbox-webpack-plugin');

/**
 * The storefront's service worker (Workbox, generated at build: dist/sw.js), so the menu is in the diner's pocket:
 * - the shell's own built files are precached (fonts, styles, icons; not remotes.json nor the page template);
 * - pages are network first (4 s), so a diner gets the current release when online and the last one seen offline;
 * - which release of each remote to load (remotes.json, mf-manifest.json, remoteEntry.js) is network first too, so a
 *   new release, or a roll-back, reaches diners on their next visit with no stale mix; the remotes' hashed chunks
 *   never change and are kept cache first;
 * - the menus, the settings and the restaurant's details are network first (4 s); the dishes' pictures cache first.
 * Writes (orders, bookings) and the live streams are never cached: an order needs the network.
 * A page not opened on this device before, with no network, gets the site's own offline page in its language (kept
 * when the worker installs: `/{lang}/offline`, Workbox's documented `precacheFallback`), not the browser's error page.
 */
const LANGUAGES = ['az', 'en', 'ru', 'tr'];
/** A page of the storefront in `lang` (no file: no dot in its path; not the staff area), as a whole address. */
const pageIn = (lang) => new RegExp(`^https?://[^/]+/${lang}(?:/(?!admin(?:/|$))[^.?#]*)?(?:[?#].*)?$`);

function serviceWorkerPlugin() {
  // the offline pages are the server's, rendered with the release this worker comes with
  const revision = String(Date.now());
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    exclude: [/\.map$/, /^index\.html$/, /^remotes\.json$/, /\.LICENSE\.txt$/, /^server\//],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    additionalManifestEntries: LANGUAGES.map((lang) => ({ url: `/${lang}/offline`, revision })),
    runtimeCaching: [
      // a storefront page (a navigation, or a page's address handed over from the first visit: CACHE_URLS), one route
      // per language for its offline page; never the staff area, whose screens say themselves when they are not live
      ...LANGUAGES.map((lang) => ({
        urlPattern: pageIn(lang),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 60 }, precacheFallback: { fallbackURL: `/${lang}/offline` } },
      })),
      {
        // the other pages (the home page's redirect, the two special addresses)
        urlPattern: ({ url }) => url.origin === self.location.origin && !/^\/(api|admin)(\/|$)/.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 60 }, precacheFallback: { fallbackURL: '/az/offline' } },
      },
      {
        urlPattern: ({ url }) => /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'releases', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [0, 200] } },
      },
      {
        // a remote's chunks, named by their content's hash
        urlPattern: ({ url }) => /\.[0-9a-f]{8,}\.(js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'remote-code', cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/api/menu/images/'),
        handler: 'CacheFirst',
        options: { cacheName: 'pictures', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /^\/api\/(menu|mokaland-menu|settings|restaurant)(\/|$)/.test(url.pathname) &&
          !url.pathname.endsWith('/events') &&
          !url.pathname.endsWith('.pdf'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'menus',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
        },
      },
    ],
  });
}

module.exports = { serviceWorkerPlugin };
