import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation, useSelector, Link, useNavigate, useParams, apiClient, isApiFailure, useBrowserValue, type RootState } from 'shared-lib';
import {
  bakuClock,
  browserLocalStorage,
  deviceOrders,
  formatBakuDate,
  bakuDate,
  formatBakuTime,
  formatDayMonth,
  formatMoney,
  formatSlotTime,
  arrivalWindowMinutes,
  ORDER_ESTIMATE_MINUTES,
  readSavedSession,
  withLanguage,
  type Language,
  type OrderStatus,
  fitsFormat,
  orderCodeFormat,
} from 'shared-lib/domain';
import { ORDER_RECHECK_SECONDS, skipToken, useAccountOrders, useFollowedOrderQuery } from 'shared-lib/server-state';

/** The steps of SPEC 4.5 in order (cancelled is shown apart); a delivery is on the way between ready and delivered. */
export const STATUS_STEPS: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];
type TrackStep = OrderStatus | 'onTheWay';
const DELIVERY_STEPS: readonly TrackStep[] = ['pending', 'confirmed', 'preparing', 'ready', 'onTheWay', 'delivered'];

function CodeForm({ lang }: { lang: Language }) {
  const { t } = useTranslation(['cart', 'vocabulary']);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!fitsFormat(orderCodeFormat, value)) return setError(t('trackInvalid'));
    void navigate(withLanguage(lang, `/track-order/${value}`));
  };
  return (
    <section className="cart-page">
      <h1>{t('trackTitle')}</h1>
      <p>{t('trackEnterCode')}</p>
      <form className="cart-form" noValidate onSubmit={submit}>
        <div className="cart-field">
          <label htmlFor="track-code">{t('trackCodeLabel')}</label>
          <input
            id="track-code"
            value={code}
            maxLength={10}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'track-code-error' : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <p className="cart-error" id="track-code-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="cart-button">
          {t('trackButton')}
        </button>
      </form>
      <RecentOrders lang={lang} />
    </section>
  );
}

/**
 * "Your recent orders": those placed on this device (a guest who closed the tab finds them here), and a signed-in
 * diner's own from any device, with their status. Newest first; each opens its tracking page.
 */
