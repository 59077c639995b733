import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME, withLanguage, type Language } from 'shared-lib';
import { FOOTER_LINKS } from './nav-links';

export const RESTAURANT_CONTACT = {
  phone: '+994 12 498 00 00',
  email: 'info@pizzainn.az',
  social: {
    facebook: 'https://www.facebook.com/pizzainnbaku',
    instagram: 'https://www.instagram.com/pizzainnbaku',
    twitter: 'https://twitter.com/pizzainnbaku',
  },
} as const;

export function Footer({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            {FOOTER_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={withLanguage(lang, l.path)}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.contactUs')}</h2>
          <address>
            {t('footer.address')}
            <br />
            <a href={`tel:${RESTAURANT_CONTACT.phone.replace(/\s/g, '')}`}>{RESTAURANT_CONTACT.phone}</a>
            <br />
            <a href={`mailto:${RESTAURANT_CONTACT.email}`}>{RESTAURANT_CONTACT.email}</a>
          </address>
        </section>
        <section>
          <h2>{t('footer.workingHours')}</h2>
          <p>{t('footer.hoursValue')}</p>
        </section>
        <section>
          <h2>{t('footer.followUs')}</h2>
          <ul className="social">
            {Object.entries(RESTAURANT_CONTACT.social).map(([name, href]) => (
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
        {t('footer.since')} · {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })}
      </p>
    </footer>
  );
}
