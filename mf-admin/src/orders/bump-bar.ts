import type { OrderStatus } from 'shared-lib/domain';
import { movesFrom, type AdminOrder } from './admin-order';

/**
 * The bump bar: the board's keyboard, as a USB bump bar sends it (digits, arrows, Enter, Backspace, R, ?). These are its
 * rules, apart from the screen: which ticket is where, where the cursor goes, and what Enter does on which view.
 */

/**
 * How a view lays its tickets out: in status columns (the expo and the orders list), or as tiles flowing oldest first
 * across the screen (a station's kitchen display, issue 56 item 2).
 */
export type BoardLayout = { kind: 'columns'; columns: readonly OrderStatus[] } | { kind: 'tiles' };

/**
 * The tickets in screen order. Columns: column by column, left to right, each top to bottom (oldest first). Tiles: the
 * board's own order (oldest first), row by row.
 */
export function screenOrder(layout: BoardLayout, orders: readonly AdminOrder[]): AdminOrder[] {
  if (layout.kind === 'tiles') return [...orders];
  return layout.columns.flatMap((status) => orders.filter((o) => o.status === status));
}

/** The most lines a tile holds: a longer ticket continues onto the next tile, with its code and place again. */
export const LINES_PER_TILE = 4;

/** One tile of a ticket: which of its lines it holds ([from, to)), and which part of how many it is. */
export interface TicketPart {
  index: number;
  count: number;
  from: number;
  to: number;
}

/** A ticket cut into tiles of at most `perTile` lines (one tile for a ticket of up to `perTile` lines, or none). */
export function ticketParts(lineCount: number, perTile: number = LINES_PER_TILE): TicketPart[] {
  const count = Math.max(1, Math.ceil(lineCount / perTile));
  return Array.from({ length: count }, (_, index) => ({ index, count, from: index * perTile, to: Math.min(lineCount, (index + 1) * perTile) }));
}

export type CursorKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
export const CURSOR_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * Where an arrow key takes the cursor. Columns: up and down to the ticket before or after in screen order (past a
 * column's end into the next column), left and right to the same row of the nearest column with tickets (its last
 * ticket when that column is shorter). Tiles: every arrow follows the reading order (left and up back, right and down
 * on), since a ticket's tiles make rows uneven. No cursor yet: any arrow picks the first ticket on screen. Null when
 * there is no ticket.
 */
export function moveCursor(layout: BoardLayout, orders: readonly AdminOrder[], current: string | null, key: CursorKey): string | null {
  const list = screenOrder(layout, orders);
  const at = list.findIndex((o) => o.code === current);
  if (list.length === 0) return null;
  if (at === -1) return list[0]!.code;
  const forward = key === 'ArrowDown' || (layout.kind === 'tiles' && key === 'ArrowRight');
  const back = key === 'ArrowUp' || (layout.kind === 'tiles' && key === 'ArrowLeft');
  if (forward) return list[Math.min(list.length - 1, at + 1)]!.code;
  if (back || layout.kind === 'tiles') return list[Math.max(0, at - 1)]!.code;
  const { columns } = layout;
  const grid = columns.map((status) => list.filter((o) => o.status === status));
  const column = columns.indexOf(list[at]!.status);
  const row = grid[column]!.findIndex((o) => o.code === current);
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let c = column + step; c >= 0 && c < grid.length; c += step) {
    const tickets = grid[c]!;
    if (tickets.length > 0) return tickets[Math.min(row, tickets.length - 1)]!.code;
  }
  return current;
}

/** What Enter does to a ticket on a view: a status move, a station's bump, the courier's hand-over, or nothing. */
export type BumpStep =
  | { kind: 'status'; to: OrderStatus }
  | { kind: 'station' }
  | { kind: 'dispatch' }
  /** Not this view's step: whose it is, for the notice ("only the expo confirms…"). */
  | { kind: 'notYours'; owner: 'expo' | 'stations' };

/**
 * The step of a ticket that a view owns (issue 56, item 3). A station bumps its own lines of the orders being made
 * (confirmed or preparing), nothing else: confirming a new order and handing a ready one over are the expo's. The expo
 * (every station's view) confirms, hands a ready delivery to the courier and a ready order over (delivered); the cooking
 * steps are the stations' when the kitchen has more than one, the expo's when it has one (a small kitchen bumps
 * everything from one screen).
 */
export function bumpStep(order: AdminOrder, view: { station: string | null; stationCount: number }): BumpStep {
  const cooking = order.status === 'confirmed' || order.status === 'preparing';
  if (view.station !== null) return cooking ? { kind: 'station' } : { kind: 'notYours', owner: 'expo' };
  if (cooking && view.stationCount > 1) return { kind: 'notYours', owner: 'stations' };
  if (order.status === 'ready' && order.orderType === 'delivery' && !order.dispatchedAt) return { kind: 'dispatch' };
  const to = movesFrom(order.status)[0];
  return to ? { kind: 'status', to } : { kind: 'notYours', owner: 'expo' };
}

/**
 * The tickets the digits 1-9 pick: the first nine in screen order that are on screen now and whose next step this view
 * owns (a station's keys go to the orders it cooks, not to the new ones waiting for the expo).
 */
export function digitTickets(
  layout: BoardLayout,
  orders: readonly AdminOrder[],
  onScreen: ReadonlySet<string>,
  view: { station: string | null; stationCount: number },
): AdminOrder[] {
  return screenOrder(layout, orders)
    .filter((o) => onScreen.has(o.code) && bumpStep(o, view).kind !== 'notYours')
    .slice(0, 9);
}
