import { ShoppingBag } from 'lucide-react';
import {
  useTranslation,
  useSelector,
  Link,
  formatMoney,
  savedSubtotal,
  selectLiveCartSubtotal,
  stripLanguage,
  withLanguage,
  useLocation,
  matchSitePage,
  type Language,
} from 'shared-lib';
import { safeStorage } from '../app/storage';
import { useCartCount } from './header';

/** Pages that already show the cart in full: the bar would only repeat it. */
const PAGES_WITHOUT_BAR = ['/cart', '/checkout', '/order-success', '/track-order'];

/**
 * The cart at hand on a phone: once the cart has items, a bar sticks to the bottom of the screen
 * ("3 items · 25,30 ₼ · View order") and leads to the cart page. Wider screens have the header's order button.
 */
export function CartBar({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const count = useCartCount();
  const liveSubtotal = useSelector(selectLiveCartSubtotal);
  const path = stripLanguage(pathname);
  // An item page has its own bar at the bottom ("Add · price").
  const hidden = PAGES_WITHOUT_BAR.some((p) => path === p || path.startsWith(`${p}/`)) || matchSitePage(pathname).key === 'menuItem';
  if (count === 0 || hidden) return null;
  const subtotal = liveSubtotal ?? savedSubtotal(safeStorage());
  return (
    <aside className="cart-bar" aria-label={t('header.barLabel')} data-testid="cart-bar">
      <Link to={withLanguage(lang, '/cart')} className="cart-bar-link">
        <ShoppingBag className="icon" aria-hidden="true" focusable="false" />
        <span className="cart-bar-summary">
          {t('header.barItems', { count })} · {formatMoney(subtotal)}
        </span>
        <span className="cart-bar-action">{t('header.barView')}</span>
      </Link>
    </aside>
  );
}
