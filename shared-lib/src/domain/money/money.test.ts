import { formatMoney, formatMoneyAz, parseMoneyInput, parsePercentInput, roundMoney } from './money';

describe('money format (SPEC 9)', () => {
  it('uses the Azerbaijani locale, 2 fixed decimals and the manat symbol', () => {
    expect(formatMoney(12.5)).toBe('12,50\u00a0₼');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0₼');
    expect(formatMoney(0)).toBe('0,00\u00a0₼');
  });

  it('formats by hand exactly as Intl does with full ICU data, since browsers may lack the az locale', () => {
    for (const amount of [0, 0.5, 9.5, 12.9, 999.99, 1234.5, 1234567.891, -3.2]) {
      expect(formatMoneyAz(amount)).toBe(new Intl.NumberFormat('az-AZ', { style: 'currency', currency: 'AZN', minimumFractionDigits: 2 }).format(amount));
    }
  });

  it('rounds to whole qapik', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});

describe('exact decimal amounts', () => {
  it('normalises to two decimals without floats', () => {
    const { toMoneyString, toQapik, fromQapik, isMoneyString } = require('./money');
    expect(toMoneyString('9.5')).toBe('9.50');
    expect(toMoneyString('012')).toBe('12.00');
    expect(toMoneyString(2)).toBe('2.00');
    expect(toQapik('12.90')).toBe(1290);
    expect(toQapik('-0.05')).toBe(-5);
    expect(fromQapik(1290)).toBe('12.90');
    expect(fromQapik(5)).toBe('0.05');
    expect(isMoneyString('1.234')).toBe(false);
    expect(isMoneyString('abc')).toBe(false);
    expect(isMoneyString('15.9')).toBe(true);
  });
});

it('reads amounts and percentages as staff type them', () => {
  expect(['16,90', '16.90', '16', ' 2,5 ₼', '0'].map((v) => parseMoneyInput(v))).toEqual(['16.90', '16.90', '16.00', '2.50', '0.00']);
  expect(['abc', '-5', '1,234', '1.2.3', '', '12345678'].map((v) => parseMoneyInput(v))).toEqual([null, null, null, null, null, null]);
  expect(['-2,00', '+1', '−1,5'].map((v) => parseMoneyInput(v, true))).toEqual(['-2.00', null, '-1.50']);
  expect(parseMoneyInput('-2,00')).toBeNull();
  expect(['10', '10%', '%12,5', '0', '100'].map(parsePercentInput)).toEqual([0.1, 0.1, 0.125, 0, 1]);
  expect(['abc', '-5', '101', '10.555'].map(parsePercentInput)).toEqual([null, null, null, null]);
});
