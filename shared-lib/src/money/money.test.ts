import { formatMoney, formatMoneyAz, roundMoney } from './money';

describe('money format (SPEC 9)', () => {
  it('uses the Azerbaijani locale, 2 fixed decimals and the manat symbol', () => {
    expect(formatMoney(12.5)).toBe('12,50\u00a0₼');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0₼');
    expect(formatMoney(0)).toBe('0,00\u00a0₼');
  });

  it('formats the same by hand where the runtime lacks the az locale', () => {
    for (const amount of [0, 0.5, 9.5, 12.9, 999.99, 1234.5, 1234567.891, -3.2]) {
      expect(formatMoneyAz(amount)).toBe(new Intl.NumberFormat('az-AZ', { style: 'currency', currency: 'AZN', minimumFractionDigits: 2 }).format(amount));
    }
  });

  it('rounds to whole qapik', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
