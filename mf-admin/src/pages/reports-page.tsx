import { useState } from 'react';
import { useTranslation, apiClient } from 'shared-lib';
import { addDays, bakuDate, type Language } from 'shared-lib/domain';
import { ordersCsv, reservationsCsv, type OrderRow, type ReservationRow } from './reports-csv';

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
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const [to, setTo] = useState(bakuDate());
  const [from, setFrom] = useState(addDays(bakuDate(), -6));
  const orders = async () => {
    const all: OrderRow[] = [];
    for (let page = 1; page <= 50; page++) {
      const res = await apiClient.get<{ items: typeof all; total: number }>('/admin/orders', { params: { from, to, page, pageSize: 100, lang } });
      all.push(...res.data.items);
      if (all.length >= res.data.total) break;
    }
    download(`orders-${from}-${to}.csv`, ordersCsv(all, t, lang));
  };
  const reservations = async () => {
    const rows: ReservationRow[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const res = await apiClient.get<ReservationRow[]>('/admin/reservations', { params: { date: d } });
      rows.push(...res.data);
    }
    download(`reservations-${from}-${to}.csv`, reservationsCsv(rows, t, lang));
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
