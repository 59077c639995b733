import type { OrderStatus } from 'shared-lib/domain';
import type { AdminOrder } from './admin-order';
import { bumpStep, digitTickets, moveCursor, screenOrder, ticketParts, type BoardLayout } from './bump-bar';

const order = (code: string, status: OrderStatus, extra: Partial<AdminOrder> = {}) => ({ code, status, orderType: 'pickup', ...extra }) as AdminOrder;
const COLUMNS: BoardLayout = { kind: 'columns', columns: ['pending', 'confirmed', 'preparing', 'ready'] };
const STATION_COLUMNS: BoardLayout = { kind: 'columns', columns: ['pending', 'confirmed', 'preparing'] };
const TILES: BoardLayout = { kind: 'tiles' };
// the board's order (oldest first), statuses mixed as they arrive
const ORDERS = [
  order('P1', 'pending'),
  order('C1', 'confirmed'),
  order('P2', 'pending'),
  order('R1', 'ready'),
  order('C2', 'confirmed'),
  order('C3', 'confirmed'),
  order('P3', 'pending'),
];
const codes = (list: AdminOrder[]) => list.map((o) => o.code);

describe('the bump bar', () => {
  it('numbers the tickets in screen order, column by column, only those on screen whose step the view owns', () => {
    expect(codes(screenOrder(COLUMNS, ORDERS))).toEqual(['P1', 'P2', 'P3', 'C1', 'C2', 'C3', 'R1']);
    const all = new Set(ORDERS.map((o) => o.code));
    // the kitchen's view of the issue: the pending cards no longer take the digits of the cards being cooked
    const kitchen = { station: 'kitchen', stationCount: 3 };
    expect(codes(digitTickets(STATION_COLUMNS, ORDERS, all, kitchen))).toEqual(['C1', 'C2', 'C3']);
    expect(codes(digitTickets(STATION_COLUMNS, ORDERS, new Set(['P1', 'C2']), kitchen))).toEqual(['C2']);
    // the expo's keys: the new orders to confirm and the ready ones to hand over
    expect(codes(digitTickets(COLUMNS, ORDERS, all, { station: null, stationCount: 3 }))).toEqual(['P1', 'P2', 'P3', 'R1']);
    const many = Array.from({ length: 12 }, (_, i) => order(`X${i}`, 'confirmed'));
    expect(digitTickets(COLUMNS, many, new Set(many.map((o) => o.code)), kitchen)).toHaveLength(9);
  });

  it('moves the cursor up and down in screen order and across to the same row of the next column with tickets', () => {
    expect(moveCursor(COLUMNS, ORDERS, null, 'ArrowDown')).toBe('P1');
    expect(moveCursor(COLUMNS, ORDERS, 'P3', 'ArrowDown')).toBe('C1');
    expect(moveCursor(COLUMNS, ORDERS, 'C1', 'ArrowUp')).toBe('P3');
    expect(moveCursor(COLUMNS, ORDERS, 'P1', 'ArrowUp')).toBe('P1');
    expect(moveCursor(COLUMNS, ORDERS, 'P2', 'ArrowRight')).toBe('C2');
    // the empty preparing column is skipped; the ready column's one ticket takes the third row
    expect(moveCursor(COLUMNS, ORDERS, 'C3', 'ArrowRight')).toBe('R1');
    expect(moveCursor(COLUMNS, ORDERS, 'R1', 'ArrowLeft')).toBe('C1');
    expect(moveCursor(COLUMNS, ORDERS, 'R1', 'ArrowRight')).toBe('R1');
    expect(moveCursor(COLUMNS, [], null, 'ArrowDown')).toBeNull();
  });

  it('lays a station’s tickets out as tiles oldest first, the arrows following the reading order', () => {
    expect(codes(screenOrder(TILES, ORDERS))).toEqual(['P1', 'C1', 'P2', 'R1', 'C2', 'C3', 'P3']);
    const kitchen = { station: 'kitchen', stationCount: 3 };
    // the digits still go to the tickets the station cooks, in the tiles' order
    expect(codes(digitTickets(TILES, ORDERS, new Set(ORDERS.map((o) => o.code)), kitchen))).toEqual(['C1', 'C2', 'C3']);
    expect(moveCursor(TILES, ORDERS, null, 'ArrowLeft')).toBe('P1');
    expect(moveCursor(TILES, ORDERS, 'C1', 'ArrowRight')).toBe('P2');
    expect(moveCursor(TILES, ORDERS, 'C1', 'ArrowDown')).toBe('P2');
    expect(moveCursor(TILES, ORDERS, 'P2', 'ArrowLeft')).toBe('C1');
    expect(moveCursor(TILES, ORDERS, 'P2', 'ArrowUp')).toBe('C1');
    expect(moveCursor(TILES, ORDERS, 'P3', 'ArrowRight')).toBe('P3');
    expect(moveCursor(TILES, ORDERS, 'P1', 'ArrowUp')).toBe('P1');
  });

  it('cuts a ticket of more than four lines into tiles of four, each knowing its part', () => {
    expect(ticketParts(0)).toEqual([{ index: 0, count: 1, from: 0, to: 0 }]);
    expect(ticketParts(4)).toEqual([{ index: 0, count: 1, from: 0, to: 4 }]);
    expect(ticketParts(9)).toEqual([
      { index: 0, count: 3, from: 0, to: 4 },
      { index: 1, count: 3, from: 4, to: 8 },
      { index: 2, count: 3, from: 8, to: 9 },
    ]);
  });

  it('bumps only the step this view owns: a station its lines, the expo the confirming and the handing over', () => {
    const station = { station: 'bar', stationCount: 2 };
    const expo = { station: null, stationCount: 2 };
    const smallKitchen = { station: null, stationCount: 1 };
    expect(bumpStep(order('A', 'pending'), station)).toEqual({ kind: 'notYours', owner: 'expo' });
    expect(bumpStep(order('A', 'confirmed'), station)).toEqual({ kind: 'station' });
    expect(bumpStep(order('A', 'preparing'), station)).toEqual({ kind: 'station' });
    expect(bumpStep(order('A', 'ready'), station)).toEqual({ kind: 'notYours', owner: 'expo' });
    expect(bumpStep(order('A', 'pending'), expo)).toEqual({ kind: 'status', to: 'confirmed' });
    expect(bumpStep(order('A', 'preparing'), expo)).toEqual({ kind: 'notYours', owner: 'stations' });
    expect(bumpStep(order('A', 'ready'), expo)).toEqual({ kind: 'status', to: 'delivered' });
    expect(bumpStep(order('A', 'ready', { orderType: 'delivery' }), expo)).toEqual({ kind: 'dispatch' });
    expect(bumpStep(order('A', 'ready', { orderType: 'delivery', dispatchedAt: '2026-11-29T12:00:00Z' }), expo)).toEqual({ kind: 'status', to: 'delivered' });
    expect(bumpStep(order('A', 'confirmed'), smallKitchen)).toEqual({ kind: 'status', to: 'preparing' });
    expect(bumpStep(order('A', 'preparing'), smallKitchen)).toEqual({ kind: 'status', to: 'ready' });
  });
});
