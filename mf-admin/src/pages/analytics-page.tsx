import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation, addDays, bakuDate, formatDayMonth, formatDecimal, formatMoney, type Language } from 'shared-lib';
import { useAdminRead } from './admin-reads';

interface Analytics {
  totals: { orders: number; revenue: string };
  days: Array<{ date: string; orders: number; revenue: string }>;
  topItems: Array<{ name: string; quantity: number; revenue: string }>;
  busiestHours: Array<{ hour: number; orders: number }>;
}

/** Revenue, orders, top items and busiest hours for a chosen range, as charts. */
export function AnalyticsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [to, setTo] = useState(bakuDate());
  const [from, setFrom] = useState(addDays(bakuDate(), -29));
  const data = useAdminRead<Analytics>('/admin/analytics', { from, to, lang });
  const a = data.data;
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
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={a.topItems} layout="vertical">
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="name" width={160} />
                <Tooltip />
                <Bar dataKey="quantity" name={t('analytics.quantity')} fill="#f59e0b" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <figure className="admin-chart">
            <figcaption>{t('analytics.busiestHours')}</figcaption>
            <ResponsiveContainer width="100%" height={200}>
              <BarChart data={[...a.busiestHours].sort((x, y) => x.hour - y.hour).map((h) => ({ hour: t('analytics.hour', { hour: h.hour }), orders: h.orders }))}>
                <XAxis dataKey="hour" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="orders" name={t('dash.orders')} fill="#b91c1c" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        </>
      )}
    </section>
  );
}
