import { useEffect, useRef } from 'react';
import { useTranslation, useDispatch, useSelector, Link, addTranslations, formatMoney, injectRemoteStyles, MINI_CART_MAX_LINES, withLanguage, type MiniCartProps, type RootState } from 'shared-lib';
import '../store';
import css from '../cart.css';
import { cartTranslations } from '../i18n';
import { cartActions, initialCartState } from '../store/cart-slice';

addTranslations({ cart: cartTranslations });
injectRemoteStyles('cart', css);

/** SPEC 2.7: the first 3 lines with their controls, '+N more items', the total, View Cart and Checkout. */
export default function MiniCart({ lang, onClose }: MiniCartProps) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const cart = useSelector((s: RootState) => s.cart ?? initialCartState);
  const panel = useRef<HTMLElement>(null);
  const shown = cart.items.slice(0, MINI_CART_MAX_LINES);
  const more = cart.items.length - shown.length;

  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section className="cart-mini" data-remote="cart" aria-label={t('miniCartTitle')} tabIndex={-1} ref={panel}>
      <header className="cart-mini-header">
        <h2>{t('miniCartTitle')}</h2>
        <button type="button" className="cart-link-button" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      {cart.items.length === 0 ? (
        <p className="cart-empty-title">{t('empty')}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {shown.map((line, index) => (
              <li key={`${line.id}-${index}`} className="cart-line cart-mini-line" data-testid="mini-cart-line">
                {line.image ? <img src={line.image} alt="" width={56} height={42} /> : <span className="cart-line-placeholder" />}
                <div className="cart-line-info">
                  <strong>{line.name}</strong>
                  <span>{formatMoney(line.price)}</span>
                </div>
                <div className="cart-qty" role="group" aria-label={t('quantity')}>
                  <button type="button" aria-label={t('decrease', { item: line.name })} disabled={line.quantity <= 1} onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity - 1 }))}>
                    −
                  </button>
                  <output>{line.quantity}</output>
                  <button type="button" aria-label={t('increase', { item: line.name })} onClick={() => dispatch(cartActions.quantityChanged({ index, quantity: line.quantity + 1 }))}>
                    +
                  </button>
                </div>
                <span className="cart-line-total">{formatMoney(line.total)}</span>
                <button type="button" className="cart-link-button" aria-label={t('remove', { item: line.name })} onClick={() => dispatch(cartActions.itemRemoved(index))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="cart-mini-more">{t('moreItems', { count: more })}</p>}
          <p className="cart-total">
            {t('total')}: <span data-testid="mini-cart-total">{formatMoney(cart.total)}</span>
          </p>
          <div className="cart-mini-actions">
            <Link className="cart-link" to={withLanguage(lang, '/cart')} onClick={onClose}>
              {t('viewCart')}
            </Link>
            <Link className="cart-button" to={withLanguage(lang, '/checkout')} onClick={onClose}>
              {t('checkout')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
