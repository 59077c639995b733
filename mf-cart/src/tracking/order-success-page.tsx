import { useEffect } from 'react';
import { useTranslation, Link, useSearchParams, track, withLanguage, type Language, fitsFormat, orderCodeFormat } from 'shared-lib';
import { LAST_ORDER_KEY } from '../checkout/checkout-page';

function lastOrderCode(): string | null {
  try {
    return (JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null') as { code?: string } | null)?.code ?? null;
  } catch {
    return null;
  }
}

export function OrderSuccessPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const fromUrl = params.get('code')?.toUpperCase() ?? '';
  const code = fitsFormat(orderCodeFormat, fromUrl) ? fromUrl : lastOrderCode();
  useEffect(() => {
    if (code) track('order_success_viewed', { code });
  }, [code]);
  if (!code) {
    return (
      <section className="cart-page cart-empty">
        <p>{t('successMissing')}</p>
        <Link className="cart-button" to={withLanguage(lang, '/menu')}>
          {t('browseMenu')}
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-page cart-empty">
      <h1>{t('successTitle')}</h1>
      <p className="cart-empty-title" data-testid="order-code">
        {t('successCode', { code })}
      </p>
      <Link className="cart-button" to={withLanguage(lang, `/track-order/${code}`)}>
        {t('successTrack')}
      </Link>
    </section>
  );
}
