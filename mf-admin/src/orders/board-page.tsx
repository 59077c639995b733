import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation, useSearchParams, Link, apiClient, apiErrorText, OPEN_ORDER_STATUSES, ORDER_UNDO_SECONDS, type Language, type OrderStatus, type UserDto } from 'shared-lib';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { followEvents } from '../live/event-stream';
import { useAdminRead } from '../pages/admin-reads';
import type { AdminOrder, AdminOrderPage } from './admin-order';
import { OrderCard } from './order-card';
import { OrderingSwitch } from './ordering-switch';
import { OrdersList } from './orders-list';
import { markOrderSeen, seenOrders } from './seen-orders';
import { usePrintTicket } from './use-print-ticket';

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

/** The minute clock of the cards' ages. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The orders section: the live board (one column per open status, new orders marked until seen, each card with its
 * lines, options and note, an undo for one's last move, a confirmed cancel, a kitchen ticket) or the searchable list.
 */
export function OrdersPage({ me }: { me: UserDto }) {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1');
  return (
    <section>
      <h1>{t('section.orders')}</h1>
      <nav className="admin-tabs" aria-label={t('section.orders')}>
        <Link to="/admin/orders" aria-current={view === 'board' ? 'page' : undefined}>
          {t('orders.board')}
        </Link>
        <Link to="/admin/orders?view=list" aria-current={view === 'list' ? 'page' : undefined}>
          {t('orders.list')}
        </Link>
      </nav>
      <div className="admin-toolbar">
        <OrderingSwitch role={me.role} />
        {view === 'board' && (
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
        )}
      </div>
      {view === 'board' ? <Board muted={muted} /> : <OrdersList />}
    </section>
  );
}

function Board({ muted }: { muted: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const now = useNow(30000);
  const [seen, setSeen] = useState(seenOrders);
  const [undo, setUndo] = useState<{ code: string; status: OrderStatus } | null>(null);
  const [notice, setNotice] = useState('');
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const { print, ticket } = usePrintTicket();
  const openOrders = useAdminRead<AdminOrderPage>('/admin/orders', { status: OPEN_ORDER_STATUSES.join(','), pageSize: 100, lang });
  const orders = { ...openOrders, data: openOrders.data?.items ?? null, set: (items: AdminOrder[]) => openOrders.data && openOrders.set({ ...openOrders.data, items }) };
  const { reload } = orders;

  useEffect(
    () =>
      followEvents('/admin/orders/events', (type) => {
        if (type === 'created' && !mutedRef.current) chime();
        reload();
      }),
    [reload],
  );
  // The undo offer lasts ORDER_UNDO_SECONDS (the API refuses after that anyway).
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), ORDER_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo]);

  const see = useCallback((order: AdminOrder) => {
    markOrderSeen(order.code);
    setSeen(seenOrders());
  }, []);
  const move = async (order: AdminOrder, status: OrderStatus) => {
    see(order);
    setNotice('');
    try {
      await apiClient.patch(`/admin/orders/${order.code}/status`, { status });
      setUndo({ code: order.code, status });
    } catch (error) {
      setUndo(null);
      setNotice(apiErrorText(error, t('orders.moveFailed')));
    }
    reload();
  };
  const takeBack = async () => {
    if (!undo) return;
    setUndo(null);
    try {
      const back = (await apiClient.post<AdminOrder>(`/admin/orders/${undo.code}/undo`, undefined, { params: { lang } })).data;
      setNotice(t('orders.undone', { code: back.code, status: t(`status.${back.status}`) }));
    } catch (error) {
      setNotice(apiErrorText(error));
    }
    reload();
  };

  const list = orders.data ?? [];
  return (
    <>
      {orders.error && <p role="alert">{t('loadError')}</p>}
      <div className="admin-live" aria-live="polite">
        {undo && (
          <p className="admin-undo" data-testid="undo-bar">
            {t('orders.moved', { code: undo.code, status: t(`status.${undo.status}`) })}{' '}
            <button type="button" className="admin-secondary" onClick={() => void takeBack()}>
              {t('orders.undo')}
            </button>
          </p>
        )}
        {notice && <p className="admin-undo">{notice}</p>}
      </div>
      <div className="admin-columns" data-testid="order-board">
        {OPEN_ORDER_STATUSES.map((status) => {
          const column = list.filter((o) => o.status === status);
          return (
            <section key={status} aria-label={t(`status.${status}`)} className="admin-column" data-testid={`column-${status}`}>
              <h2>
                {t(`status.${status}`)} ({column.length})
              </h2>
              <ul className="admin-board">
                {column.map((o) => (
                  <OrderCard key={o.code} order={o} isNew={o.status === 'pending' && !seen.has(o.code)} now={now} onMove={(order, s) => void move(order, s)} onCancel={setCancelling} onPrint={print} onSeen={see} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {cancelling && (
        <ConfirmDialog
          title={t('orders.cancelTitle', { code: cancelling.code })}
          text={t('orders.cancelText')}
          confirm={t('orders.cancelYes')}
          keep={t('orders.cancelKeep')}
          onConfirm={() => void move(cancelling, 'cancelled')}
          onClose={() => setCancelling(null)}
        />
      )}
      {ticket}
    </>
  );
}
