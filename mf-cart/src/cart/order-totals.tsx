import { useDispatch, useSelector, useTranslation, type OrderingTerms, type RootState } from 'shared-lib';
import { cartOrderType, exactOrderTotals, formatMoney, formatPercent, type Language, type OrderType } from 'shared-lib/domain';
import { cartActions, initialCartState } from '../store/cart-slice';

/** How the diner will get the order: as chosen in the cart or at checkout, else at the table with a table, else pickup. */
export function useCartOrderType(): OrderType {
  return cartOrderType(useSelector((s: RootState) => s.cart ?? initialCartState));
}

/**
 * The order's figures, the same lines and labels in the mini cart, the cart and the checkout: subtotal, service fee,
 * the delivery fee only for a delivery, and the total for that order type (shared-lib's rule, as the API prices it).
 */
export function OrderTotals({
  subtotal,
  orderType,
  terms,
  lang,
  testId,
}: {
  subtotal: number | string;
  orderType: OrderType;
  terms: Pick<OrderingTerms, 'fees' | 'maxTotal'>;
  lang: Language;
  testId: string;
}) {
  const { t } = useTranslation('cart');
  const { fees } = terms;
  const totals = exactOrderTotals(subtotal, orderType, fees);
  return (
    <>
      <dl className="cart-totals">
        <dt>{t('subtotal')}</dt>
        <dd data-testid={`${testId}-subtotal`}>{formatMoney(Number(totals.subtotal))}</dd>
        <dt>{t('serviceFee', { rate: formatPercent(fees.serviceFeeRate, lang) })}</dt>
        <dd data-testid={`${testId}-service-fee`}>{formatMoney(Number(totals.serviceFee))}</dd>
        {orderType === 'delivery' && (
          <>
            <dt>{t('deliveryFee')}</dt>
            <dd data-testid={`${testId}-delivery-fee`}>{Number(totals.deliveryFee) === 0 ? t('free') : formatMoney(Number(totals.deliveryFee))}</dd>
          </>
        )}
        <dt className="cart-total">{t('total')}</dt>
        <dd className="cart-total" data-testid={`${testId}-total`}>
          {formatMoney(Number(totals.total))}
        </dd>
      </dl>
      {Number(totals.total) > terms.maxTotal && (
        // said where the total is, before the diner gets to the last step
        <p className="cart-error" role="status" data-testid={`${testId}-too-large`}>
          {t('orderTooLarge', { max: formatMoney(terms.maxTotal) })}
        </p>
      )}
    </>
  );
}

/** The order type, chosen in the cart or at checkout (one choice: the cart's). */
export function OrderTypeChoice({ name }: { name: string }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  const orderType = useCartOrderType();
  return (
    <fieldset className="cart-order-type">
      <legend>{t('orderType')}</legend>
      {(['table', 'pickup', 'delivery'] as const).map((type) => (
        <label key={type} className="cart-choice">
          <input type="radio" name={name} value={type} checked={orderType === type} onChange={() => dispatch(cartActions.orderTypeChanged(type))} />
          {t(type === 'table' ? 'typeTable' : type === 'pickup' ? 'typePickup' : 'typeDelivery')}
        </label>
      ))}
    </fieldset>
  );
}
