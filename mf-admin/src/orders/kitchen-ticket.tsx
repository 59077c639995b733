import { useTranslation, formatBakuDate, formatBakuTime, type Language } from 'shared-lib';
import type { AdminOrder } from './admin-order';
import { OrderLines, orderPlace } from './order-lines';

/**
 * The kitchen ticket: an 80 mm receipt (admin.css, @media print) with the code, where it goes, when, the lines with
 * their options and the diner's note; no prices. Hidden on screen, it is the only thing printed while it is shown.
 */
export function KitchenTicket({ order, reprint }: { order: AdminOrder; reprint: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <p className="kitchen-ticket-head">{t('orders.ticketTitle')}</p>
      {reprint && <p className="kitchen-ticket-reprint">{t('orders.reprint')}</p>}
      <p className="kitchen-ticket-code">{order.code}</p>
      <p className="kitchen-ticket-place">{orderPlace(order, t)}</p>
      <p>{t('orders.ticketPlaced', { time: `${formatBakuDate(order.createdAt, lang)} ${formatBakuTime(order.createdAt, lang)}` })}</p>
      {order.customerName && <p>{order.customerName}</p>}
      <OrderLines items={order.items} />
      {order.specialInstructions && (
        <p className="kitchen-ticket-note">
          {t('orders.note')}: <span data-user-text>{order.specialInstructions}</span>
        </p>
      )}
    </div>
  );
}
