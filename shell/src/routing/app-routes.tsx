import { lazy, Suspense, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import {
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  REMOTE_SECTIONS,
  type RemoteName,
  type RemoteRoutesProps,
} from 'shared-lib';
import { DEFAULT_LANGUAGE, isLanguage, languageFromBrowser, readStoredLanguage, redirectForUnprefixed, type Language } from 'shared-lib/domain';
import { safeStorage } from '../app/storage';
import OfflinePage from '../pages/offline-page';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home-page';
import { AboutPage, BreakfastPage, CalzonePage, ContactPage, GalleryPage, LocationPage, OrderOnlinePage } from './site-pages';
import { NotFoundPage } from '../pages/not-found-page';
import { Spinner } from '../layout/spinner';
import { PartLive } from '../hydration/part-live';
import { RemoteErrorBoundary, RemoteView, SlotContext } from '../remotes/remote-view';
import { applyLanguage, usePageLanguage } from './language-sync';

/**
 * Unprefixed paths use the stored language, else the browser's language if the site has it, else the default az
 * (SPEC 4.1 steps 2-4; SPEC 2.1's "stored or default" read with 4.1's browser step, so a first visit from a Russian
 * phone lands on /ru).
 */
function fallbackLanguage(): Language {
  return readStoredLanguage(safeStorage()) ?? languageFromBrowser(typeof navigator === 'undefined' ? undefined : navigator.languages) ?? DEFAULT_LANGUAGE;
}

/**
 * A new page opens at its top. Back and forward keep where the diner was, and so does a navigation whose state says
 * `keepScroll` (a remote's overlay over the page below it, such as mf-menu's item sheet on a phone).
 */
function useScrollToTopOnPageChange() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  // Only a change of page scrolls, not a change of state: how the page was reached is read as it is then.
  const toTopUnlessKept = useEffectEvent(() => {
    if (navigationType === 'POP' || (state as { keepScroll?: boolean } | null)?.keepScroll) return;
    window.scrollTo(0, 0);
  });
  useEffect(() => toTopUnlessKept(), [pathname]);
}

function RedirectToLanguage() {
  const location = useLocation();
  const target = redirectForUnprefixed(location.pathname, fallbackLanguage());
  if (!target) return <NotFoundPage lang={fallbackLanguage()} />;
  return <Navigate to={target + location.search + location.hash} replace />;
}

/**
 * Pages of one person's session or of an e-mailed link (sign-in, registration, the profile, confirmation and
 * unsubscribe pages): never found by search engines, so they load with their first visit instead of with every page.
 */
