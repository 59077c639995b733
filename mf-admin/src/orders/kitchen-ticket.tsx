import { useTranslation } from 'shared-lib';
import { formatBakuDate, formatBakuTime, type Language } from 'shared-lib/domain';
import type { AdminOrder } from './admin-order';
import { OrderLines, orderPlace } from './order-lines';

/**
 * A station's kitchen ticket (one per station the order has lines for): an 80 mm receipt (admin.css, @media print)
 * as long as its content, with the code, where it goes, the station, when, the station's lines with their options and
 * the diner's note; no prices. Hidden on screen, it is printed alone while it is shown. The code, the place and the
 * station head a table, so if a ticket ever runs onto a second page, that page carries them too (browsers repeat a
 * table's head on every printed page).
 */
export function KitchenTicket({ order, station, reprint }: { order: AdminOrder; station: string; reprint: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <table className="kitchen-ticket-sheet">
        <thead>
          <tr>
            <th>
              <p className="kitchen-ticket-code">{order.code}</p>
              <p className="kitchen-ticket-place">{orderPlace(order, t)}</p>
              <p className="kitchen-ticket-station" data-testid="ticket-station">
                {station}
              </p>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <p className="kitchen-ticket-head">{t('orders.ticketTitle')}</p>
              {reprint && <p className="kitchen-ticket-reprint">{t('orders.reprint')}</p>}
              {order.scheduledFor && (
                <p className="kitchen-ticket-due" data-testid="ticket-due">
                  {t('orders.ticketDue', { time: `${formatBakuDate(order.scheduledFor, lang)} ${formatBakuTime(order.scheduledFor, lang)}` })}
                </p>
              )}
              <p>{t('orders.ticketPlaced', { time: `${formatBakuDate(order.createdAt, lang)} ${formatBakuTime(order.createdAt, lang)}` })}</p>
              {order.customerName && <p>{order.customerName}</p>}
              <OrderLines items={order.items} allergens={order.lines?.map((l) => l.allergens)} />
              {order.specialInstructions && (
                <p className="kitchen-ticket-note">
                  {t('orders.note')}: <span data-user-text>{order.specialInstructions}</span>
                </p>
              )}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
