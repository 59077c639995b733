import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, readStoredLanguage, redirectForUnprefixed, REMOTE_SECTIONS, type Language, type RemoteName, type RemoteRoutesProps } from 'shared-lib';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteView } from '../remotes/remote-view';
import { applyLanguage, safeStorage } from './language-sync';

/** Unprefixed paths use the stored language, or the default az (SPEC 2.1, 2.3). */
function fallbackLanguage(): Language {
  return readStoredLanguage(safeStorage()) ?? DEFAULT_LANGUAGE;
}

function RedirectToLanguage() {
  const location = useLocation();
  const target = redirectForUnprefixed(location.pathname, fallbackLanguage());
  if (!target) return <NotFoundPage lang={fallbackLanguage()} />;
  return <Navigate to={target + location.search + location.hash} replace />;
}

const PUBLIC_REMOTES = Object.entries(REMOTE_SECTIONS) as Array<[RemoteName, readonly string[]]>;

function LanguageSite() {
  const { lang } = useParams();
  const valid = isLanguage(lang);
  useEffect(() => {
    if (valid) applyLanguage(lang);
  }, [lang, valid]);
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (!valid) return <RedirectToLanguage />;
  return (
    <Layout lang={lang}>
      <Routes>
        <Route index element={<HomePage lang={lang} />} />
        {PUBLIC_REMOTES.flatMap(([remote, sections]) =>
          sections.map((section) => (
            <Route
              key={section}
              path={`${section}/*`}
              element={<RemoteView<RemoteRoutesProps> module={`${remote}/routes`} props={{ lang, section }} />}
            />
          )),
        )}
        <Route path="*" element={<NotFoundPage lang={lang} />} />
      </Routes>
    </Layout>
  );
}

function AdminArea() {
  const lang = fallbackLanguage();
  useEffect(() => {
    applyLanguage(lang);
  }, [lang]);
  return <RemoteView<RemoteRoutesProps> module="mf_admin/routes" props={{ lang, section: 'admin' }} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminArea />} />
      <Route path="/:lang/*" element={<LanguageSite />} />
      <Route path="*" element={<RedirectToLanguage />} />
    </Routes>
  );
}