const LoginPage = lazy(() => import('../pages/auth-pages').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../pages/auth-pages').then((m) => ({ default: m.RegisterPage })));
const ProfilePage = lazy(() => import('../pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const ForgotPasswordPage = lazy(() => import('../pages/password-reset-pages').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/password-reset-pages').then((m) => ({ default: m.ResetPasswordPage })));
const EmailConfirmPage = lazy(() => import('../pages/email-confirm-page').then((m) => ({ default: m.EmailConfirmPage })));
const NewsletterConfirmPage = lazy(() => import('../pages/newsletter-links').then((m) => ({ default: m.NewsletterConfirmPage })));
const NewsletterUnsubscribePage = lazy(() => import('../pages/newsletter-links').then((m) => ({ default: m.NewsletterUnsubscribePage })));
/** The support page (diagnostics): opened by staff on request, never by a diner. */
const DebugPage = lazy(() => import('../pages/debug-page').then((m) => ({ default: m.DebugPage })));

/**
 * A page loaded with its first visit is a part of the page of its own (`data-part`): hydrating the server's page, its
 * HTML stays until its code has arrived, and what the diner typed or tapped there meanwhile is handed over once it is
 * live (hydration/early-taps.ts), as for a remote's section.
 */
function OnFirstVisit({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <div data-part="page" ref={part}>
      {/* its chunk lost on the way (a dropped signal): the part's fallback, whose "Try again" opens the page anew */}
      <SlotContext.Provider value={part}>
        <RemoteErrorBoundary name="page">
          <Suspense fallback={<Spinner />}>
            {children}
            <PartLive part={part} />
          </Suspense>
        </RemoteErrorBoundary>
      </SlotContext.Provider>
    </div>
  );
}
const onFirstVisit = (page: ReactNode) => <OnFirstVisit>{page}</OnFirstVisit>;

const PUBLIC_REMOTES = Object.entries(REMOTE_SECTIONS) as Array<[RemoteName, readonly string[]]>;

/** The shell's own pages under /{lang}/ (the remotes' sections are mounted beside them). */
function shellPages(lang: Language): Array<[string, ReactNode]> {
  return [
    ['about', onFirstVisit(<AboutPage />)],
    ['gallery', onFirstVisit(<GalleryPage lang={lang} />)],
    ['contact', onFirstVisit(<ContactPage lang={lang} />)],
    ['location', onFirstVisit(<LocationPage lang={lang} />)],
    ['order', onFirstVisit(<OrderOnlinePage lang={lang} />)],
    ['login', onFirstVisit(<LoginPage lang={lang} />)],
    ['register', onFirstVisit(<RegisterPage lang={lang} />)],
    ['forgot-password', onFirstVisit(<ForgotPasswordPage lang={lang} />)],
    ['reset-password', onFirstVisit(<ResetPasswordPage lang={lang} />)],
    ['profile', onFirstVisit(<ProfilePage lang={lang} />)],
    ['qapali-italyan-pizzasi', onFirstVisit(<CalzonePage lang={lang} />)],
    ['breakfast', onFirstVisit(<BreakfastPage lang={lang} />)],
    ['debug', onFirstVisit(<DebugPage />)],
    // in the main bundle, not a chunk of its own: it is what shows when nothing else can load
    ['offline', <OfflinePage key="offline" lang={lang} />],
    ['newsletter/confirm', onFirstVisit(<NewsletterConfirmPage lang={lang} />)],
    ['newsletter/unsubscribe', onFirstVisit(<NewsletterUnsubscribePage />)],
    ['profile/confirm-email', onFirstVisit(<EmailConfirmPage lang={lang} />)],
  ];
}

function LanguageSite() {
  const { lang } = useParams();
  const valid = isLanguage(lang);
  usePageLanguage(valid ? lang : undefined);
  useScrollToTopOnPageChange();
  if (!valid) return <RedirectToLanguage />;
  return (
    <Layout lang={lang}>
      <Routes>
        <Route index element={<HomePage lang={lang} />} />
        {shellPages(lang).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        {PUBLIC_REMOTES.flatMap(([remote, sections]) =>
          sections.map((section) => (
            <Route key={section} path={`${section}/*`} element={<RemoteView<RemoteRoutesProps> module={`${remote}/routes`} props={{ lang, section }} />} />
          )),
        )}
        <Route path="*" element={<NotFoundPage lang={lang} />} />
      </Routes>
    </Layout>
  );
}

/** The two unprefixed pages of SPEC 2.3, in the stored or default language. */
function SpecialPage({ page }: { page: 'calzone' | 'breakfast' }) {
  const lang = fallbackLanguage();
  usePageLanguage(lang);
  useScrollToTopOnPageChange();
  return <Layout lang={lang}>{onFirstVisit(page === 'calzone' ? <CalzonePage lang={lang} /> : <BreakfastPage lang={lang} />)}</Layout>;
}

function AdminArea() {
  const lang = fallbackLanguage();
  usePageLanguage(lang);
  return <RemoteView<RemoteRoutesProps> module="mf_admin/routes" props={{ lang, section: 'admin' }} />;
}

/**
 * `/{lang}/admin/...`: the staff area switched to `lang` (its language switch, or a member of staff's remembered
 * language, comes this way): the language is stored and applied, and the staff area opens at its own address (SPEC 6.1).
 */
function AdminInLanguage() {
  const { lang, '*': rest = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLanguage(lang)) applyLanguage(lang);
    void navigate(`/admin${rest ? `/${rest}` : ''}${location.search}${location.hash}`, { replace: true, state: location.state as unknown });
  }, [lang, rest, location, navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminArea />} />
      <Route path="/:lang/admin/*" element={<AdminInLanguage />} />
      <Route path="/qapali-italyan-pizzasi" element={<SpecialPage page="calzone" />} />
      <Route path="/breakfast" element={<SpecialPage page="breakfast" />} />
      <Route path="/:lang/*" element={<LanguageSite />} />
      <Route path="*" element={<RedirectToLanguage />} />
    </Routes>
  );
}
