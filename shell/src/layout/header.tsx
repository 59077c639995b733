import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BRAND_NAME, selectCartItemCount, withLanguage, type Language } from 'shared-lib';
import { LanguageSwitcher } from './language-switcher';
import { HEADER_LINKS } from './nav-links';

export const HEADER_SCROLLED_AT_PX = 50;

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const count = useSelector(selectCartItemCount);
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_AT_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

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
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher lang={lang} />
          <Link
            to={withLanguage(lang, '/cart')}
            className="btn btn-primary order-button"
            aria-label={`${t('header.orderButton')}: ${t('header.cartCount', { count })}`}
          >
            {t('header.orderButton')}
            <span className="cart-count" data-testid="cart-count">
              {count}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
