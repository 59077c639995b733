/** SPEC 4.5: order statuses, and the transitions we allow (the spec leaves them to us). */
import type { OrderType } from '../cart/cart-rules';
import { hasMinRole, type Role } from '../roles/roles';
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready'],
  ready: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * An order the kitchen has started (preparing) or finished (ready, never collected) can still be cancelled, by a
 * MANAGER or higher and with a reason the diner is told: otherwise an uncollected pickup stays Ready and counts as
 * revenue. Staff cancel pending and confirmed orders as before.
 */
export const LATE_CANCEL_STATUSES: readonly OrderStatus[] = ['preparing', 'ready'];
export const LATE_CANCEL_MIN_ROLE = 'MANAGER' as const;

/** Whether someone of this rank may cancel an order in this status (the API decides; the board only hides the button). */
export function canCancelOrder(from: OrderStatus, rankAtLeastManager: boolean): boolean {
  return canChangeOrderStatus(from, 'cancelled') || (rankAtLeastManager && LATE_CANCEL_STATUSES.includes(from));
}

/**
 * Whether someone of this role may mark a dish sold out from the order board: a manager and up, or staff when the
 * restaurant allows it (`ordering.staffMarksSoldOut`). The API decides; the board only hides the button.
 */
export function mayMarkSoldOut(role: Role, staffMarksSoldOut: boolean | undefined): boolean {
  return hasMinRole(role, 'MANAGER') || (hasMinRole(role, 'STAFF') && staffMarksSoldOut === true);
}

/** How long a staff member may take back their last status change of an order (a mis-tap at a busy hour). */
export const ORDER_UNDO_SECONDS = 10;

/** The history note of a status change taken back with undo (the admin shows it in the staff member's language). */
export const ORDER_UNDONE_NOTE = 'Undone by staff';

/** Orders still being worked on (the staff board). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

export const ORDER_TYPES = ['table', 'pickup', 'delivery'] as const;

export const MAX_LINE_QUANTITY = 99;
/** A delivery address, in characters once trimmed: the checkout, the API and the saved addresses check the same. */
export const DELIVERY_ADDRESS_LENGTH = { min: 5, max: 300 } as const;

/**
 * SPEC 9's estimates, in minutes from the order: 25-40 for a delivery, 20-35 for an order at the table or for pickup
 * (the kitchen's time without the ride).
 */
export const ORDER_ESTIMATE_MINUTES: Record<OrderType, readonly [number, number]> = { delivery: [25, 40], table: [20, 35], pickup: [20, 35] };

/** Reservation statuses and their transitions. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no-show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled', 'no-show'],
  confirmed: ['seated', 'cancelled', 'no-show'],
  seated: ['completed'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export function canChangeReservationStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_TRANSITIONS[from].includes(to);
}

/**
 * Prep-time targets of the order board: a card's age turns amber at `warn` minutes and red at `late` (the defaults
 * until a manager sets the restaurant's own in the ordering settings).
 */
export interface PrepTargets {
  warn: number;
  late: number;
}
export const DEFAULT_PREP_TARGETS: PrepTargets = { warn: 10, late: 20 };

/** How late an open order is against the prep-time targets, by its age in minutes. */
export function prepLateness(ageMinutes: number, targets: PrepTargets = DEFAULT_PREP_TARGETS): 'ok' | 'warn' | 'late' {
  if (ageMinutes >= targets.late) return 'late';
  if (ageMinutes >= targets.warn) return 'warn';
  return 'ok';
}

/** Revenue counts orders from confirmed on: one nobody has confirmed yet, or a cancelled one, is not revenue. */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['confirmed', 'preparing', 'ready', 'delivered'];

/**
 * An order closed by mistake (bumped to delivered, or cancelled) can be recalled for this long after it closed,
 * well past the 10-second undo: delivered goes back to ready, cancelled back to where it was (a manager's call).
 */
export const ORDER_RECALL_MINUTES = 120;
export const ORDER_RECALLED_NOTE = 'recalled';

/** How a diner pays (at the table, at the counter or to the courier: never on the website). */
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Until a manager says otherwise: cash or card. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;
