import { useCallback, useRef, useState } from 'react';
import { Menu, Moon, Pizza, ShoppingBag, Sun, UserRound, X } from 'lucide-react';
import { useDismiss } from './use-dismiss';
import {
  useTranslation,
  useDispatch,
  useSelector,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useBrowserValue,
  selectAuth,
  selectLiveCartItemCount,
  type MiniCartProps,
  type RootState,
} from 'shared-lib';
import { ADMIN_MIN_ROLE, BRAND_NAME, hasMinRole, savedItemCount, withLanguage, type Language } from 'shared-lib/domain';
import { RemoteView } from '../remotes/remote-view';
import { safeStorage } from '../app/storage';
import { appActions, initialAppState } from '../app/app-slice';
import type { ShellDispatch } from '../app/store';
import { logout } from '../auth/auth-service';
import { LanguageSwitcher } from './language-switcher';
import { HEADER_LINKS } from './nav-links';
import { useScrolledPast } from '../ui/use-scrolled-past';

export const HEADER_SCROLLED_AT_PX = 50;

/**
 * The cart's count: live once mf-cart's store runs, else the cart saved in this browser (mf-cart not loaded, or down);
 * 0 while the server's page hydrates (the server does not know the cart).
 */
export function useCartCount(): number {
  const liveCount = useSelector(selectLiveCartItemCount);
  const savedCount = useBrowserValue(liveCount === undefined ? savedItemCount(safeStorage()) : 0, 0);
  return liveCount ?? savedCount;
}

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const count = useCartCount();
  const savedTheme = useSelector((s: RootState) => s.app?.theme ?? initialAppState.theme);
  // the server's page has the default theme's button; the saved theme's shows once the page is live
  const theme = useBrowserValue(savedTheme, initialAppState.theme);
  const [open, setOpen] = useState(false);
  const [miniOpen, setMiniOpen] = useState(false);
  const orderButton = useRef<HTMLButtonElement>(null);
  const miniCart = useRef<HTMLDivElement>(null);
  // Closed from inside (Esc, its close button, a link in it): the focus goes back to the button that opened it, not to
  // the top of the page. A tap outside leaves the focus where the tap put it.
  const closeMini = useCallback(() => {
    if (miniCart.current?.contains(document.activeElement)) orderButton.current?.focus();
    setMiniOpen(false);
  }, []);
  const closeNav = useCallback(() => setOpen(false), []);
  const scrolled = useScrolledPast(HEADER_SCROLLED_AT_PX);
  const location = useLocation();
  const navToggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useDismiss(miniOpen, closeMini, [orderButton, miniCart]);
  useDismiss(open, closeNav, [navToggle, nav]);

  // another page closes the header's panels (state adjusted while rendering when the page changes)
  const [pathSeen, setPathSeen] = useState(location.pathname);
  if (location.pathname !== pathSeen) {
    setPathSeen(location.pathname);
    setOpen(false);
    setMiniOpen(false);
  }

  const themeLabel = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  const toggleTheme = () => dispatch(appActions.setTheme(theme === 'dark' ? 'light' : 'dark'));
  const orderContent = (
    <>
      <ShoppingBag className="icon" aria-hidden="true" focusable="false" />
      <span className="order-button-label">{t('header.orderButton')}</span>
      <span className="cart-count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('header.cartCount', { count })}</span>
    </>
  );

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="container header-row">
        <Link to={withLanguage(lang, '/')} className="brand">
          <Pizza className="brand-icon" aria-hidden="true" focusable="false" />
          {BRAND_NAME}
        </Link>
        <nav id="main-nav" ref={nav} aria-label={t('nav.mainNavigation')} className={`main-nav${open ? ' is-open' : ''}`}>
          <ul>
            {HEADER_LINKS.map((l) => (
              <li key={l.path}>
                <NavLink to={withLanguage(lang, l.path)} end={l.path === '/'}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            <li className="mobile-only">
              <NavLink to={withLanguage(lang, '/order')}>{t('nav.order')}</NavLink>
            </li>
            <li className="mobile-only">
              <NavLink to={withLanguage(lang, '/cart')} end={false}>
                {t('nav.cart')}
                {count > 0 && <span className="nav-badge"> ({count})</span>}
              </NavLink>
            </li>
            <AccountNavItems lang={lang} />
            <li className="mobile-only nav-settings">
              <LanguageSwitcher lang={lang} />
              <button type="button" className="icon-button" aria-label={themeLabel} onClick={toggleTheme}>
                {theme === 'dark' ? (
                  <Sun className="icon" aria-hidden="true" focusable="false" />
                ) : (
                  <Moon className="icon" aria-hidden="true" focusable="false" />
                )}
              </button>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher lang={lang} className="desktop-only" />
          <button type="button" className="icon-button desktop-only" aria-label={themeLabel} onClick={toggleTheme}>
            {theme === 'dark' ? <Sun className="icon" aria-hidden="true" focusable="false" /> : <Moon className="icon" aria-hidden="true" focusable="false" />}
          </button>
          <HeaderAccount lang={lang} />
          {count > 0 ? (
            // SPEC 2.7: with items the order button opens the mini cart; with none it goes to the cart page.
            <button
              ref={orderButton}
              type="button"
              className="btn btn-primary order-button"
              aria-expanded={miniOpen}
              aria-controls="mini-cart"
              onClick={() => setMiniOpen((o) => !o)}
            >
              {orderContent}
            </button>
          ) : (
            <Link to={withLanguage(lang, '/cart')} className="btn btn-primary order-button">
              {orderContent}
            </Link>
          )}
          <button
            ref={navToggle}
            type="button"
            className="nav-toggle"
            aria-expanded={open}
            aria-controls="main-nav"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="icon" aria-hidden="true" focusable="false" /> : <Menu className="icon" aria-hidden="true" focusable="false" />}
          </button>
        </div>
      </div>
      {miniOpen && count > 0 && (
        <>
          <div className="mini-cart-backdrop" aria-hidden="true" />
          <div className="mini-cart-anchor" id="mini-cart" ref={miniCart}>
            <RemoteView<MiniCartProps> module="mf_cart/MiniCart" props={{ lang, onClose: closeMini }} />
          </div>
        </>
      )}
    </header>
  );
}

