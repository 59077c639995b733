import { STORAGE_KEYS } from '../brand/brand';
import type { KeyValueStorage } from '../i18n/detect';
import { cartTotals, type CartLine } from './cart-rules';
import { roundMoney } from '../money/money';

/** What the browser keeps of the cart (SPEC 3, saved order session). */
export interface SavedOrderSession {
  items: CartLine[];
  tableNumber: string | null;
  sessionId: string;
  specialInstructions: string;
  timestamp: number;
}

function toLine(raw: unknown): CartLine | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const price = Number(r.price);
  const quantity = Math.floor(Number(r.quantity ?? 1));
  if (r.id === undefined || !Number.isFinite(price) || price < 0 || !(quantity >= 1)) return null;
  return {
    id: String(r.id),
    name: String(r.name ?? ''),
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
    const table = raw.tableNumber;
    return {
      items,
      tableNumber: table === null || table === undefined || table === '' ? null : String(table),
      sessionId: typeof raw.sessionId === 'string' ? raw.sessionId : '',
      specialInstructions: typeof raw.specialInstructions === 'string' ? raw.specialInstructions : '',
      timestamp: typeof raw.timestamp === 'number' ? raw.timestamp : 0,
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

/** The saved cart's subtotal: the cart bar's amount while mf-cart (and its live cart) has not loaded. */
export function savedSubtotal(storage: KeyValueStorage | undefined): number {
  return roundMoney(readSavedSession(storage)?.items.reduce((sum, line) => sum + line.total, 0) ?? 0);
}
