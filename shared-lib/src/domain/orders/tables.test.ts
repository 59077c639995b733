import { isRestaurantTable, RESTAURANT_TABLES, tableCountOf } from './tables';

it('takes only the numbers of the restaurant’s tables', () => {
  expect(['1', '7', ' 12 ', '24'].map((t) => isRestaurantTable(t, 24))).toEqual([true, true, true, true]);
  expect(['0', '25', '999', 'abc', '07', '1.5', '-3', ''].map((t) => isRestaurantTable(t, 24))).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(isRestaurantTable('40', 40)).toBe(true);
});

it('reads the count from the settings, the default otherwise', () => {
  expect(tableCountOf({ tableCount: 40 })).toBe(40);
  expect(tableCountOf({})).toBe(RESTAURANT_TABLES.count);
  expect(tableCountOf({ tableCount: 0 })).toBe(RESTAURANT_TABLES.count);
  expect(tableCountOf(null)).toBe(RESTAURANT_TABLES.count);
});
