import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withLanguage, type Language } from 'shared-lib';

export const RATING = { value: '4.0', customers: 692 } as const;
export const DELIVERY_ESTIMATE_MINUTES = { from: 25, to: 40 } as const;

export function HomePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('home.heroTitle')}</h1>
          <p className="hero-subtitle">{t('home.heroSubtitle')}</p>
          <p className="hero-rating">★ {t('home.rating', { rating: RATING.value, count: RATING.customers })}</p>
          <div className="hero-actions">
            <Link className="btn btn-primary" to={withLanguage(lang, '/order')}>
              {t('home.orderNow')}
            </Link>
            <Link className="btn btn-light" to={withLanguage(lang, '/menu')}>
              {t('home.viewMenu')}
            </Link>
            <Link className="btn btn-light" to={withLanguage(lang, '/mokaland')}>
              {t('home.mokalandMenu')}
            </Link>
          </div>
        </div>
      </section>
      <section className="container features">
        <h2>{t('home.featuresTitle')}</h2>
        <div className="feature-grid">
          <article>
            <h3>{t('home.featureOven')}</h3>
            <p>{t('home.featureOvenText')}</p>
          </article>
          <article>
            <h3>{t('home.featureDelivery')}</h3>
            <p>{t('home.featureDeliveryText', DELIVERY_ESTIMATE_MINUTES)}</p>
          </article>
          <article>
            <h3>{t('home.featureKids')}</h3>
            <p>{t('home.featureKidsText')}</p>
          </article>
        </div>
      </section>
      <section className="cta">
        <div className="container">
          <h2>{t('home.ctaTitle')}</h2>
          <p>{t('home.ctaText')}</p>
          <Link className="btn btn-primary" to={withLanguage(lang, '/reservations')}>
            {t('home.bookTable')}
          </Link>
        </div>
      </section>
    </>
  );
}
