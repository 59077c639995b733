import { useEffect, useState } from 'react';
import { useTranslation, useParams, Link, apiErrorText, isApiFailure } from 'shared-lib';
import { formatBakuDate, formatBakuTime, formatMoney, ORDER_TRANSITIONS, ORDER_UNDONE_NOTE, type Language, type OrderStatus } from 'shared-lib/domain';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { ordersApi } from '../server-state/orders-api';
import { movesFrom, type AdminOrder } from './admin-order';
import { orderPlace } from './order-lines';
import { markOrderSeen } from './seen-orders';
import { usePrintTicket } from './use-print-ticket';

/** One order for staff: lines with options and prices, totals, the diner's contact, the note and who changed what. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  const lang = i18n.language as Language;
  const { code = '' } = useParams();
  const [notice, setNotice] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const { print, ticket } = usePrintTicket();
  // Staff need what is true now: the order opened again shows its last answer and asks again; a move anywhere in the
  // staff area (this page, the board) invalidates it.
  const order = ordersApi.useOrderQuery({ code, lang }, { refetchOnMountOrArgChange: true });
  const [changeStatus] = ordersApi.useChangeOrderStatusMutation();
  const missing = isApiFailure(order.error) && order.error.status === 404;
  const o = order.data ?? null;
  useEffect(() => {
    if (o) markOrderSeen(o.code);
  }, [o]);
  const move = async (status: OrderStatus) => {
    setNotice('');
    try {
      await changeStatus({ code: o!.code, status, lang }).unwrap();
    } catch (error) {
      setNotice(apiErrorText(error, t('orders.moveFailed')));
    }
  };
  const who = (h: AdminOrder['history'][number]) => {
    if (h.byName && h.byRole && h.byRole !== 'CUSTOMER') return t('orders.byStaff', { name: h.byName, role: t(`vocabulary:roles.${h.byRole}`) });
    return h.byRole === 'CUSTOMER' || (h.status === 'cancelled' && !h.byRole) ? t('orders.byDiner') : t('orders.byWebsite');
  };
  return (
    <section className="admin-order-detail">
      <p>
        <Link className="admin-link" to="/admin/orders">
          {t('orders.backToBoard')}
        </Link>
      </p>
      <h1>{t('orders.detailTitle', { code: o?.code ?? code.toUpperCase() })}</h1>
      {missing && <p role="alert">{t('orders.notFound')}</p>}
      {order.error && !missing && <p role="alert">{t('loadError')}</p>}
      {o && (
        <>
          <p>
            <span className="admin-chip" data-testid="order-status">
              {t(`vocabulary:orderStatus.${o.status}`)}
            </span>{' '}
            {orderPlace(o, t)} · {formatBakuDate(o.createdAt, lang)} {formatBakuTime(o.createdAt, lang)}
          </p>
          <p className="admin-actions">
            {movesFrom(o.status).map((s) => (
              <button key={s} type="button" className="admin-button" onClick={() => void move(s)}>
                {t(`orders.moveTo.${s}`)}
              </button>
            ))}
            <button type="button" className="admin-secondary" onClick={() => print(o)}>
              {t('orders.print')}
            </button>
            {ORDER_TRANSITIONS[o.status].includes('cancelled') && (
              <button type="button" className="admin-secondary admin-danger-text" onClick={() => setCancelling(true)}>
                {t('orders.cancel')}
              </button>
            )}
          </p>
          {notice && <p role="alert">{notice}</p>}
          <div className="admin-detail-grid">
            <section className="admin-card">
              <h2>{t('orders.lines')}</h2>
              <table className="admin-table" data-testid="order-lines">
                <tbody>
                  {o.items.map((line, i) => (
                    <tr key={i}>
                      <td>
                        <strong>
                          {line.quantity} × {line.name}
                        </strong>
                        {line.customizations.length > 0 && <div className="admin-order-options">{line.customizations.map((c) => c.name).join(', ')}</div>}
                      </td>
                      <td className="admin-number">{formatMoney(Number(line.lineTotal))}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('orders.subtotal')}</th>
                    <td className="admin-number">{formatMoney(Number(o.subtotal))}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('orders.serviceFee')}</th>
                    <td className="admin-number">{formatMoney(Number(o.serviceFee))}</td>
                  </tr>
                  {Number(o.deliveryFee) > 0 && (
                    <tr>
                      <th scope="row">{t('orders.deliveryFee')}</th>
                      <td className="admin-number">{formatMoney(Number(o.deliveryFee))}</td>
                    </tr>
                  )}
                  <tr>
                    <th scope="row">{t('orders.totalLabel')}</th>
                    <td className="admin-number" data-testid="order-total">
                      <strong>{formatMoney(Number(o.total))}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
              {o.specialInstructions && (
                <p className="admin-flag" data-testid="order-note">
                  {t('orders.note')}: <span data-user-text>{o.specialInstructions}</span>
                </p>
              )}
            </section>
            <section className="admin-card">
              <h2>{t('orders.customer')}</h2>
              <p>{o.customerName ?? '—'}</p>
              {o.phone && (
                <p>
                  <a className="admin-link" href={`tel:${o.phone}`} aria-label={t('orders.call', { phone: o.phone })}>
                    {o.phone}
                  </a>
                </p>
              )}
              {o.deliveryAddress && <p>{o.deliveryAddress}</p>}
              {o.deliveryLocation && (
                <p>
                  <a
                    className="admin-link"
                    href={`https://www.openstreetmap.org/?mlat=${o.deliveryLocation.lat}&mlon=${o.deliveryLocation.lng}#map=17/${o.deliveryLocation.lat}/${o.deliveryLocation.lng}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="order-pin"
                  >
                    {t('orders.pinOnMap')}
                  </a>
                </p>
              )}
              <h2>{t('orders.history')}</h2>
              <ol className="admin-history" data-testid="order-history">
                {o.history.map((h, i) => (
                  <li key={i}>
                    <strong>{t(`vocabulary:orderStatus.${h.status}`)}</strong> · {formatBakuTime(h.at, lang)} · {who(h)}
                    {h.note === ORDER_UNDONE_NOTE && ` · ${t('orders.undoneNote')}`}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </>
      )}
      {cancelling && o && (
        <ConfirmDialog
          title={t('orders.cancelTitle', { code: o.code })}
          text={t('orders.cancelText')}
          confirm={t('orders.cancelYes')}
          keep={t('orders.cancelKeep')}
          onConfirm={() => void move('cancelled')}
          onClose={() => setCancelling(false)}
        />
      )}
      {ticket}
    </section>
  );
}
