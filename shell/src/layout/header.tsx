import { useCallback, useEffect, useState } from 'react';
import { useTranslation, useDispatch, useSelector, Link, NavLink, useLocation, useNavigate, ADMIN_MIN_ROLE, BRAND_NAME, hasMinRole, savedItemCount, selectAuth, selectLiveCartItemCount, withLanguage, type Language, type MiniCartProps, type RootState } from 'shared-lib';
import { RemoteView } from '../remotes/remote-view';
import { safeStorage } from '../app/storage';
import { appActions, initialAppState } from '../app/app-slice';
import type { ShellDispatch } from '../app/store';
import { logout } from '../auth/auth-service';
import { LanguageSwitcher } from './language-switcher';
import { HEADER_LINKS } from './nav-links';

export const HEADER_SCROLLED_AT_PX = 50;

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const navigate = useNavigate();
  // Until mf-cart loads (or while it is down) the count comes from the cart saved in this browser.
  const liveCount = useSelector(selectLiveCartItemCount);
  const count = liveCount ?? savedItemCount(safeStorage());
  const auth = useSelector(selectAuth);
  const theme = useSelector((s: RootState) => s.app?.theme ?? initialAppState.theme);
  const [open, setOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const [miniOpen, setMiniOpen] = useState(false);
  const closeMini = useCallback(() => setMiniOpen(false), []);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const signedIn = auth.status === 'authenticated' && auth.user;
  const isStaff = signedIn && hasMinRole(auth.role, ADMIN_MIN_ROLE);

  useEffect(() => {
    setOpen(false);
    setUserOpen(false);
    setMiniOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_AT_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const signOut = async () => {
    await logout(dispatch);
    navigate(withLanguage(lang, '/'));
  };

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="container header-row">
        <Link to={withLanguage(lang, '/')} className="brand">
          {BRAND_NAME}
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="main-nav" aria-label={t('nav.mainNavigation')} className={`main-nav${open ? ' is-open' : ''}`}>
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
            {signedIn ? (
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
            ) : (
              <li className="mobile-only">
                <NavLink to={withLanguage(lang, '/login')}>{t('nav.login')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher lang={lang} />
          <button
            type="button"
            className="icon-button"
            aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            onClick={() => dispatch(appActions.setTheme(theme === 'dark' ? 'light' : 'dark'))}
          >
            <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
          </button>
          {auth.status === 'loading' ? null : signedIn ? (
            <div className="user-menu desktop-only">
              <button type="button" className="icon-button user-button" aria-expanded={userOpen} aria-haspopup="true" aria-label={t('user.menu', { name: auth.user!.name })} onClick={() => setUserOpen((o) => !o)}>
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
          ) : (
            <Link className="header-login desktop-only" to={withLanguage(lang, '/login')}>
              {t('nav.login')}
            </Link>
          )}
          {count > 0 ? (
            // SPEC 2.7: with items the order button opens the mini cart; with none it goes to the cart page.
            <button type="button" className="btn btn-primary order-button" aria-expanded={miniOpen} onClick={() => setMiniOpen((o) => !o)}>
              {t('header.orderButton')}
              <span className="cart-count" data-testid="cart-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">{t('header.cartCount', { count })}</span>
            </button>
          ) : (
            <Link to={withLanguage(lang, '/cart')} className="btn btn-primary order-button">
              {t('header.orderButton')}
              <span className="cart-count" data-testid="cart-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">{t('header.cartCount', { count })}</span>
            </Link>
          )}
        </div>
      </div>
      {miniOpen && count > 0 && (
        <div className="mini-cart-anchor">
          <RemoteView<MiniCartProps> module="mf_cart/MiniCart" props={{ lang, onClose: closeMini }} />
        </div>
      )}
    </header>
  );
}
