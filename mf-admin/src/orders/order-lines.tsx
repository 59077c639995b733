import type { TFunction } from 'i18next';
import { useTranslation } from 'shared-lib';
import type { AdminOrder } from './admin-order';

/**
 * What was ordered, as the kitchen reads it: "2 × Pepperoni" and under it the chosen options. On the board, with
 * `onToggle`, each line is a button that marks it done (struck through) or not.
 */
export function OrderLines({
  items,
  done,
  allergens,
  onToggle,
}: {
  items: AdminOrder['items'];
  done?: boolean[];
  /** Each line's allergens (shared-lib ALLERGENS codes), said under it in the staff member's language, marked. */
  allergens?: ReadonlyArray<readonly string[] | undefined>;
  onToggle?: (index: number) => void;
}) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  return (
    <ul className="admin-order-lines">
      {items.map((line, i) => {
        const text = (
          <>
            <strong>
              {line.quantity} × {line.name}
            </strong>
            {line.customizations.length > 0 && <span className="admin-order-options">{line.customizations.map((c) => c.name).join(', ')}</span>}
            {(allergens?.[i]?.length ?? 0) > 0 && (
              <span className="admin-line-allergens" data-testid="line-allergens">
                {t('orders.allergens', { list: allergens![i]!.map((code) => t(`vocabulary:allergens.${code}`, { defaultValue: code })).join(', ') })}
              </span>
            )}
          </>
        );
        return (
          <li key={i} className={done?.[i] ? 'admin-line-done' : undefined}>
            {onToggle ? (
              <button type="button" className="admin-line-button" aria-pressed={Boolean(done?.[i])} onClick={() => onToggle(i)}>
                {text}
              </button>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Where the order goes: "Table 7", "Pickup", "Delivery: 28 May St 5". */
export function orderPlace(order: Pick<AdminOrder, 'orderType' | 'tableNumber' | 'deliveryAddress'>, t: TFunction<'admin'>): string {
  if (order.orderType === 'table') return t('orders.table', { table: order.tableNumber ?? '?' });
  if (order.orderType === 'pickup') return t('orders.pickup');
  return t('orders.delivery', { address: order.deliveryAddress ?? '' });
}
