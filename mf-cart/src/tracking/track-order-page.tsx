import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation, Link, useNavigate, useParams, API_BASE_PATH, apiClient, formatMoney, isApiFailure, withLanguage, type Language, type OrderStatus } from 'shared-lib';

const CODE = /^[A-HJ-KM-NP-TV-Z2-9]{10}$/;
/** The steps of SPEC 4.5 in order (cancelled is shown apart). */
export const STATUS_STEPS: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];

interface TrackedOrder {
  code: string;
  status: OrderStatus;
  orderType: string;
  tableNumber: string | null;
  items: Array<{ name: string; quantity: number; lineTotal: string }>;
  subtotal: string;
  serviceFee: string;
  deliveryFee: string;
  total: string;
  history: Array<{ status: OrderStatus; at: string }>;
}

function CodeForm({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!CODE.test(value)) return setError(t('trackInvalid'));
    navigate(withLanguage(lang, `/track-order/${value}`));
  };
  return (
    <section className="cart-page">
      <h1>{t('trackTitle')}</h1>
      <p>{t('trackEnterCode')}</p>
      <form className="cart-form" noValidate onSubmit={submit}>
        <div className="cart-field">
          <label htmlFor="track-code">{t('trackCodeLabel')}</label>
          <input id="track-code" value={code} maxLength={10} aria-invalid={Boolean(error)} aria-describedby={error ? 'track-code-error' : undefined} onChange={(e) => setCode(e.target.value)} />
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
    </section>
  );
}

/** Status steps of the order, live: the server pushes every change (server-sent events). */
export function TrackOrderPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('cart');
  const { code: raw } = useParams();
  const code = raw?.toUpperCase() ?? '';
  const [state, setState] = useState<{ status: 'loading' | 'missing' | 'error' } | { status: 'ready'; order: TrackedOrder }>({ status: 'loading' });

  useEffect(() => {
    if (!CODE.test(code)) return;
    let live = true;
    apiClient
      .get<TrackedOrder>('/orders/track', { params: { code, lang } })
      .then((res) => live && setState({ status: 'ready', order: res.data }))
      .catch((error) => live && setState({ status: isApiFailure(error) && error.status === 404 ? 'missing' : 'error' }));
    const events = typeof EventSource === 'undefined' ? null : new EventSource(`${API_BASE_PATH}/orders/track/${code}/events`);
    events?.addEventListener('status', (e) => {
      const { status } = JSON.parse((e as MessageEvent<string>).data) as { status: OrderStatus };
      setState((s) => (s.status === 'ready' && s.order.status !== status ? { status: 'ready', order: { ...s.order, status } } : s));
    });
    return () => {
      live = false;
      events?.close();
    };
  }, [code, lang]);

  if (!CODE.test(code)) return <CodeForm lang={lang} />;
  if (state.status === 'loading') return <p className="cart-page" role="status" />;
  if (state.status !== 'ready')
    return (
      <section className="cart-page">
        <p role="alert">{t('trackNotFound')}</p>
        <CodeForm lang={lang} />
      </section>
    );
  const order = state.order;
  const reached = STATUS_STEPS.indexOf(order.status);
  return (
    <section className="cart-page cart-track">
      <h1>
        {t('trackTitle')} {order.code}
      </h1>
      <p className="cart-status" data-testid="order-status" aria-live="polite">
        {t('statusLabel', { status: t(`status.${order.status}`) })}
      </p>
      {order.status === 'cancelled' ? (
        <p role="alert">{t('trackCancelled')}</p>
      ) : (
        <ol className="cart-steps">
          {STATUS_STEPS.map((s, i) => (
            <li key={s} className={i <= reached ? 'is-done' : ''} aria-current={i === reached ? 'step' : undefined}>
              {t(`status.${s}`)}
            </li>
          ))}
        </ol>
      )}
      <p className="cart-note">{t('trackLive')}</p>
      <ul className="cart-review">
        {order.items.map((i, n) => (
          <li key={n}>
            {i.quantity} × {i.name} <span>{formatMoney(Number(i.lineTotal))}</span>
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
