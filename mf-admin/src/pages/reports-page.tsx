import { useState } from 'react';
import { useTranslation, addDays, apiClient, bakuDate } from 'shared-lib';

/** One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ neutralised so spreadsheets never run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff' + csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Orders and reservations of a date range as CSV files. */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const [to, setTo] = useState(bakuDate());
  const [from, setFrom] = useState(addDays(bakuDate(), -6));
  const orders = async () => {
    const all: Array<{ code: string; createdAt: string; status: string; orderType: string; total: string; items: Array<{ name: string; quantity: number }> }> = [];
    for (let page = 1; page <= 50; page++) {
      const res = await apiClient.get<{ items: typeof all; total: number }>('/admin/orders', { params: { from, to, page, pageSize: 100 } });
      all.push(...res.data.items);
      if (all.length >= res.data.total) break;
    }
    download(`orders-${from}-${to}.csv`, toCsv(['code', 'created', 'status', 'type', 'total', 'items'], all.map((o) => [o.code, o.createdAt, o.status, o.orderType, o.total, o.items.map((i) => `${i.quantity} x ${i.name}`).join('; ')])));
  };
  const reservations = async () => {
    const rows: unknown[][] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const res = await apiClient.get<Array<{ code: string; date: string; time: string; name: string; phone: string; email: string; guests: number; status: string }>>('/admin/reservations', { params: { date: d } });
      rows.push(...res.data.map((r) => [r.code, r.date, r.time, r.name, r.phone, r.email, r.guests, r.status]));
    }
    download(`reservations-${from}-${to}.csv`, toCsv(['code', 'date', 'time', 'name', 'phone', 'email', 'guests', 'status'], rows));
  };
  return (
    <section>
      <h1>{t('section.reports')}</h1>
      <p>{t('reports.intro')}</p>
      <div className="admin-toolbar">
        <label>
          {t('from')} <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('to')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="button" className="admin-button" onClick={() => void orders()}>
          {t('reports.orders')}
        </button>
        <button type="button" className="admin-button" onClick={() => void reservations()}>
          {t('reports.reservations')}
        </button>
      </div>
    </section>
  );
}
