import { STORAGE_KEYS } from '../brand/brand';
import { DEVICE_ORDERS_KEPT, deviceOrders, deviceOrdersToWatch, rememberDeviceOrder } from './device-orders';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
    values,
  };
};
const code = (n: number) => `ABCDEFGH${'ABCDEFGHJKMNPQRS'[n]!}${'ABCDEFGHJKMNPQRS'[n]!}`;

it('remembers the orders placed on this device, newest first, each once', () => {
  const storage = memory();
  rememberDeviceOrder(storage, code(0), 1000);
  rememberDeviceOrder(storage, code(1), 2000);
  rememberDeviceOrder(storage, code(0), 3000);
  expect(deviceOrders(storage, 4000)).toEqual([
    { code: code(0), placedAt: 3000 },
    { code: code(1), placedAt: 2000 },
  ]);
});

it(`keeps the ${DEVICE_ORDERS_KEPT} newest for 30 days, and ignores what it cannot read`, () => {
  const storage = memory();
  for (let n = 0; n < 12; n++) rememberDeviceOrder(storage, code(n), n);
  expect(deviceOrders(storage, 100).map((o) => o.code)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map(code));
  expect(deviceOrders(storage, 30 * 86400000 + 7)).toHaveLength(4);
  storage.values.set(STORAGE_KEYS.deviceOrders, '{"code":1}');
  expect(deviceOrders(storage)).toEqual([]);
  storage.values.set(
    STORAGE_KEYS.deviceOrders,
    JSON.stringify([
      { code: 'nope', placedAt: 1 },
      { code: code(3), placedAt: Date.now() },
    ]),
  );
  expect(deviceOrders(storage).map((o) => o.code)).toEqual([code(3)]);
  expect(deviceOrders(undefined)).toEqual([]);
});

it('watches only the orders that may still be open: placed within three days', () => {
  const storage = memory();
  const hour = 3600000;
  rememberDeviceOrder(storage, code(0), 0);
  rememberDeviceOrder(storage, code(1), 50 * hour);
  expect(deviceOrdersToWatch(storage, 73 * hour).map((o) => o.code)).toEqual([code(1)]);
  expect(deviceOrders(storage, 73 * hour)).toHaveLength(2);
});
