import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  apiClient,
  initI18n,
  keepSessionFresh,
  loadPublicSettings,
  provideServerPageState,
  SERVER_PAGE_STATE_ELEMENT_ID,
  type ServerPageState,
} from 'shared-lib';
import { detectLanguage, type Language } from 'shared-lib/domain';
import { App } from './app/app';
import { startTheme } from './app/app-effects';
import { registerServiceWorker } from './app/service-worker';
import { appActions } from './app/app-slice';
import { nextTask } from './app/next-task';
import { safeStorage } from './app/storage';
import { store } from './app/store';
import { verifyStoredSession } from './auth/auth-service';
import { loadShellTexts } from './i18n/load-texts';
import { retryAnalyticsSetup, setupAnalytics } from './monitoring/analytics-setup';
import { startErrorLogging } from './monitoring/error-log';
import { startReleaseHealth } from './monitoring/release-health';
import { installDebugHelpers } from './monitoring/debug-helpers';
import { reportRecoverableError } from './hydration/recoverable-errors';
import { loadCartStoreWhenWanted } from './remotes/cart-store';

/**
 * What the server wrote its page with (src/server): the restaurant it showed, for the first render to show the same,
 * and its RTK Query cache, which shared-lib/server-state puts into the store as it loads.
 */
function takeServerPageState(): ServerPageState {
  const element = document.getElementById(SERVER_PAGE_STATE_ELEMENT_ID);
  try {
    const state = element?.textContent ? (JSON.parse(element.textContent) as ServerPageState) : {};
    provideServerPageState(state);
    return state;
  } catch {
    // unreadable: the page asks the API as usual
    return {};
  }
}

/** What only this browser knows, applied once the page is live: the session and the fresh settings. */
async function applyBrowserState(): Promise<void> {
  // Not awaited: the header, footer and the shell's own pages render even if the API fails.
  void verifyStoredSession(store.dispatch);
  // Access tokens live 15 minutes: an open, visible page keeps its session (docs/decisions.md, sessions).
  keepSessionFresh();
  // the header's render for the session, then the settings' request, in tasks of their own
  await nextTask();
  // The restaurant's settings, asked once for the whole page: the remotes read them from the store (shared-lib).
  void loadPublicSettings(apiClient, store.dispatch).then((settings) => {
    if (!settings) return;
    store.dispatch(appActions.updateRestaurantInfo(settings.restaurant));
    store.dispatch(appActions.updateSettings(settings.settings));
  });
}

/** Starts the app in the browser: its texts, its store, and the server's page hydrated (or the app rendered). */
export async function start(): Promise<void> {
  startErrorLogging(() => retryAnalyticsSetup());
  startReleaseHealth();
  setupAnalytics();
  installDebugHelpers();
  loadCartStoreWhenWanted();
  const lang = detectLanguage({ pathname: window.location.pathname, storage: safeStorage(), browserLanguages: navigator.languages });
  // The shell's texts and the page titles (`seo`, shared with the site's server) in this language only
  // (i18n/load-texts.ts; routing/language-sync.ts fetches another on a switch).
  const texts = await loadShellTexts(lang);
  await initI18n(lang, { common: { [lang]: texts.common }, seo: { [lang]: texts.seo }, vocabulary: { [lang]: texts.vocabulary } });
  // SPEC 4.2: the saved theme is applied on start, or the device's with none saved (the page's inline script has set it
  // on <html> already; the header's theme button follows once the page is live: Header).
  store.dispatch(appActions.setTheme(startTheme()));
  const root = document.getElementById('root')!;
  showOfflinePageAtItsAddress(lang);
  if (root.firstElementChild) {
    // The server's page is hydrated: the first render is the server's (no session, the default theme, the restaurant
    // the server showed), what this browser knows follows once the page is live (App's onLive).
    const { restaurant } = takeServerPageState();
    if (restaurant) store.dispatch(appActions.updateRestaurantInfo(restaurant));
    // In a transition, React hydrates in slices and lets the browser answer taps in between (a tap on a part not
    // hydrated yet makes React hydrate that part first), instead of one long task.
    startTransition(() => {
      // in a task of its own after the hydrated page's effects: the session check's and the settings' store updates
      // re-render the header, which would otherwise lengthen the task that runs those effects
      hydrateRoot(root, <App onLive={() => void nextTask().then(applyBrowserState)} />, { onRecoverableError: reportRecoverableError });
    });
  } else {
    void applyBrowserState();
    // A transition, as above.
    startTransition(() => createRoot(root).render(<App />));
  }
  // mf-cart's store is not loaded here: until a page needs it (remotes/cart-store.ts) the header counts the saved cart.
  registerServiceWorker();
}

/**
 * The service worker answered a page never opened here, with no network, with the offline page (build/service-worker.js:
 * `precacheFallback`): the address becomes the offline page's before the page is hydrated (so the app's first render
 * is the page the server wrote), with the page the diner asked for in `from`, which its "Try again" opens.
 */
function showOfflinePageAtItsAddress(lang: Language): void {
  const offline = `/${lang}/offline`;
  if (!document.querySelector('[data-offline-page]') || window.location.pathname === offline) return;
  const from = `${window.location.pathname}${window.location.search}`;
  window.history.replaceState(window.history.state, '', `${offline}?from=${encodeURIComponent(from)}`);
}
