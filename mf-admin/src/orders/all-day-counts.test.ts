import type { AdminOrder } from './admin-order';
import { allDayCounts } from './all-day-counts';

const order = (status: AdminOrder['status'], items: Array<[string, number, string?]>) =>
  ({
    status,
    items: items.map(([name, quantity, size]) => ({
      name,
      quantity,
      unitPrice: '1.00',
      lineTotal: '1.00',
      customizations: size
        ? [
            { group: 'size', option: size, name: size },
            { group: 'extras', option: 'cheese', name: 'Extra cheese' },
          ]
        : [],
    })),
  }) as unknown as AdminOrder;

it('counts each dish with its size across the orders still to be made, the most first', () => {
  const counts = allDayCounts([
    order('pending', [
      ['Margherita', 2, 'Medium'],
      ['Cola', 3],
    ]),
    order('preparing', [
      ['Margherita', 1, 'Medium'],
      ['Margherita', 1, 'Large'],
    ]),
    order('confirmed', [['Cola', 1]]),
    // ready: already made
    order('ready', [['Margherita', 5, 'Medium']]),
  ]);
  expect(counts).toEqual([
    { name: 'Cola', size: null, quantity: 4 },
    { name: 'Margherita', size: 'Medium', quantity: 3 },
    { name: 'Margherita', size: 'Large', quantity: 1 },
  ]);
});

it('leaves out the lines the kitchen marked done: a started order counts only what is still to make', () => {
  const started = {
    ...order('preparing', [
      ['Margherita', 2, 'Medium'],
      ['Cola', 3],
    ]),
    lines: [
      { id: 1, station: 'kitchen', done: true },
      { id: 2, station: 'bar', done: false },
    ],
  } as AdminOrder;
  expect(allDayCounts([started, order('confirmed', [['Margherita', 1, 'Medium']])])).toEqual([
    { name: 'Cola', size: null, quantity: 3 },
    { name: 'Margherita', size: 'Medium', quantity: 1 },
  ]);
});
