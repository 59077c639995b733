import type { TFunction } from 'i18next';
import {
  formatBakuDate,
  formatBakuTime,
  formatDecimal,
  formatShortDate,
  formatSlotTime,
  type Language,
  type OrderStatus,
  type OrderType,
  type ReservationStatus,
} from 'shared-lib/domain';

type Translate = TFunction<['admin', 'vocabulary']>;

/** One CSV cell: quoted, quotes doubled, and a leading =, +, - or @ neutralised so spreadsheets never run it. */
export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

export interface OrderRow {
  code: string;
  createdAt: string;
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  deliveryAddress: string | null;
  customerName: string | null;
  phone: string | null;
  total: string;
  items: Array<{ name: string; quantity: number; customizations?: Array<{ name: string }> }>;
}
export interface ReservationRow {
  code: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  guests: number;
  status: ReservationStatus;
}

/**
 * The orders file in the exporting user's language: translated headers, statuses and types, Baku dates and times
 * in the language's format, amounts with its decimal mark.
 */
export function ordersCsv(orders: OrderRow[], t: Translate, lang: Language): string {
  const header = (['code', 'created', 'status', 'type', 'place', 'name', 'phone', 'total', 'items'] as const).map((c) => t(`reports.columns.${c}`));
  const place = (o: OrderRow) =>
    o.orderType === 'table' ? t('orders.table', { table: o.tableNumber ?? '?' }) : o.orderType === 'delivery' ? (o.deliveryAddress ?? '') : '';
  return toCsv(
    header,
    orders.map((o) => [
      o.code,
      `${formatBakuDate(o.createdAt, lang)} ${formatBakuTime(o.createdAt, lang)}`,
      t(`vocabulary:orderStatus.${o.status}`),
      t(`vocabulary:orderType.${o.orderType}`),
      place(o),
      o.customerName,
      o.phone,
      formatDecimal(Number(o.total), lang, 2),
      // each dish with its options, as the kitchen's ticket says them: "2 × Pepperoni: Large, Extra cheese"
      o.items.map((i) => `${i.quantity} × ${i.name}${i.customizations?.length ? `: ${i.customizations.map((c) => c.name).join(', ')}` : ''}`).join('; '),
    ]),
  );
}

/** The reservations file in the exporting user's language (statuses with the reservation's own words). */
export function reservationsCsv(rows: ReservationRow[], t: Translate, lang: Language): string {
  const header = (['code', 'date', 'time', 'name', 'phone', 'email', 'guests', 'status'] as const).map((c) => t(`reports.columns.${c}`));
  return toCsv(
    header,
    rows.map((r) => [
      r.code,
      formatShortDate(r.date, lang),
      formatSlotTime(r.time.slice(0, 5), lang),
      r.name,
      r.phone,
      r.email,
      r.guests,
      t(`vocabulary:reservationStatus.${r.status}`),
    ]),
  );
}
