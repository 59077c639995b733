import { ORDER_TRANSITIONS, type OrderStatus, type OrderType, type Role } from 'shared-lib/domain';

/** Where staff move an order with one tap (cancelling asks first, and nothing moves back to pending). */
export type OrderMove = Exclude<OrderStatus, 'pending' | 'cancelled'>;
export const movesFrom = (status: OrderStatus): OrderMove[] => ORDER_TRANSITIONS[status].filter((s): s is OrderMove => s !== 'cancelled' && s !== 'pending');

/** An order as the staff API gives it (GET /admin/orders, /admin/orders/:code), names in the staff member's language. */
export interface AdminOrder {
  code: string;
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  /** Ordered ahead: when it is due (ISO); null is as soon as possible. */
  scheduledFor?: string | null;
  deliveryAddress: string | null;
  /** An order ahead: when it goes on the kitchen's screens (its due time less the prep target, or when the expo fired it); null: at once. */
  fireAt?: string | null;
  /** A delivery's pin, where the diner placed it (for the courier); null without one. */
  deliveryLocation?: { lat: number; lng: number } | null;
  /** A delivery: when the courier left with it (the diner's "on the way"). */
  dispatchedAt?: string | null;
  phone: string | null;
  customerName: string | null;
  specialInstructions: string;
  subtotal: string;
  serviceFee: string;
  deliveryFee: string;
  total: string;
  createdAt: string;
  items: Array<{
    /** The dish on the menu (null when it has been deleted since): a line can mark it sold out. */
    menuItemId?: number | null;
    name: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    customizations: Array<{ group: string; option: string; name: string }>;
  }>;
  /**
   * Each line's id, its kitchen station, whether the kitchen marked it done and the allergens its dish had when it was
   * ordered, in the order of `items`.
   */
  lines?: Array<{ id: number; station: string; done: boolean; allergens?: string[] }>;
  history: Array<{ from: OrderStatus | null; status: OrderStatus; at: string; byName: string | null; byRole: Role | null; note: string | null }>;
}

export interface AdminOrderPage {
  items: AdminOrder[];
  total: number;
  page: number;
  pageSize: number;
}
