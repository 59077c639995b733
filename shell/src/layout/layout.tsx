import { useEffect, useRef, type ReactNode } from 'react';
import type { Language } from 'shared-lib/domain';
import { useTranslation, useLocation } from 'shared-lib';
import { ScrollToTopButton } from '../ui/scroll-to-top';
import { CartBar } from './cart-bar';
import { Footer } from './footer';
import { Header } from './header';
import { OpenOrders } from './open-orders';

export const PAGE_TRANSITION_MS = 300;

export function Layout({ lang, children }: { lang: Language; children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  // SPEC 9: a 0.3 s page transition between pages (none for people who ask for less motion). Not on the first page:
  // it is already on screen as the server wrote it, and fading it out and in again would only delay it.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    main.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header lang={lang} />
      <OpenOrders lang={lang} />
      <main id="main" className="site-main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
      <CartBar lang={lang} />
      <ScrollToTopButton />
    </>
  );
}
