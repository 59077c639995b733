import { useState } from 'react';
import { useTranslation, Link } from 'shared-lib';
import { BRAND_NAME, withLanguage, type Language } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';
import { useHoursLine } from '../ui/opening-hours';
import { FOOTER_LINKS } from './nav-links';

export function Footer({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const info = useRestaurant();
  const hours = useHoursLine(lang);
  // the copyright's year, read once (a render reads no clock)
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t('nav.footerNavigation')}>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            {FOOTER_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={withLanguage(lang, l.path)}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>{t('footer.contactUs')}</h2>
          <address>
            {info.address[lang]}
            <br />
            <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>
            <br />
            {t('footer.shortNumber', { phone: info.shortPhone })}
            <br />
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </address>
        </section>
        <section>
          <h2>{t('footer.workingHours')}</h2>
          <p>{hours}</p>
        </section>
        <section>
          <h2>{t('footer.followUs')}</h2>
          <ul className="social">
            {Object.entries(info.socialMedia).map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {name[0]!.toUpperCase() + name.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="container footer-bottom">
        {t('footer.since')} · {t('footer.rights', { year, brand: BRAND_NAME })}
      </p>
    </footer>
  );
}
