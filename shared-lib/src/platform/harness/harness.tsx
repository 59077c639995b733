import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Provider, Route, Routes, useParams } from '../react-libs';
import { getAppStore } from '../../contracts/store/store';
import type { RemoteRoutesProps } from '../../contracts/remotes';
import { detectLanguage } from '../../domain/i18n/detect';
import { LANGUAGE_DISPLAY, isLanguage } from '../../domain/i18n/languages';
import { initI18n, type Translations } from '../i18n/setup';
import { apiClient, keepSessionFresh } from '../api/client';
import { loadPublicSettings } from '../api/public-settings';

export interface HarnessOptions {
  /** The remote's name, shown in the harness bar. */
  title: string;
  /** Its `./routes` component. */
  routes: ComponentType<RemoteRoutesProps>;
  /** The sections it renders, e.g. ['menu', 'mokaland'] or ['admin']. */
  sections: readonly string[];
  /** Its translations, by namespace. */
  namespaces: Record<string, Translations>;
  /** Admin-style routes live at /{section}/... with no language prefix. */
  unprefixed?: boolean;
}

/**
 * A remote's dev harness: runs it alone, without the shell, with its own store, router and i18next
 * (the same packages the shell provides when the remote is composed).
 */
export async function renderHarness({ title, routes: RemoteRoutes, sections, namespaces, unprefixed }: HarnessOptions) {
  const lang = detectLanguage({ pathname: location.pathname, storage: localStorage, browserLanguages: navigator.languages });
  const i18n = await initI18n(lang, namespaces);
  const store = getAppStore();
  keepSessionFresh();
  // as the shell does: the restaurant's settings, once, for every part to read from the store
  void loadPublicSettings(apiClient, store.dispatch);
  const first = sections[0] ?? '';

  function Section() {
    const { lang: l, section } = useParams();
    if (!isLanguage(l) || !section || !sections.includes(section)) return <Navigate to={`/${lang}/${first}`} replace />;
    if (i18n.language !== l) void i18n.changeLanguage(l);
    return <RemoteRoutes lang={l} section={section} />;
  }

  function Bar() {
    return (
      <nav style={{ display: 'flex', gap: 12, padding: 8, background: '#111827', color: '#fff', fontFamily: 'system-ui' }}>
        <strong>{title} · dev harness</strong>
        {!unprefixed &&
          LANGUAGE_DISPLAY.map((l) => (
            <Link key={l.code} to={`/${l.code}/${first}`} style={{ color: '#fcd34d' }}>
              {l.code}
            </Link>
          ))}
      </nav>
    );
  }

  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <BrowserRouter>
        <Bar />
        <Routes>
          {unprefixed ? (
            <Route path={`/${first}/*`} element={<RemoteRoutes lang={lang} section={first} />} />
          ) : (
            <Route path="/:lang/:section/*" element={<Section />} />
          )}
          <Route path="*" element={<Navigate to={unprefixed ? `/${first}` : `/${lang}/${first}`} replace />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}
