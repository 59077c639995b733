import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, detectLanguage, initI18n, keepSessionFresh, provideServerAnswers, SEO_TEXTS, SERVER_ANSWERS_ELEMENT_ID, type PublicSettings } from 'shared-lib';
import { nextTask } from 'shared-lib/start-up';
import { App } from './app/app';
import { readStoredTheme } from './app/app-effects';
import { appActions } from './app/app-slice';
import { safeStorage } from './app/storage';
import { store } from './app/store';
import { verifyStoredSession } from './auth/auth-service';
import { loadCommonTexts } from './i18n/load-texts';
import { retryAnalyticsSetup, setupAnalytics } from './monitoring/analytics-setup';
import { startErrorLogging } from './monitoring/error-log';
import { installDebugHelpers } from './pages/debug-page';
import { loadCartStoreWhenWanted } from './remotes/cart-store';
import { keepServerSlots } from './remotes/remote-view';

/** What the server wrote into the page (src/prerender): the API answers it showed, and its remote sections. */
function takeServerRendering(root: HTMLElement): void {
  const answers = document.getElementById(SERVER_ANSWERS_ELEMENT_ID);
  try {
    if (answers?.textContent) provideServerAnswers(JSON.parse(answers.textContent) as Record<string, unknown>);
  } catch {
    // unreadable: the page asks the API as usual
  }
  keepServerSlots(root);
}

async function start() {
  startErrorLogging(() => retryAnalyticsSetup());
  setupAnalytics();
  installDebugHelpers();
  loadCartStoreWhenWanted();
  const lang = detectLanguage({ pathname: window.location.pathname, storage: safeStorage(), browserLanguages: navigator.languages });
  // `seo`: page titles and descriptions, shared with the site's server (shared-lib/src/seo).
  // The shell's texts in this language only (i18n/load-texts.ts; routing/language-sync.ts fetches another on a switch).
  await initI18n(lang, { common: { [lang]: await loadCommonTexts(lang) }, seo: SEO_TEXTS });
  await nextTask();
  // SPEC 4.2: the saved theme is applied on start.
  const theme = readStoredTheme();
  if (theme) store.dispatch(appActions.setTheme(theme));
  // Not awaited: the header, footer and the shell's own pages render even if the API fails.
  void verifyStoredSession(store.dispatch);
  // Access tokens live 15 minutes: an open, visible page keeps its session (docs/decisions.md, sessions).
  keepSessionFresh();
  apiClient
    .get<PublicSettings>('/settings')
    .then((res) => {
      store.dispatch(appActions.updateRestaurantInfo(res.data.restaurant));
      store.dispatch(appActions.updateSettings(res.data.settings));
    })
    .catch(() => undefined);
  const root = document.getElementById('root')!;
  takeServerRendering(root);
  await nextTask();
  // A transition: React renders in slices and lets the browser answer taps in between, instead of one long task
  // (the server's page is on screen meanwhile).
  startTransition(() => createRoot(root).render(<App />));
  // mf-cart's store is not loaded here: until a page needs it (remotes/cart-store.ts) the header counts the saved cart.
}

void start();
