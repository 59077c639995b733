import { formatMoney, roundMoney } from './money';

describe('money format (SPEC 9)', () => {
  it('uses the Azerbaijani locale, 2 fixed decimals and the manat symbol', () => {
    expect(formatMoney(12.5)).toBe('12,50\u00a0₼');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0₼');
    expect(formatMoney(0)).toBe('0,00\u00a0₼');
  });

  it('rounds to whole qapik', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
