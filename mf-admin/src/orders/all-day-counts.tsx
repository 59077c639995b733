import { useMemo } from 'react';
import { useTranslation } from 'shared-lib';
import type { AdminOrder } from './admin-order';

/** Statuses whose dishes are still to be made: an order that is ready is made. */
const TO_MAKE = new Set(['pending', 'confirmed', 'preparing']);

/**
 * How many of each dish (with its size) the open orders still need, the most first: what the kitchen preps ahead. A line
 * marked done on the board is made, and no longer counted.
 */
export function allDayCounts(orders: AdminOrder[]): Array<{ name: string; size: string | null; quantity: number }> {
  const counts = new Map<string, { name: string; size: string | null; quantity: number }>();
  for (const order of orders) {
    if (!TO_MAKE.has(order.status)) continue;
    for (const [index, line] of order.items.entries()) {
      if (order.lines?.[index]?.done) continue;
      const size = line.customizations.find((c) => c.group === 'size')?.name ?? null;
      const key = `${line.name}\u0000${size ?? ''}`;
      const entry = counts.get(key) ?? { name: line.name, size, quantity: 0 };
      entry.quantity += line.quantity;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** The all-day counts of the board (the orders shown, so the type filter applies). */
export function AllDayCounts({ orders }: { orders: AdminOrder[] }) {
  const { t } = useTranslation('admin');
  const counts = useMemo(() => allDayCounts(orders), [orders]);
  return (
    <details className="admin-recall admin-all-day" data-testid="all-day">
      <summary>{t('board.allDay', { count: counts.reduce((n, c) => n + c.quantity, 0) })}</summary>
      {counts.length === 0 ? (
        <p>{t('board.allDayNone')}</p>
      ) : (
        <ul className="admin-all-day-list">
          {counts.map((c) => (
            <li key={`${c.name}-${c.size ?? ''}`}>
              <strong>{c.quantity}</strong> × {c.name}
              {c.size && <span className="admin-muted"> ({c.size})</span>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
