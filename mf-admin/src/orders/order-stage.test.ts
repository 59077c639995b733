import type { AdminOrder } from './admin-order';
import { orderStage } from './order-card';

const at = (minute: number) => `2026-11-29T19:${String(minute).padStart(2, '0')}:00.000Z`;
const order = (status: AdminOrder['status'], steps: Array<[AdminOrder['status'], number]>) =>
  ({ status, createdAt: at(0), history: steps.map(([s, m]) => ({ status: s, at: at(m) })) }) as unknown as AdminOrder;

it("times an open order's stage from when it last entered it: waiting, cooking, ready", () => {
  expect(orderStage(order('pending', [['pending', 0]]))).toEqual({ stage: 'waiting', since: at(0) });
  // confirmed, taken back, confirmed again: cooking counts from the second time
  const cooking = order('preparing', [
    ['pending', 0],
    ['confirmed', 2],
    ['pending', 3],
    ['confirmed', 5],
    ['preparing', 7],
  ]);
  expect(orderStage(cooking)).toEqual({ stage: 'cooking', since: at(5) });
  expect(
    orderStage(
      order('ready', [
        ['confirmed', 2],
        ['ready', 14],
      ]),
    ),
  ).toEqual({ stage: 'ready', since: at(14) });
  expect(orderStage(order('delivered', [['delivered', 20]]))).toBeNull();
});
