import { useTranslation, useDispatch, useBrowserValue, useSelector, Link, toastRequested, TOAST_DURATIONS, type RootState } from 'shared-lib';
import { formatMoney, withLanguage, type Language } from 'shared-lib/domain';
import { OrderTotals, OrderTypeChoice, useCartOrderType } from './order-totals';
import { CartLineView } from './cart-line';
import { lineText, useMenuIndex } from './menu-names';
import { useOrderingTerms } from './fees';
import { OrderingNotice } from './ordering-notice';
import { isCartRestored } from '../store';
import { cartActions, initialCartState } from '../store/cart-slice';

export function CartPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  // the saved cart shows from the render after hydration: the server's page says it is opening
  const restored = useBrowserValue(isCartRestored(), false);
  const cart = useSelector((s: RootState) => s.cart ?? initialCartState);
  const removed = cart.recentlyRemoved;
  const menu = useMenuIndex(lang, restored && (cart.items.length > 0 || removed !== null));

  const terms = useOrderingTerms({ live: true });
  const { fees } = terms;
  const orderType = useCartOrderType();
  if (!restored) {
    // the server's first view: the saved cart is in the diner's browser, so it is neither shown nor called empty here
    return (
      <section className="cart-page">
        <h1>{t('title')}</h1>
        <p className="cart-opening" role="status">
          {t('opening')}
        </p>
      </section>
    );
  }
  return (
    <section className="cart-page">
      <h1>{t('title')}</h1>
      <OrderingNotice terms={terms} />
      {cart.tableNumber && <p className="cart-table">{t('tableNumber', { table: cart.tableNumber })}</p>}
      {removed && (
        <div className="cart-notice" role="status">
          <span>{t('removed', { item: lineText(removed.item, menu).name })}</span>
          <button type="button" className="cart-link-button" onClick={() => dispatch(cartActions.removalUndone())}>
            {t('undo')}
          </button>
        </div>
      )}
      {cart.items.length === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <Link className="cart-button" to={withLanguage(lang, '/menu')}>
            {t('browseMenu')}
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines">
            {cart.items.map((line, index) => (
              <CartLineView key={`${line.id}-${index}`} line={line} index={index} menu={menu} />
            ))}
          </ul>
          <aside className="cart-summary">
            <OrderTypeChoice name="cart-order-type" />
            <OrderTotals subtotal={cart.subtotal} orderType={orderType} terms={terms} lang={lang} testId="cart" />
            {orderType === 'delivery' && (
              <p className="cart-note">
                {t('deliveryNote', { fee: formatMoney(Number(fees.deliveryFee)), threshold: formatMoney(Number(fees.freeDeliveryThreshold)) })}
              </p>
            )}
            <Link className="cart-button" to={withLanguage(lang, '/checkout')}>
              {t('checkout')}
            </Link>
            <Link className="cart-link" to={withLanguage(lang, '/menu')}>
              {t('continueShopping')}
            </Link>
            <button
              type="button"
              className="cart-link-button"
              onClick={() => {
                dispatch(cartActions.cleared());
                dispatch(toastRequested({ message: t('cleared'), type: 'success', duration: TOAST_DURATIONS.helper }));
              }}
            >
              {t('clear')}
            </button>
          </aside>
        </div>
      )}
    </section>
  );
}
