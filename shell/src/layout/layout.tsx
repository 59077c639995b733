import type { ReactNode } from 'react';
import type { Language } from 'shared-lib';
import { Footer } from './footer';
import { Header } from './header';

export function Layout({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <>
      <Header lang={lang} />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer lang={lang} />
    </>
  );
}
