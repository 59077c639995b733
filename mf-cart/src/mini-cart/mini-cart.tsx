import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation, useDispatch, useSelector, Link, registerRemote, MINI_CART_MAX_LINES, type MiniCartProps, type RootState } from 'shared-lib';
import { withLanguage } from 'shared-lib/domain';
import '../store';
import css from '../cart.css';
import { cartTranslations } from '../i18n';
import { cartActions, initialCartState } from '../store/cart-slice';
import { CartLineView } from '../cart/cart-line';
import { lineText, useMenuIndex } from '../cart/menu-names';
import { useOrderingTerms } from '../cart/fees';
import { OrderTotals, useCartOrderType } from '../cart/order-totals';

registerRemote({ remote: 'cart', css, translations: { cart: cartTranslations } });

/** SPEC 2.7: the first 3 lines with their controls, '+N more items', the total, View Cart and Checkout. */
export default function MiniCart({ lang, onClose }: MiniCartProps) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const cart = useSelector((s: RootState) => s.cart ?? initialCartState);
  const panel = useRef<HTMLElement>(null);
  const removed = cart.recentlyRemoved;
  const menu = useMenuIndex(lang, cart.items.length > 0 || removed !== null);
  const shown = cart.items.slice(0, MINI_CART_MAX_LINES);
  const more = cart.items.length - shown.length;
  // the same figures and labels as the cart and the checkout, for the order type the diner chose
  const orderType = useCartOrderType();
  const terms = useOrderingTerms();

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
        <button type="button" className="cart-icon-button" aria-label={t('close')} onClick={onClose}>
          <X className="cart-icon" aria-hidden="true" focusable="false" />
        </button>
      </header>
      {removed && (
        <div className="cart-notice" role="status">
          <span>{t('removed', { item: lineText(removed.item, menu).name })}</span>
          <button type="button" className="cart-link-button" onClick={() => dispatch(cartActions.removalUndone())}>
            {t('undo')}
          </button>
        </div>
      )}
      {cart.items.length === 0 ? (
        <p className="cart-empty-title">{t('empty')}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {shown.map((line, index) => (
              <CartLineView key={`${line.id}-${index}`} line={line} index={index} menu={menu} compact />
            ))}
          </ul>
          {more > 0 && <p className="cart-mini-more">{t('moreItems', { count: more })}</p>}
          <OrderTotals subtotal={cart.subtotal} orderType={orderType} terms={terms} lang={lang} testId="mini-cart" />
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
