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
  from = 0,
  to = items.length,
  compact = false,
  onSoldOut,
}: {
  items: AdminOrder['items'];
  done?: boolean[];
  /** Each line's allergens (shared-lib ALLERGENS codes), said under it in the staff member's language, marked. */
  allergens?: ReadonlyArray<readonly string[] | undefined>;
  onToggle?: (index: number) => void;
  /** The lines this tile holds ([from, to)) of a ticket cut into tiles; the indexes stay the ticket's. */
  from?: number;
  to?: number;
  /** A tile's lines: the allergens as "⚠ gluten, milk" after the dish (said whole to a screen reader). */
  compact?: boolean;
  /** Marks a line's dish sold out on the menu (shown to those who may: a manager, or staff when the restaurant allows). */
  onSoldOut?: (index: number) => void;
}) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  return (
    <ul className="admin-order-lines">
      {items.slice(from, to).map((line, at) => {
        const i = from + at;
        const text = (
          <>
            <strong>
              {line.quantity} × {line.name}
            </strong>
            {line.customizations.length > 0 && <span className="admin-order-options">{line.customizations.map((c) => c.name).join(', ')}</span>}
            {(allergens?.[i]?.length ?? 0) > 0 && <LineAllergens codes={allergens![i]!} compact={compact} />}
          </>
        );
        return (
          <li key={i} className={done?.[i] ? 'admin-line-done' : undefined}>
            {onToggle ? (
              <button type="button" className="admin-line-button" aria-pressed={Boolean(done?.[i])} onClick={() => onToggle(i)}>
                {text}
              </button>
            ) : (
              <span className="admin-line-text">{text}</span>
            )}
            {onSoldOut && line.menuItemId != null && (
              <button
                type="button"
                className="admin-sold-out-button"
                aria-label={t('board.soldOutLabel', { dish: line.name })}
                title={t('board.soldOutLabel', { dish: line.name })}
                onClick={() => onSoldOut(i)}
              >
                <span aria-hidden="true">⊘</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A line's allergens in the staff member's language: "Allergens: gluten, milk", or on a tile "⚠ gluten, milk". */
function LineAllergens({ codes, compact }: { codes: readonly string[]; compact: boolean }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const list = codes.map((code) => t(`vocabulary:allergens.${code}`, { defaultValue: code })).join(', ');
  const text = t('orders.allergens', { list });
  return (
    <span className="admin-line-allergens" data-testid="line-allergens">
      {compact ? (
        <>
          <span aria-hidden="true">⚠ {list}</span>
          <span className="admin-visually-hidden">{text}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** Where the order goes: "Table 7", "Pickup", "Delivery: 28 May St 5". */
export function orderPlace(order: Pick<AdminOrder, 'orderType' | 'tableNumber' | 'deliveryAddress'>, t: TFunction<'admin'>): string {
  if (order.orderType === 'table') return t('orders.table', { table: order.tableNumber ?? '?' });
  if (order.orderType === 'pickup') return t('orders.pickup');
  return t('orders.delivery', { address: order.deliveryAddress ?? '' });
}
