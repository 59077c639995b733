import { ShoppingBag } from 'lucide-react';
import {
  useTranslation,
  useSelector,
  Link,
  orderingTermsOf,
  selectPublicSettings,
  useBrowserValue,
  type PublicSettings,
  type RootState,
  useLocation,
} from 'shared-lib';
import {
  cartOrderType,
  exactOrderTotals,
  formatMoney,
  readSavedSession,
  type OrderType,
  stripLanguage,
  withLanguage,
  matchSitePage,
  type Language,
} from 'shared-lib/domain';
import { safeStorage } from '../app/storage';
import { useCartCount } from './header';

/** Pages that already show the cart in full: the bar would only repeat it. */
const PAGES_WITHOUT_BAR = ['/cart', '/checkout', '/order-success', '/track-order'];

/**
 * The cart at hand on a phone: once the cart has items, a bar sticks to the bottom of the screen
 * ("3 items · 25,30 ₼ · View order") and leads to the cart page. Wider screens have the header's order button.
 */
export function CartBar({ lang }: { lang: Language }) {
  const { pathname } = useLocation();
  const count = useCartCount();
  const live = useSelector((s: RootState) => s.cart);
  const settings = useSelector(selectPublicSettings);
  const path = stripLanguage(pathname);
  // An item page has its own bar at the bottom ("Add · price").
  const hidden = PAGES_WITHOUT_BAR.some((p) => path === p || path.startsWith(`${p}/`)) || matchSitePage(pathname).key === 'menuItem';
  if (count === 0 || hidden) return null;
  return <CartBarLink lang={lang} count={count} total={total(live ?? readSavedSession(safeStorage()), settings)} />;
}

/** The cart's total for its order type, with the settings' fees: what the mini cart, the cart and the checkout say. */
function total(
  cart: { subtotal?: number; items: ReadonlyArray<{ total: number }>; orderType: OrderType | null; tableNumber: string | null } | null,
  settings: PublicSettings | null,
): number {
  if (!cart) return 0;
  const subtotal = cart.subtotal ?? cart.items.reduce((sum, line) => sum + line.total, 0);
  return Number(exactOrderTotals(subtotal.toFixed(2), cartOrderType(cart), orderingTermsOf(settings).fees).total);
}

function CartBarLink({ lang, count, total: amount }: { lang: Language; count: number; total: number }) {
  const { t } = useTranslation('common');
  const shown = useBrowserValue(amount, 0);
  return (
    <aside className="cart-bar" aria-label={t('header.barLabel')} data-testid="cart-bar">
      <Link to={withLanguage(lang, '/cart')} className="cart-bar-link">
        <ShoppingBag className="icon" aria-hidden="true" focusable="false" />
        <span className="cart-bar-summary">
          {t('header.barItems', { count })} · {formatMoney(shown)}
        </span>
        <span className="cart-bar-action">{t('header.barView')}</span>
      </Link>
    </aside>
  );
}