function RecentOrders({ lang }: { lang: Language }) {
  const { t } = useTranslation(['cart', 'vocabulary']);
  const { orders } = useAccountOrders(lang);
  const onDevice = useBrowserValue(deviceOrders(browserLocalStorage()), []);
  const known = new Set((orders ?? []).map((o) => o.code));
  const rows = [
    ...(orders ?? []).map((o) => ({ code: o.code, at: o.createdAt, status: o.status as OrderStatus | null })),
    ...onDevice.filter((o) => !known.has(o.code)).map((o) => ({ code: o.code, at: new Date(o.placedAt).toISOString(), status: null })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ORDERS_SHOWN);
  if (rows.length === 0) return null;
  return (
    <section className="cart-recent" aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title">{t('recentTitle')}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.code} data-testid="recent-order">
            <Link to={withLanguage(lang, `/track-order/${row.code}`)}>{row.code}</Link>
            <span>
              {formatBakuDate(row.at, lang)}, {formatBakuTime(row.at, lang)}
              {row.status && ` · ${t(`vocabulary:orderStatus.${row.status}`)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many recent orders the tracking page lists. */
const RECENT_ORDERS_SHOWN = 10;

/** The cart session the order was placed with: a guest's proof that the order is theirs (SPEC 3 sessionId). */
function useSessionId(): string | undefined {
  const live = useSelector((s: RootState) => s.cart?.sessionId);
  if (live) return live;
  try {
    return readSavedSession(window.localStorage)?.sessionId || undefined;
  } catch {
    return undefined;
  }
}

/** Cancel while the order is pending, after the diner confirms; the server decides whether it still may. */
function CancelOrder({ code, onCancelled }: { code: string; onCancelled: () => void }) {
  const { t } = useTranslation(['cart', 'vocabulary']);
  const sessionId = useSessionId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const cancel = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await apiClient.post('/orders/cancel', { code, ...(sessionId ? { sessionId } : {}) });
      setAsking(false);
      onCancelled();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cart-cancel">
      {asking ? (
        <div className="cart-confirm" role="alertdialog" aria-labelledby="cancel-question">
          <p id="cancel-question">{t('cancelConfirm')}</p>
          <div className="cart-confirm-actions">
            <button type="button" className="cart-button cart-button-danger" disabled={busy} onClick={cancel}>
              {t('cancelYes')}
            </button>
            <button ref={keep} type="button" className="cart-link-button" onClick={() => setAsking(false)}>
              {t('cancelKeep')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="cart-secondary" onClick={() => setAsking(true)}>
          {t('cancelOrder')}
        </button>
      )}
      {failed && (
        <p className="cart-error" role="alert">
          {t('cancelFailed')}
        </p>
      )}
    </div>
  );
}

/** Status steps of the order, live: the server pushes every change (server-sent events; shared-lib's followedOrder). */
export function TrackOrderPage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['cart', 'vocabulary']);
  const { code: raw } = useParams();
  const code = raw?.toUpperCase() ?? '';
  const valid = fitsFormat(orderCodeFormat, code);
  // a failed re-read keeps what the page shows; only the first read decides "not found"
  const { data, error, refetch } = useFollowedOrderQuery(valid ? { code, lang } : skipToken);
  const followed = data?.order.code === code ? data : undefined;
  const state = followed
    ? ({ status: 'ready', order: followed.order } as const)
    : error
      ? ({ status: isApiFailure(error) && error.status === 404 ? 'missing' : 'error' } as const)
      : ({ status: 'loading' } as const);
  const following = followed?.live !== false;

  if (!fitsFormat(orderCodeFormat, code)) return <CodeForm lang={lang} />;
  if (state.status === 'loading') return <p className="cart-page" role="status" />;
  if (state.status !== 'ready')
    return (
      <section className="cart-page">
        <p role="alert">{t('trackNotFound')}</p>
        <CodeForm lang={lang} />
      </section>
    );
  const order = state.order;
  const steps = order.orderType === 'delivery' ? DELIVERY_STEPS : STATUS_STEPS;
  const current: TrackStep = order.status === 'ready' && order.dispatchedAt ? 'onTheWay' : order.status;
  const reached = steps.indexOf(current);
  const [from, to] = ORDER_ESTIMATE_MINUTES[order.orderType] ?? ORDER_ESTIMATE_MINUTES.pickup;
  const placedAt = new Date(order.createdAt).getTime();
  const at = (minutes: number, since = placedAt) => formatSlotTime(bakuClock(new Date(since + minutes * 60000)), lang);
  const readyBy = at(to);
  const inProgress = order.status !== 'cancelled' && order.status !== 'delivered';
  // a delivery priced by a zone arrives its travel time after the food is ready; once on the way, from when it left
  const arrival =
    order.orderType === 'delivery' && order.travelMinutes !== null && inProgress && !order.scheduledFor
      ? order.dispatchedAt
        ? t('trackArrivalBy', { time: at(order.travelMinutes, new Date(order.dispatchedAt).getTime()) })
        : arrivalWindowMinutes(ORDER_ESTIMATE_MINUTES.pickup, order.travelMinutes)
            .map((m) => at(m))
            .join('–')
      : null;
  // the last step in the words of the order's type: served at a table, picked up, delivered
  const stepName = (s: TrackStep) =>
    s === 'delivered' ? t(`finalStep.${order.orderType}`) : s === 'onTheWay' ? t('vocabulary:orderStep.onTheWay') : t(`vocabulary:orderStatus.${s}`);
  const cancelled = () => void refetch();
  return (
    <section className="cart-page cart-track">
      <h1>
        {t('trackTitle')} {order.code}
      </h1>
      <p className="cart-status" data-testid="order-status" aria-live="polite">
        {t('statusLabel', { status: stepName(current) })}
      </p>
      {order.status === 'cancelled' ? (
        <p role="alert">{t('trackCancelled')}</p>
      ) : (
        <ol className="cart-steps">
          {steps.map((s, i) => (
            <li key={s} className={i <= reached ? 'is-done' : ''} aria-current={i === reached ? 'step' : undefined}>
              {stepName(s)}
            </li>
          ))}
        </ol>
      )}
      <dl className="cart-track-facts">
        <dt>{t('trackType')}</dt>
        <dd data-testid="order-type">{t(`vocabulary:orderType.${order.orderType}`)}</dd>
        {order.tableNumber && (
          <>
            <dt>{t('trackTable')}</dt>
            <dd data-testid="order-table">{order.tableNumber}</dd>
          </>
        )}
        {order.scheduledFor ? (
          <>
            <dt>{t('ahead.scheduledFor')}</dt>
            <dd data-testid="order-scheduled">{`${formatDayMonth(bakuDate(new Date(order.scheduledFor)), lang)}, ${formatBakuTime(order.scheduledFor, lang)}`}</dd>
          </>
        ) : (
          // a delivery priced by a zone says when it arrives instead (the two would not agree)
          inProgress &&
          !arrival && (
            <>
              <dt>{t('trackEstimate')}</dt>
              <dd data-testid="order-estimate">{t('trackEstimateValue', { from, to, time: readyBy })}</dd>
            </>
          )
        )}
        {arrival && (
          <>
            <dt>{t('trackArrival')}</dt>
            <dd data-testid="order-arrival">{arrival}</dd>
          </>
        )}
      </dl>
      {order.status === 'pending' && <CancelOrder code={order.code} onCancelled={cancelled} />}
      {inProgress && (
        <p className="cart-note" data-testid="track-live" role="status">
          {following ? t('trackLive') : t('trackNotLive', { seconds: ORDER_RECHECK_SECONDS })}
        </p>
      )}
      <ul className="cart-review">
        {order.items.map((i, n) => (
          <li key={n}>
            <span>
              {i.quantity} × {i.name}
              {i.customizations && i.customizations.length > 0 && <span className="cart-line-options">{i.customizations.map((c) => c.name).join(', ')}</span>}
            </span>
            <span>{formatMoney(Number(i.lineTotal))}</span>
          </li>
        ))}
      </ul>
      <p className="cart-total">
        {t('total')}: {formatMoney(Number(order.total))}
      </p>
      <Link className="cart-link" to={withLanguage(lang, '/menu')}>
        {t('continueShopping')}
      </Link>
    </section>
  );
}
