import { useEffect, useRef, useState } from 'react';
import { useTranslation, apiClient, formatBakuTime, formatMoney, OPEN_ORDER_STATUSES, ORDER_STATUSES, ORDER_TRANSITIONS, type Language, type OrderStatus } from 'shared-lib';
import { followEvents } from '../live/event-stream';
import { useLoad } from './use-load';

interface AdminOrder {
  code: string;
  status: OrderStatus;
  orderType: 'table' | 'pickup' | 'delivery';
  tableNumber: string | null;
  deliveryAddress: string | null;
  phone: string | null;
  customerName: string | null;
  specialInstructions: string;
  total: string;
  createdAt: string;
  items: Array<{ name: string; quantity: number }>;
}

/** A short two-tone chime from the Web Audio API: no sound file to load. */
function chime() {
  try {
    const ctx = new AudioContext();
    [660, 880].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.value = 0.1;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.15);
    });
  } catch {
    // no audio here
  }
}

export const MUTE_KEY = 'PizzaInn_admin_muted';

/** The live board of orders: new ones appear (with a sound unless muted), staff move them along their statuses. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('admin');
  const [filter, setFilter] = useState<OrderStatus | ''>('');
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1');
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const orders = useLoad(async () => (await apiClient.get<{ items: AdminOrder[] }>('/admin/orders', { params: { pageSize: 100, ...(filter ? { status: filter } : {}) } })).data.items, [filter]);
  const { reload } = orders;

  useEffect(
    () =>
      followEvents('/admin/orders/events', (type) => {
        if (type === 'created' && !mutedRef.current) chime();
        reload();
      }),
    [reload],
  );

  const move = async (code: string, status: OrderStatus) => {
    await apiClient.patch(`/admin/orders/${code}/status`, { status }).catch(() => undefined);
    reload();
  };

  const card = (o: AdminOrder) => (
    <li key={o.code} className={`admin-order status-${o.status}`} data-testid={`order-${o.code}`}>
      <p>
        <strong>{o.code}</strong> · <span data-testid="order-status">{t(`status.${o.status}`)}</span> · {formatBakuTime(o.createdAt, i18n.language as Language)}
      </p>
      <p>{o.orderType === 'table' ? t('orders.table', { table: o.tableNumber }) : o.orderType === 'pickup' ? t('orders.pickup') : t('orders.delivery', { address: o.deliveryAddress })}</p>
      {(o.customerName || o.phone) && <p>{[o.customerName, o.phone].filter(Boolean).join(' · ')}</p>}
      <p>{o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</p>
      {o.specialInstructions && <p className="admin-flag">{o.specialInstructions}</p>}
      <p>{t('orders.total', { total: formatMoney(Number(o.total)) })}</p>
      <p className="admin-actions">
        {ORDER_TRANSITIONS[o.status]
          .filter((s) => s !== 'cancelled')
          .map((s) => (
            <button key={s} type="button" className="admin-button" onClick={() => move(o.code, s)}>
              {t('orders.moveTo', { status: t(`status.${s}`) })}
            </button>
          ))}
        {ORDER_TRANSITIONS[o.status].includes('cancelled') && (
          <button type="button" className="admin-secondary" onClick={() => move(o.code, 'cancelled')}>
            {t('orders.cancel')}
          </button>
        )}
      </p>
    </li>
  );

  return (
    <section>
      <h1>{t('section.orders')}</h1>
      <p className="admin-muted">{t('orders.live')}</p>
      <div className="admin-toolbar">
        <label>
          {t('orders.filterStatus')}{' '}
          <select value={filter} onChange={(e) => setFilter(e.target.value as OrderStatus | '')}>
            <option value="">{t('orders.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="admin-secondary"
          aria-pressed={muted}
          onClick={() => {
            localStorage.setItem(MUTE_KEY, muted ? '0' : '1');
            setMuted(!muted);
          }}
        >
          {muted ? t('orders.unmute') : t('orders.mute')}
        </button>
      </div>
      {orders.error && <p role="alert">{t('loadError')}</p>}
      {filter ? (
        <ul className="admin-board">{orders.data?.map(card)}</ul>
      ) : (
        <div className="admin-columns">
          {OPEN_ORDER_STATUSES.map((status) => (
            <section key={status} aria-label={t(`status.${status}`)}>
              <h2>
                {t(`status.${status}`)} ({orders.data?.filter((o) => o.status === status).length ?? 0})
              </h2>
              <ul className="admin-board">{orders.data?.filter((o) => o.status === status).map(card)}</ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
