import { formatPercent, formatDecimal } from './numbers';

it('writes the decimal mark of each language', () => {
  expect(['az', 'en', 'ru', 'tr'].map((l) => formatDecimal(4, l as 'az'))).toEqual(['4,0', '4.0', '4,0', '4,0']);
  expect(formatDecimal(4.56, 'ru', 2)).toBe('4,56');
});

it('writes percentages the language way', () => {
  expect(['en', 'az', 'ru', 'tr'].map((l) => formatPercent(0.1, l as 'en'))).toEqual(['10%', '10%', '10\u00a0%', '%10']);
  expect(formatPercent(0.125, 'az')).toBe('12,5%');
  expect(formatPercent(0.12, 'en')).toBe('12%');
});
