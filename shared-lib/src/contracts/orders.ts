import type { OrderType } from '../domain/cart/cart-rules';
import type { OrderStatus } from '../domain/orders/order-rules';

/** The diner's order reads: by public code (anyone with the code), its live status, and a signed-in diner's orders. */
export const ORDER_PATHS = {
  track: '/orders/track',
  events: (code: string) => `/orders/track/${encodeURIComponent(code)}/events`,
  history: '/orders/history',
} as const;

/** An order as its diner sees it (`GET /orders/track`, `GET /orders/history`): the public code, never the internal id. Since contract 2.7. */
export interface OrderDto {
  code: string;
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  /** Ordered ahead: when the diner picks it up or has it delivered (ISO); null is as soon as possible. */
  scheduledFor: string | null;
  /** A delivery priced by a zone: the courier's minutes from the restaurant (its arrival window). Since 2.7. */
  travelMinutes: number | null;
  /** When the courier left with it (ISO): the "on the way" step. Since 2.7. */
  dispatchedAt: string | null;
  items: Array<{
    menuItemId: number | null;
    name: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    customizations: Array<{ group: string; option: string; name: string; priceDelta: string }>;
  }>;
  subtotal: string;
  serviceFee: string;
  deliveryFee: string;
  total: string;
  specialInstructions: string;
  createdAt: string;
  history: Array<{ status: OrderStatus; at: string }>;
}

/** One event of an order's live status stream (`ORDER_PATHS.events`): the current status first, then every change. */
export interface OrderStatusEvent {
  code: string;
  status: OrderStatus;
  at: string;
}
