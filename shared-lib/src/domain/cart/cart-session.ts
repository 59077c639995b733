import { STORAGE_KEYS } from '../brand/brand';
import type { KeyValueStorage } from '../i18n/detect';
import { type CartLine, type OrderType } from './cart-rules';
import { roundMoney } from '../money/money';

/** What the browser keeps of the cart (SPEC 3, saved order session). */
export interface SavedOrderSession {
  items: CartLine[];
  tableNumber: string | null;
  /** When the table was set (a QR code's link, or a table order placed): it holds for TABLE_VISIT_HOURS. */
  tableSetAt: number | null;
  /** How the diner will get the order, once they chose (null: at the table with a table, else pickup). */
  orderType: OrderType | null;
  sessionId: string;
  specialInstructions: string;
  timestamp: number;
}

/**
 * A table from a QR code's link holds for the visit: at most this long after it was set. A later visit (from home,
 * the next day) starts without it, so a pickup or delivery order never lands on yesterday's table.
 */
export const TABLE_VISIT_HOURS = 3;

/** The saved table if it still holds `now` (ms), else null. */
export function heldTable(session: Pick<SavedOrderSession, 'tableNumber' | 'tableSetAt'> | null, now: number): string | null {
  if (!session?.tableNumber || session.tableSetAt === null) return null;
  return now - session.tableSetAt < TABLE_VISIT_HOURS * 3600000 ? session.tableNumber : null;
}

const ORDER_TYPES_SAVED: readonly string[] = ['table', 'pickup', 'delivery'];

/** A saved id, name or table number: a string, or a number saved by an older version; anything else is unreadable. */
function savedText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function toLine(raw: unknown): CartLine | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const price = Number(r.price);
  const quantity = Math.floor(Number(r.quantity ?? 1));
  const id = savedText(r.id);
  if (id === null || !Number.isFinite(price) || price < 0 || !(quantity >= 1)) return null;
  return {
    id,
    name: savedText(r.name) ?? '',
    price,
    image: typeof r.image === 'string' ? r.image : '',
    category: typeof r.category === 'string' ? r.category : '',
    customizations: r.customizations && typeof r.customizations === 'object' ? (r.customizations as Record<string, unknown>) : {},
    quantity,
    total: roundMoney(price * quantity),
  };
}

/**
 * Reads a saved session, tolerating older shapes (numeric ids, a missing total or quantity, table numbers
 * saved as numbers) and dropping lines that make no sense; unreadable data counts as no session.
 */
export function parseSavedSession(text: string | null): SavedOrderSession | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (!raw || typeof raw !== 'object') return null;
    const items = Array.isArray(raw.items) ? raw.items.map(toLine).filter((l): l is CartLine => l !== null) : [];
    const table = savedText(raw.tableNumber);
    const timestamp = typeof raw.timestamp === 'number' ? raw.timestamp : 0;
    return {
      items,
      tableNumber: table || null,
      // saved before tables had a time: the last save's time stands for it
      tableSetAt: typeof raw.tableSetAt === 'number' ? raw.tableSetAt : timestamp || null,
      orderType: typeof raw.orderType === 'string' && ORDER_TYPES_SAVED.includes(raw.orderType) ? (raw.orderType as OrderType) : null,
      sessionId: typeof raw.sessionId === 'string' ? raw.sessionId : '',
      specialInstructions: typeof raw.specialInstructions === 'string' ? raw.specialInstructions : '',
      timestamp,
    };
  } catch {
    return null;
  }
}

export function readSavedSession(storage: KeyValueStorage | undefined): SavedOrderSession | null {
  try {
    return parseSavedSession(storage?.getItem(STORAGE_KEYS.orderSession) ?? null);
  } catch {
    return null;
  }
}

export function writeSavedSession(storage: KeyValueStorage | undefined, session: SavedOrderSession): void {
  try {
    storage?.setItem(STORAGE_KEYS.orderSession, JSON.stringify(session));
  } catch {
    // storage full or blocked: the cart still works for this visit
  }
}

/** How many items the saved cart holds: the header's count while mf-cart (and its live cart) has not loaded. */
export function savedItemCount(storage: KeyValueStorage | undefined): number {
  return readSavedSession(storage)?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/** @deprecated Since contract 2.7 the cart bar shows the order's total (`exactOrderTotals`). Kept for parts built before it. */
export function savedSubtotal(storage: KeyValueStorage | undefined): number {
  return roundMoney(readSavedSession(storage)?.items.reduce((sum, line) => sum + line.total, 0) ?? 0);
}
