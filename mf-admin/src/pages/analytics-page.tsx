import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'shared-lib';
import { addDays, bakuDate, formatDayMonth, formatDecimal, formatMoney, type Language } from 'shared-lib/domain';
import { useKitchenStations } from '../orders/stations';
import { ordersApi } from '../server-state/orders-api';

export interface Analytics {
  totals: { orders: number; revenue: string };
  days: Array<{ date: string; orders: number; revenue: string }>;
  topItems: Array<{ name: string; quantity: number; revenue: string }>;
  busiestHours: Array<{ hour: number; orders: number }>;
  /** From confirmed to ready, in minutes (null without such orders). */
  kitchen: {
    orders: number;
    averageMinutes: number | null;
    p90Minutes: number | null;
    byHour: Array<{ hour: number; orders: number; averageMinutes: number | null; p90Minutes: number | null }>;
    /** From confirmed to the station's last line done, per kitchen station. */
    byStation: Array<{ station: string; orders: number; averageMinutes: number | null; p90Minutes: number | null }>;
    /** Each stage as the board times it: waiting (placed to confirmed), cooking (confirmed to ready), ready (to handed over). */
    byStage: Array<{ stage: 'waiting' | 'cooking' | 'ready'; orders: number; averageMinutes: number | null; p90Minutes: number | null }>;
  };
}

/** Revenue, orders, top items and busiest hours for a chosen range, as charts. */
export function AnalyticsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [to, setTo] = useState(bakuDate());
  const [from, setFrom] = useState(addDays(bakuDate(), -29));
  const data = ordersApi.useAnalyticsQuery({ from, to, lang }, { refetchOnMountOrArgChange: true });
  const a = data.data;
  const { nameOf } = useKitchenStations();
  return (
    <section>
      <h1>{t('section.analytics')}</h1>
      <div className="admin-toolbar">
        <label>
          {t('from')} <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('to')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      {data.error && <p role="alert">{t('loadError')}</p>}
      {a && (
        <>
          <p data-testid="analytics-totals">{t('analytics.totals', { orders: a.totals.orders, revenue: formatMoney(Number(a.totals.revenue)) })}</p>
          <figure className="admin-chart">
            <figcaption>{t('analytics.revenueByDay')}</figcaption>
            <ResponsiveContainer width="100%" height={240}>
              <LineChart data={a.days.map((d) => ({ day: formatDayMonth(d.date, lang), revenue: Number(d.revenue), orders: d.orders }))}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis />
                <Tooltip formatter={(value, name) => (name === t('dash.revenue') ? formatDecimal(Number(value), lang, 2) : value)} />
                <Line dataKey="revenue" name={t('dash.revenue')} stroke="#b91c1c" />
                <Line dataKey="orders" name={t('dash.orders')} stroke="#2563eb" />
              </LineChart>
            </ResponsiveContainer>
          </figure>
          <figure className="admin-chart">
            <figcaption>{t('analytics.topItems')}</figcaption>
            <ResponsiveContainer width="100%" height={Math.max(160, a.topItems.length * 28 + 40)}>
              <BarChart data={a.topItems} layout="vertical">
                <XAxis type="number" allowDecimals={false} />
                {/* every dish named: recharts leaves out labels it finds crowded unless told otherwise */}
                <YAxis type="category" dataKey="name" width={160} interval={0} />
                <Tooltip />
                <Bar dataKey="quantity" name={t('analytics.quantity')} fill="#f59e0b" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <figure className="admin-chart">
            <figcaption>{t('analytics.busiestHours')}</figcaption>
            <ResponsiveContainer width="100%" height={200}>
              <BarChart
                data={[...a.busiestHours].sort((x, y) => x.hour - y.hour).map((h) => ({ hour: t('analytics.hour', { hour: h.hour }), orders: h.orders }))}
              >
                <XAxis dataKey="hour" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="orders" name={t('dash.orders')} fill="#b91c1c" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <section className="admin-card" data-testid="kitchen-timings">
            <h2>{t('analytics.kitchenTitle')}</h2>
            <p>
              {a.kitchen.orders === 0
                ? t('analytics.kitchenNone')
                : t('analytics.kitchenOverall', {
                    count: a.kitchen.orders,
                    average: formatDecimal(a.kitchen.averageMinutes ?? 0, lang, 1),
                    p90: formatDecimal(a.kitchen.p90Minutes ?? 0, lang, 1),
                  })}
            </p>
            {a.kitchen.byHour.length > 0 && (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.kitchenHour')}</th>
                    <th scope="col">{t('dash.orders')}</th>
                    <th scope="col">{t('analytics.kitchenAverage')}</th>
                    <th scope="col">{t('analytics.kitchenP90')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.kitchen.byHour.map((h) => (
                    <tr key={h.hour}>
                      <th scope="row">{t('analytics.hour', { hour: h.hour })}</th>
                      <td>{h.orders}</td>
                      <td>{formatDecimal(h.averageMinutes ?? 0, lang, 1)}</td>
                      <td>{formatDecimal(h.p90Minutes ?? 0, lang, 1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {a.kitchen.byStation.length > 0 && (
              <table className="admin-table" data-testid="kitchen-by-station">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.kitchenStation')}</th>
                    <th scope="col">{t('dash.orders')}</th>
                    <th scope="col">{t('analytics.kitchenAverage')}</th>
                    <th scope="col">{t('analytics.kitchenP90')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.kitchen.byStation.map((s) => (
                    <tr key={s.station}>
                      <th scope="row">{nameOf(s.station)}</th>
                      <td>{s.orders}</td>
                      <td>{formatDecimal(s.averageMinutes ?? 0, lang, 1)}</td>
                      <td>{formatDecimal(s.p90Minutes ?? 0, lang, 1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {a.kitchen.byStage.some((s) => s.orders > 0) && (
              <table className="admin-table" data-testid="kitchen-by-stage">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.kitchenStage')}</th>
                    <th scope="col">{t('dash.orders')}</th>
                    <th scope="col">{t('analytics.kitchenAverage')}</th>
                    <th scope="col">{t('analytics.kitchenP90')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.kitchen.byStage.map((s) => (
                    <tr key={s.stage}>
                      <th scope="row">{t(`analytics.stage.${s.stage}`)}</th>
                      <td>{s.orders}</td>
                      <td>{s.orders > 0 ? formatDecimal(s.averageMinutes ?? 0, lang, 1) : '–'}</td>
                      <td>{s.orders > 0 ? formatDecimal(s.p90Minutes ?? 0, lang, 1) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
