import { canCancelOrder, canChangeOrderStatus, DEFAULT_PREP_TARGETS, prepLateness, REVENUE_STATUSES } from './order-rules';

it('lets staff cancel a pending or confirmed order, and only a manager one the kitchen has started; a closed order never', () => {
  expect(['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'].map((s) => canCancelOrder(s as never, false))).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
  expect(['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'].map((s) => canCancelOrder(s as never, true))).toEqual([
    true,
    true,
    true,
    true,
    false,
    false,
  ]);
  // the plain transitions stay as they were
  expect(canChangeOrderStatus('preparing', 'cancelled')).toBe(false);
});

it('colours an order by its age against the prep-time targets: amber at 10 minutes, red at 20', () => {
  expect(DEFAULT_PREP_TARGETS).toEqual({ warn: 10, late: 20 });
  expect([0, 9, 10, 19, 20, 95].map((m) => prepLateness(m))).toEqual(['ok', 'ok', 'warn', 'warn', 'late', 'late']);
  expect(prepLateness(7, { warn: 5, late: 8 })).toBe('warn');
});

it('counts revenue from confirmed on: not what nobody confirmed, not what was cancelled', () => {
  expect(REVENUE_STATUSES).toEqual(['confirmed', 'preparing', 'ready', 'delivered']);
});
