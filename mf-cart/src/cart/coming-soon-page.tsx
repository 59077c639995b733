import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withLanguage, type Language } from 'shared-lib';

/** Checkout, order success and tracking until online ordering opens (the order API comes next). */
export function ComingSoonPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  return (
    <section className="cart-page cart-empty">
      <h1>{t('soonTitle')}</h1>
      <p>{t('soonText')}</p>
      <Link className="cart-button" to={withLanguage(lang, '/cart')}>
        {t('backToCart')}
      </Link>
    </section>
  );
}
