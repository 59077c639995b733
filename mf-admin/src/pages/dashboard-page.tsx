import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation, useDispatch, useSelector, selectRemoteStatuses, type UserDto } from 'shared-lib';
import {
  addDays,
  bakuDate,
  formatDayMonth,
  formatDecimal,
  formatMoney,
  hasMinRole,
  REVENUE_MIN_ROLE,
  type Language,
  type OrderStatus,
} from 'shared-lib/domain';
import { useEffect } from 'react';
import { followEvents } from '../live/event-stream';
import { ordersApi } from '../server-state/orders-api';

export interface Dashboard {
  ordersToday: number;
  cancelledToday: number;
  /** Orders from confirmed on; null for STAFF, who do not see money figures. */
  revenueToday: string | null;
  openOrders: Partial<Record<OrderStatus, number>>;
  reservationsToday: number;
  unreadMessages: number;
}

export function DashboardPage({ me }: { me: UserDto }) {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  const lang = i18n.language as Language;
  const dash = ordersApi.useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  // the last fourteen days, today in Baku included
  const to = bakuDate();
  const seesRevenue = hasMinRole(me.role, REVENUE_MIN_ROLE);
  const seesReleases = hasMinRole(me.role, 'ADMIN');
  const chart = ordersApi.useAnalyticsQuery({ from: addDays(to, -13), to }, { skip: !seesRevenue, refetchOnMountOrArgChange: true });
  // Live: an order or a booking made or changed anywhere updates the figures and the chart (both tagged with the
  // orders: a move made in this staff area invalidates them as well).
  const dispatch = useDispatch();
  useEffect(() => {
    const refresh = () => dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    // read again on each change, and after a drop (the streams do not replay what they missed)
    const stops = [followEvents('/admin/orders/events', refresh, refresh), followEvents('/admin/reservations/events', refresh, refresh)];
    return () => stops.forEach((stop) => stop());
  }, [dispatch]);
  const d = dash.data;
  const remotes = useSelector(selectRemoteStatuses);
  return (
    <section>
      <h1>{t('section.dashboard')}</h1>
      {dash.error && <p role="alert">{t('loadError')}</p>}
      {d && (
        <dl className="admin-figures">
          <div>
            <dt>{t('dash.ordersToday')}</dt>
            <dd data-testid="orders-today">{d.ordersToday}</dd>
            {d.cancelledToday > 0 && <dd className="admin-muted">{t('dash.cancelledToday', { count: d.cancelledToday })}</dd>}
          </div>
          {d.revenueToday !== null && (
            <div>
              <dt>{t('dash.revenueToday')}</dt>
              <dd data-testid="revenue-today">{formatMoney(Number(d.revenueToday))}</dd>
              <dd className="admin-muted">{t('dash.revenueRule')}</dd>
            </div>
          )}
          <div>
            <dt>{t('dash.reservationsToday')}</dt>
            <dd>{d.reservationsToday}</dd>
          </div>
          <div>
            <dt>{t('dash.unread')}</dt>
            <dd>{d.unreadMessages}</dd>
          </div>
          <div>
            <dt>{t('dash.open')}</dt>
            <dd>{(Object.entries(d.openOrders) as Array<[OrderStatus, number]>).map(([s, n]) => `${t(`vocabulary:orderStatus.${s}`)}: ${n}`).join(' · ')}</dd>
          </div>
        </dl>
      )}
      {seesRevenue && chart.data && (
        <figure className="admin-chart">
          <figcaption>{t('dash.chartTitle')}</figcaption>
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={chart.data.days.map((x) => ({ day: formatDayMonth(x.date, lang), orders: x.orders, revenue: Number(x.revenue) }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" />
              <YAxis yAxisId="left" allowDecimals={false} />
              <YAxis yAxisId="right" orientation="right" />
              <Tooltip formatter={(value, name) => (name === t('dash.revenue') ? formatDecimal(Number(value), lang, 2) : value)} />
              <Legend />
              <Bar yAxisId="left" dataKey="orders" name={t('dash.orders')} fill="#b91c1c" />
              <Bar yAxisId="right" dataKey="revenue" name={t('dash.revenue')} fill="#f59e0b" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
      {/* the site's parts as this page loaded them: for those who run its releases (ADMIN and up, as the releases page) */}
      {seesReleases && (
        <section className="admin-card">
          <h2>{t('dash.remotesTitle')}</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('dash.remoteName')}</th>
                <th scope="col">{t('dash.remoteVersion')}</th>
                <th scope="col">{t('dash.remoteContract')}</th>
                <th scope="col">{t('dash.remoteLoad')}</th>
                <th scope="col">{t('dash.remoteState')}</th>
              </tr>
            </thead>
            <tbody>
              {remotes.map((r) => (
                <tr key={r.name} data-testid={`remote-${r.name}`}>
                  <td>{r.name}</td>
                  <td>{r.version ?? '—'}</td>
                  <td>{r.contractVersion ?? '—'}</td>
                  <td>{r.loadMs === null ? '—' : t('dash.milliseconds', { ms: r.loadMs })}</td>
                  <td title={r.error}>{r.status === 'loaded' ? t('dash.remoteLoaded') : t('dash.remoteFailed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