/** Signs out and goes to the home page. */
function useSignOut(lang: Language): () => Promise<void> {
  const dispatch = useDispatch<ShellDispatch>();
  const navigate = useNavigate();
  return async () => {
    await logout(dispatch);
    void navigate(withLanguage(lang, '/'));
  };
}

/** Whether someone is signed in, and whether as staff. */
function useAccount() {
  const auth = useSelector(selectAuth);
  const signedIn = auth.status === 'authenticated' && auth.user !== null;
  return { auth, signedIn, isStaff: signedIn && hasMinRole(auth.role, ADMIN_MIN_ROLE) };
}

/**
 * The account's links in the phone's menu: profile, staff area and sign-out, or sign-in. Components of their own, like
 * HeaderAccount: the session check, answered after the page is live, renders only them again, not the whole header.
 */
function AccountNavItems({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const { signedIn, isStaff } = useAccount();
  const signOut = useSignOut(lang);
  if (!signedIn) {
    return (
      <li className="mobile-only">
        <NavLink to={withLanguage(lang, '/login')}>{t('nav.login')}</NavLink>
      </li>
    );
  }
  return (
    <>
      <li className="mobile-only">
        <NavLink to={withLanguage(lang, '/profile')}>{t('nav.profile')}</NavLink>
      </li>
      {isStaff && (
        <li className="mobile-only">
          <a href="/admin">{t('nav.admin')}</a>
        </li>
      )}
      <li className="mobile-only">
        <button type="button" className="link-button" onClick={signOut}>
          {t('nav.logout')}
        </button>
      </li>
    </>
  );
}

/** The account on a wider screen: the user menu, or the sign-in link; nothing while the session is checked. */
function HeaderAccount({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const { auth, signedIn, isStaff } = useAccount();
  const signOut = useSignOut(lang);
  const [userOpen, setUserOpen] = useState(false);
  const closeUser = useCallback(() => setUserOpen(false), []);
  const userMenu = useRef<HTMLDivElement>(null);
  useDismiss(userOpen, closeUser, [userMenu]);
  // another page closes the menu
  const { pathname } = useLocation();
  const [pathSeen, setPathSeen] = useState(pathname);
  if (pathname !== pathSeen) {
    setPathSeen(pathname);
    setUserOpen(false);
  }
  if (auth.status === 'loading') return null;
  if (!signedIn) {
    return (
      <Link className="header-login desktop-only" to={withLanguage(lang, '/login')}>
        <UserRound className="icon" aria-hidden="true" focusable="false" />
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <div className="user-menu desktop-only" ref={userMenu}>
      <button
        type="button"
        className="icon-button user-button"
        aria-expanded={userOpen}
        aria-haspopup="true"
        aria-label={t('user.menu', { name: auth.user!.name })}
        onClick={() => setUserOpen((o) => !o)}
      >
        <span aria-hidden="true">{auth.user!.name.slice(0, 1).toUpperCase()}</span>
      </button>
      {userOpen && (
        <ul className="user-menu-list">
          <li>
            <Link to={withLanguage(lang, '/profile')}>{t('nav.profile')}</Link>
          </li>
          {isStaff && (
            <li>
              <a href="/admin">{t('nav.admin')}</a>
            </li>
          )}
          <li>
            <button type="button" className="link-button" onClick={signOut}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
