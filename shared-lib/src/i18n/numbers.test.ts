import { formatDecimal } from './numbers';

it('writes the decimal mark of each language', () => {
  expect(['az', 'en', 'ru', 'tr'].map((l) => formatDecimal(4, l as 'az'))).toEqual(['4,0', '4.0', '4,0', '4,0']);
  expect(formatDecimal(4.56, 'ru', 2)).toBe('4,56');
});
