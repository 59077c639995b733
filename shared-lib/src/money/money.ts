export const DEFAULT_CURRENCY = 'AZN';

const formatter = new Intl.NumberFormat('az-AZ', {
  style: 'currency',
  currency: DEFAULT_CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** SPEC 9: Azerbaijani locale, currency style, 2 fixed decimals, with the manat symbol. */
export function formatMoney(amount: number): string {
  return formatter.format(amount);
}

/** Rounds to whole qapik (2 decimals) without binary drift: roundMoney(1.005) === 1.01. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
