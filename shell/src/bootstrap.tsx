import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n, type CartStoreModule } from 'shared-lib';
import { App } from './app/app';
import { commonTranslations } from './i18n';
import { loadRemoteModule, registerRemotesFromManifest } from './remotes/remote-loader';
import { safeStorage } from './routing/language-sync';

async function start() {
  const lang = detectLanguage({
    pathname: window.location.pathname,
    storage: safeStorage(),
    browserLanguages: navigator.languages,
  });
  await initI18n(lang, { common: commonTranslations });
  // Not awaited: the header, footer and the shell's own pages render even if remotes.json fails.
  registerRemotesFromManifest().catch(() => undefined);
  // The cart slice comes from mf-cart; loading it early makes the header's count right on every page.
  loadRemoteModule<CartStoreModule>('mf_cart/store').catch(() => undefined);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
