import type { AdminOrder } from './admin-order';
import { orderForStation } from './stations';

const line = (name: string, station: string) => ({ name, station });
const order = (code: string, lines: Array<{ name: string; station: string }>) =>
  ({
    code,
    status: 'confirmed',
    items: lines.map((l) => ({ name: l.name, quantity: 1 })),
    lines: lines.map((l, i) => ({ id: i + 1, station: l.station, done: false })),
  }) as unknown as AdminOrder;

describe("a station's part of an order", () => {
  const mixed = order('A1', [line('Margherita', 'kitchen'), line('Ayran', 'bar'), line('Calzone', 'kitchen')]);

  it('keeps only the lines of that station, and is null for a station with none', () => {
    expect(orderForStation(mixed, 'kitchen', 'kitchen')!.items.map((i) => i.name)).toEqual(['Margherita', 'Calzone']);
    expect(orderForStation(mixed, 'bar', 'kitchen')!.items.map((i) => i.name)).toEqual(['Ayran']);
    expect(orderForStation(mixed, 'desserts', 'kitchen')).toBeNull();
  });

  it('is the same object for the same order, so its ticket does not re-render on other orders’ events, and a new one when the order changes', () => {
    const first = orderForStation(mixed, 'kitchen', 'kitchen');
    expect(orderForStation(mixed, 'kitchen', 'kitchen')).toBe(first);
    const changed = { ...mixed, status: 'preparing' } as AdminOrder;
    const after = orderForStation(changed, 'kitchen', 'kitchen');
    expect(after).not.toBe(first);
    expect(after!.status).toBe('preparing');
  });
});
