import { useState } from 'react';
import { useTranslation, useSearchParams, Link } from 'shared-lib';
import { formatBakuDate, formatBakuTime, formatMoney, ORDER_STATUSES, ORDER_TYPES, type Language } from 'shared-lib/domain';
import { ordersApi } from '../server-state/orders-api';
import { orderPlace } from './order-lines';

const PAGE_SIZE = 20;

/**
 * Every order, searchable by code, phone or name, filtered by Baku days, type and status, a page at a time from the
 * server. The filters live in the address, so a reload or a shared link keeps them.
 */
export function OrdersList() {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const type = params.get('type') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: '', ...changes })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.set('view', 'list');
    setParams(next);
  };
  const result = ordersApi.useOrderListQuery(
    {
      page,
      pageSize: PAGE_SIZE,
      lang,
      ...(q ? { q } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(type ? { type } : {}),
      ...(status ? { status } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <form
        className="admin-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: typed.trim() });
        }}
      >
        <label>
          <span className="admin-visually-hidden">{t('orders.search')}</span>
          <input type="search" value={typed} maxLength={50} placeholder={t('orders.search')} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className="admin-button">
          {t('show')}
        </button>
        <label>
          {t('from')} <input type="date" value={from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          {t('to')} <input type="date" value={to} onChange={(e) => set({ to: e.target.value })} />
        </label>
        <label>
          {t('orders.type')}{' '}
          <select value={type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">{t('orders.allTypes')}</option>
            {ORDER_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`vocabulary:orderType.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('orders.filterStatus')}{' '}
          <select value={status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t('orders.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`vocabulary:orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {result.error && <p role="alert">{t('loadError')}</p>}
      {data && (
        <>
          <p className="admin-muted" role="status" data-testid="orders-found">
            {t('orders.found', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p>{t('orders.noOrders')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t('reports.columns.code')}</th>
                    <th scope="col">{t('orders.placed')}</th>
                    <th scope="col">{t('orders.type')}</th>
                    <th scope="col">{t('orders.customer')}</th>
                    <th scope="col">{t('orders.filterStatus')}</th>
                    <th scope="col">{t('orders.totalLabel')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((o) => (
                    <tr key={o.code}>
                      <td>
                        <Link to={`/admin/orders/${o.code}`}>{o.code}</Link>
                      </td>
                      <td>
                        {formatBakuDate(o.createdAt, lang)} {formatBakuTime(o.createdAt, lang)}
                      </td>
                      <td>{orderPlace(o, t)}</td>
                      <td>{[o.customerName, o.phone].filter(Boolean).join(' · ')}</td>
                      <td>{t(`vocabulary:orderStatus.${o.status}`)}</td>
                      <td>{formatMoney(Number(o.total))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="admin-actions" aria-label={t('orders.page', { page, pages })}>
            <button type="button" className="admin-secondary" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
              {t('orders.previous')}
            </button>
            <span>{t('orders.page', { page, pages })}</span>
            <button type="button" className="admin-secondary" disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>
              {t('orders.next')}
            </button>
          </nav>
        </>
      )}
    </>
  );
}
