import { useEffect } from 'react';
import { useTranslation, Link, useSearchParams, track, useBrowserValue } from 'shared-lib';
import { withLanguage, type Language, fitsFormat, orderCodeFormat, deviceOrders, browserLocalStorage } from 'shared-lib/domain';

export function OrderSuccessPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const fromUrl = params.get('code')?.toUpperCase() ?? '';
  // without the code in the address: the order this device placed last (after hydration: the server knows none)
  const remembered = useBrowserValue(deviceOrders(browserLocalStorage())[0]?.code ?? null, null);
  const code = fitsFormat(orderCodeFormat, fromUrl) ? fromUrl : remembered;
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
