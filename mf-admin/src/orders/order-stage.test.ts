import type { AdminOrder } from './admin-order';
import { orderStage, sameCard } from './order-card';

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

it("re-renders a card for the board's clock only when what it shows of it changes", () => {
  const cooking = order('preparing', [
    ['pending', 0],
    ['confirmed', 2],
  ]);
  const handler = () => undefined;
  const props = (now: number, extra: Record<string, unknown> = {}) =>
    ({
      order: cooking,
      now,
      isNew: false,
      canCancel: false,
      onMove: handler,
      onCancel: handler,
      onPrint: handler,
      onSeen: handler,
      ...extra,
    }) as unknown as Parameters<typeof sameCard>[0];
  const t = Date.parse(at(10)) + 5000;
  // the board's next tick, 15 s on, in the same minute of the order's age and its stage's: the card is left as it is
  expect(sameCard(props(t), props(t + 15000))).toBe(true);
  // a minute turns: it renders again
  expect(sameCard(props(t), props(t + 60000))).toBe(false);
  // any other change renders it again
  expect(sameCard(props(t), props(t, { isNew: true }))).toBe(false);
  // an order ahead: the moment it falls due counts too
  const ahead = { ...cooking, scheduledFor: new Date(t + 10000).toISOString() } as AdminOrder;
  expect(sameCard(props(t, { order: ahead }), props(t + 15000, { order: ahead }))).toBe(false);
});
