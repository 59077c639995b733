import { fromQapik, roundMoney, toQapik } from '../money/money';
import { MAX_LINE_QUANTITY } from '../orders/order-rules';

export type Customizations = Record<string, unknown>;

/** What a caller adds to the cart (SPEC 3 cart line item, without the computed total). */
export interface CartItemInput {
  id: string;
  name: string;
  price: number;
  image?: string;
  category?: string;
  quantity?: number;
  customizations?: Customizations;
}

export interface CartLine extends Required<Omit<CartItemInput, 'image' | 'category'>> {
  image: string;
  category: string;
  /** price times quantity */
  total: number;
}

export const DEFAULT_QUANTITY = 1;

/** Customisations compared by value, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sameLine(a: { id: string; customizations?: Customizations }, b: { id: string; customizations?: Customizations }): boolean {
  return a.id === b.id && canonical(a.customizations ?? {}) === canonical(b.customizations ?? {});
}

/** A line holds at most MAX_LINE_QUANTITY (the API refuses more): "+" stops there. */
function line(input: CartItemInput, wanted: number): CartLine {
  const quantity = Math.min(wanted, MAX_LINE_QUANTITY);
  return {
    id: input.id,
    name: input.name,
    price: input.price,
    image: input.image ?? '',
    category: input.category ?? '',
    customizations: input.customizations ?? {},
    quantity,
    total: roundMoney(input.price * quantity),
  };
}

/** SPEC 4.3: a line with the same id and customisations gains quantity; otherwise a new line (default quantity 1). */
export function addCartLine(items: readonly CartLine[], input: CartItemInput): CartLine[] {
  const quantity = input.quantity ?? DEFAULT_QUANTITY;
  const index = items.findIndex((l) => sameLine(l, input));
  if (index === -1) return [...items, line(input, quantity)];
  return items.map((l, i) => (i === index ? line(l, l.quantity + quantity) : l));
}

/** SPEC 4.3: a quantity of zero or less removes the line. */
export function setCartLineQuantity(items: readonly CartLine[], index: number, quantity: number): CartLine[] {
  if (quantity <= 0) return items.filter((_, i) => i !== index);
  return items.map((l, i) => (i === index ? line(l, quantity) : l));
}

/**
 * A line's options changed (in the cart): its customisations and unit price are replaced; if another line now has the
 * same item and options, the two become one (SPEC 4.3's rule for adds).
 */
export function changeCartLineOptions(items: readonly CartLine[], index: number, customizations: Customizations, price: number): CartLine[] {
  const current = items[index];
  if (!current) return [...items];
  const changed = line({ ...current, customizations, price }, current.quantity);
  const twin = items.findIndex((l, i) => i !== index && sameLine(l, changed));
  if (twin === -1) return items.map((l, i) => (i === index ? changed : l));
  return items.filter((_, i) => i !== index).map((l) => (sameLine(l, changed) ? line(l, l.quantity + changed.quantity) : l));
}

/** A removed line kept for Undo (SPEC 3: item, index, timestamp). */
export interface RemovedCartLine {
  item: CartLine;
  index: number;
  timestamp: number;
}

/** SPEC 4.3: removing a line keeps it for undo. */
export function removeCartLine(items: readonly CartLine[], index: number, now = Date.now()): { items: CartLine[]; removed: RemovedCartLine | null } {
  const item = items[index];
  if (!item) return { items: [...items], removed: null };
  return { items: items.filter((_, i) => i !== index), removed: { item, index, timestamp: now } };
}

/** SPEC 4.3: Undo reinserts at the old position, or at the end if the list is now shorter. */
export function restoreCartLine(items: readonly CartLine[], removed: RemovedCartLine): CartLine[] {
  const at = Math.min(removed.index, items.length);
  return [...items.slice(0, at), removed.item, ...items.slice(at)];
}

/** SPEC 4.3: the undo option is cleared after 10 seconds. */
export const UNDO_WINDOW_MS = 10000;

export function undoExpired(removed: RemovedCartLine | null, now = Date.now()): boolean {
  return removed !== null && now - removed.timestamp >= UNDO_WINDOW_MS;
}

export interface CartTotals {
  totalItems: number;
  subtotal: number;
  /** Equal to the subtotal in the cart state (SPEC 3, 9). */
  total: number;
}

export function cartTotals(items: readonly CartLine[]): CartTotals {
  const subtotal = roundMoney(items.reduce((sum, l) => sum + l.price * l.quantity, 0));
  return { totalItems: items.reduce((n, l) => n + l.quantity, 0), subtotal, total: subtotal };
}

export const SERVICE_FEE_RATE = 0.1;
export const DELIVERY_FEE = 2;
export const FREE_DELIVERY_THRESHOLD = 25;
/** The largest order the website takes (manat, after fees): more is a party to book with the restaurant, or abuse. */
export const MAX_ORDER_TOTAL = 500;

export type OrderType = 'table' | 'pickup' | 'delivery';

/**
 * The order type a cart's figures are for: the one the diner chose, else at the table when the cart knows its table
 * (a QR code), else pickup. The mini cart, the cart, the checkout and the phone's cart bar all say the same total.
 */
export function cartOrderType(cart: { orderType: OrderType | null; tableNumber: string | null }): OrderType {
  return cart.orderType ?? (cart.tableNumber ? 'table' : 'pickup');
}

export interface OrderTotals {
  subtotal: number;
  serviceFee: number;
  deliveryFee: number;
  total: number;
}

/** The settings the fees come from (SPEC 3); the defaults are SPEC 9's. */
export interface FeeSettings {
  serviceFeeRate: number;
  deliveryFee: string | number;
  freeDeliveryThreshold: string | number;
}

export const DEFAULT_FEES: FeeSettings = { serviceFeeRate: SERVICE_FEE_RATE, deliveryFee: DELIVERY_FEE, freeDeliveryThreshold: FREE_DELIVERY_THRESHOLD };

export interface ExactOrderTotals {
  subtotal: string;
  serviceFee: string;
  deliveryFee: string;
  total: string;
}

/**
 * SPEC 9 in exact decimals: service fee = rate x subtotal (rounded half up to the qapik); delivery fee on
 * delivery orders only, free when the subtotal reaches the threshold. The one rule the API and the UI share.
 */
export function exactOrderTotals(subtotal: string | number, orderType: OrderType, fees: FeeSettings = DEFAULT_FEES): ExactOrderTotals {
  const sub = toQapik(subtotal);
  const rateBasisPoints = Math.round(fees.serviceFeeRate * 10000);
  const service = Math.floor((sub * rateBasisPoints + 5000) / 10000);
  const delivery = orderType === 'delivery' && sub < toQapik(fees.freeDeliveryThreshold) ? toQapik(fees.deliveryFee) : 0;
  return { subtotal: fromQapik(sub), serviceFee: fromQapik(service), deliveryFee: fromQapik(delivery), total: fromQapik(sub + service + delivery) };
}

/** The same totals as numbers, for display. */
export function orderTotals(subtotal: number, orderType: OrderType, fees: FeeSettings = DEFAULT_FEES): OrderTotals {
  const t = exactOrderTotals(roundMoney(subtotal), orderType, fees);
  return { subtotal: Number(t.subtotal), serviceFee: Number(t.serviceFee), deliveryFee: Number(t.deliveryFee), total: Number(t.total) };
}
