import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation, useBrowserValue, useSelector, DishPicture, Link, apiClient, readWithRetries, type MenuItemDto, type RootState } from 'shared-lib';
import { formatDecimal, formatMoney, restaurantHoursWords, withLanguage, type Language } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';

export const DELIVERY_ESTIMATE_MINUTES = { from: 25, to: 40 } as const;

function Highlights({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<MenuItemDto[]>([]);
  useEffect(() => {
    let live = true;
    readWithRetries(() => apiClient.get<MenuItemDto[]>('/menu/featured', { params: { lang } }))
      .then((res) => live && setItems(res.data.slice(0, 4)))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [lang]);
  if (items.length === 0) return null;
  return (
    <section className="container highlights">
      <h2>{t('home.highlightsTitle')}</h2>
      <ul className="highlight-grid">
        {items.map((item) => (
          <li key={item.id} className="highlight-card">
            {item.image && <DishPicture image={item.image} alt="" sizes="(max-width: 539px) calc(100vw - 56px), 260px" />}
            <Link to={withLanguage(lang, `/menu/${item.id}`)}>{item.name}</Link>
            <span className="highlight-price">{formatMoney(Number(item.price))}</span>
          </li>
        ))}
      </ul>
      <Link to={withLanguage(lang, '/menu')}>{t('home.seeFullMenu')}</Link>
    </section>
  );
}

/** A signed-in diner's last order and favourites: its own chunk, loaded only for them. */
const HomeForYou = lazy(() => import(/* webpackChunkName: "home-for-you" */ './home-for-you'));

/**
 * Only for a signed-in diner, from the render after hydration (the server paints the page signed out), like
 * shared-lib/server-state's useDinerAccount: this small part renders again then, not the whole page.
 */
function ForYouWhenSignedIn({ lang }: { lang: Language }) {
  const diner = useBrowserValue(
    useSelector((s: RootState) => s.auth?.status === 'authenticated' && s.auth.user?.role === 'CUSTOMER'),
    false,
  );
  if (!diner) return null;
  return (
    <Suspense fallback={null}>
      <HomeForYou lang={lang} />
    </Suspense>
  );
}

export function HomePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const info = useRestaurant();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('home.heroTitle')}</h1>
          <p className="hero-subtitle">{t('home.heroSubtitle')}</p>
          <p className="hero-rating">
            <span aria-hidden="true">★ </span>
            {t('home.rating', { rating: formatDecimal(info.rating.value, lang), count: info.rating.count })}
          </p>
          <div className="hero-actions">
            <Link className="btn btn-primary btn-on-dark" to={withLanguage(lang, '/order')}>
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
      <ForYouWhenSignedIn lang={lang} />
      <Highlights lang={lang} />
      <section className="container business-info">
        <h2>{t('home.infoTitle')}</h2>
        <ul>
          <li>{t('home.infoHours', { ...restaurantHoursWords(info, lang) })}</li>
          <li>{t('home.infoAddress')}</li>
          <li>
            <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{t('home.infoPhone', { phone: info.phone })}</a>
          </li>
        </ul>
      </section>
      <section className="cta">
        <div className="container">
          <h2>{t('home.ctaTitle')}</h2>
          <p>{t('home.ctaText', { ...restaurantHoursWords(info, lang) })}</p>
          <Link className="btn btn-primary" to={withLanguage(lang, '/reservations')}>
            {t('home.bookTable')}
          </Link>
        </div>
      </section>
    </>
  );
}
