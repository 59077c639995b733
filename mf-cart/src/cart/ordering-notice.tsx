import { useTranslation, type OrderingTerms } from 'shared-lib';

/**
 * Why an order cannot be placed now, before the diner fills a cart: online ordering paused by a manager, or the
 * restaurant closed ("Closed now, opens at 07:00"), with ordering ahead offered when there are times to order for. The API refuses such an order anyway (ORDERING_PAUSED,
 * RESTAURANT_CLOSED); the menu stays open to look at.
 */
export function OrderingNotice({ terms }: { terms: OrderingTerms }) {
  const { t } = useTranslation('cart');
  if (terms.paused) {
    return (
      <p className="cart-paused" role="status" data-testid="ordering-paused">
        {t('orderingPaused')}
      </p>
    );
  }
  if (!terms.closed) return null;
  return (
    <p className="cart-paused" role="status" data-testid="restaurant-closed">
      {!terms.closed.opensAt
        ? t('closedForNow')
        : terms.aheadSlots.length > 0
          ? t('closedOrderAhead', { time: terms.closed.opensAt })
          : t('closedNow', { time: terms.closed.opensAt })}
    </p>
  );
}
