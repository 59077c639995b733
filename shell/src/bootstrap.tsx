import { createRoot } from 'react-dom/client';
import { apiClient, detectLanguage, initI18n, SEO_TEXTS, type PublicSettings } from 'shared-lib';
import { App } from './app/app';
import { readStoredTheme } from './app/app-effects';
import { appActions } from './app/app-slice';
import { safeStorage } from './app/storage';
import { store } from './app/store';
import { verifyStoredSession } from './auth/auth-service';
import { commonTranslations } from './i18n';
import { retryAnalyticsSetup, setupAnalytics } from './monitoring/analytics-setup';
import { startErrorLogging } from './monitoring/error-log';
import { installDebugHelpers } from './pages/debug-page';
import { loadCartStore } from './remotes/cart-store';
import { registerRemotesFromManifest } from './remotes/remote-loader';

async function start() {
  startErrorLogging(() => retryAnalyticsSetup());
  setupAnalytics();
  installDebugHelpers();
  const lang = detectLanguage({ pathname: window.location.pathname, storage: safeStorage(), browserLanguages: navigator.languages });
  // `seo`: page titles and descriptions, shared with the site's server (shared-lib/src/seo).
  await initI18n(lang, { common: commonTranslations, seo: SEO_TEXTS });
  // SPEC 4.2: the saved theme is applied on start.
  const theme = readStoredTheme();
  if (theme) store.dispatch(appActions.setTheme(theme));
  // Not awaited: the header, footer and the shell's own pages render even if remotes.json or the API fails.
  registerRemotesFromManifest().catch(() => undefined);
  void verifyStoredSession(store.dispatch);
  apiClient
    .get<PublicSettings>('/settings')
    .then((res) => {
      store.dispatch(appActions.updateRestaurantInfo(res.data.restaurant));
      store.dispatch(appActions.updateSettings(res.data.settings));
    })
    .catch(() => undefined);
  createRoot(document.getElementById('root')!).render(<App />);
  // The cart slice comes from mf-cart; it loads on every page for the header's count, once the page has painted:
  // fetching and running mf-cart's entry before that delayed the first paint (bench/report.md). A remote's page
  // starts it at once with its own load (RemoteView), so an add to the cart never waits for it.
  const startCartStore = () => void loadCartStore();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(startCartStore, { timeout: 1500 });
  else setTimeout(startCartStore, 300);
}

void start();
