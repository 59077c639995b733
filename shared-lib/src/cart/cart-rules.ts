import { roundMoney } from '../money/money';

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

function line(input: CartItemInput, quantity: number): CartLine {
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

export type OrderType = 'table' | 'pickup' | 'delivery';

export interface OrderTotals {
  subtotal: number;
  serviceFee: number;
  deliveryFee: number;
  total: number;
}

/** SPEC 9: service fee 10% of the subtotal; delivery fee 2 below a subtotal of 25, free at 25 or more, on delivery only. */
export function orderTotals(subtotal: number, orderType: OrderType): OrderTotals {
  const serviceFee = roundMoney(subtotal * SERVICE_FEE_RATE);
  const deliveryFee = orderType === 'delivery' && subtotal < FREE_DELIVERY_THRESHOLD ? DELIVERY_FEE : 0;
  return { subtotal: roundMoney(subtotal), serviceFee, deliveryFee, total: roundMoney(subtotal + serviceFee + deliveryFee) };
}
