import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD, formatMoney, orderTotals, toastRequested, TOAST_DURATIONS, withLanguage, type Language, type RootState } from 'shared-lib';
import { cartActions, initialCartState, UNDO_WINDOW_MS } from '../store/cart-slice';

export function CartPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const cart = useSelector((s: RootState) => s.cart ?? initialCartState);
  const removed = cart.recentlyRemoved;

  useEffect(() => {
    if (!removed) return;
    const left = removed.timestamp + UNDO_WINDOW_MS - Date.now();
    const timer = setTimeout(() => dispatch(cartActions.undoExpired()), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [removed, dispatch]);

  const totals = orderTotals(cart.subtotal, 'table');
  return (
    <section className="cart-page">
      <h1>{t('title')}</h1>
      {cart.tableNumber && <p className="cart-table">{t('tableNumber', { table: cart.tableNumber })}</p>}
      {removed && (
        <div className="cart-notice" role="status">
          <span>{t('removed', { item: removed.item.name })}</span>
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
              <li key={`${line.id}-${index}`} className="cart-line" data-testid="cart-line">
                {line.image ? <img src={line.image} alt="" width={72} height={54} /> : <span className="cart-line-placeholder" />}
                <div className="cart-line-info">
                  <strong>{line.name}</strong>
                  <span>{formatMoney(line.price)}</span>
                </div>
                <div className="cart-qty" role="group" aria-label={t('quantity')}>
                  <button
                    type="button"
                    aria-label={t('decrease', { item: line.name })}
                    disabled={line.quantity <= 1}
                    onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity - 1 }))}
                  >
                    −
                  </button>
                  <output aria-live="polite">{line.quantity}</output>
                  <button
                    type="button"
                    aria-label={t('increase', { item: line.name })}
                    onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity + 1 }))}
                  >
                    +
                  </button>
                </div>
                <span className="cart-line-total" aria-label={t('lineTotal')}>
                  {formatMoney(line.total)}
                </span>
                <button
                  type="button"
                  className="cart-link-button"
                  aria-label={t('remove', { item: line.name })}
                  onClick={() => {
                    dispatch(cartActions.itemRemoved(index));
                    dispatch(
                      toastRequested({
                        message: t('removed', { item: line.name }),
                        type: 'info',
                        duration: TOAST_DURATIONS.removalWithUndo,
                        action: { label: t('undo'), dispatch: cartActions.removalUndone() },
                      }),
                    );
                  }}
                >
                  {t('removeLabel')}
                </button>
              </li>
            ))}
          </ul>
          <aside className="cart-summary">
            <dl>
              <dt>{t('subtotal')}</dt>
              <dd data-testid="cart-subtotal">{formatMoney(totals.subtotal)}</dd>
              <dt>{t('serviceFee')}</dt>
              <dd data-testid="cart-service-fee">{formatMoney(totals.serviceFee)}</dd>
              <dt className="cart-total">{t('total')}</dt>
              <dd className="cart-total" data-testid="cart-total">
                {formatMoney(totals.total)}
              </dd>
            </dl>
            <p className="cart-note">
              {t('deliveryFee')}: {t('deliveryNote', { fee: formatMoney(DELIVERY_FEE), threshold: formatMoney(FREE_DELIVERY_THRESHOLD) })}
            </p>
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
