export const DEFAULT_CURRENCY = 'AZN';
export const MANAT_SIGN = '₼';

const intl = new Intl.NumberFormat('az-AZ', {
  style: 'currency',
  currency: DEFAULT_CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The Azerbaijani format by hand ("1.234,50 ₼"), for runtimes whose ICU data lacks the az locale
 * (Debian's Chromium formats az-AZ as "AZN 9.50").
 */
export function formatMoneyAz(amount: number): string {
  const [int = '0', frac = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && Number(amount.toFixed(2)) !== 0 ? '-' : '';
  return `${sign}${grouped},${frac}\u00a0${MANAT_SIGN}`;
}

const intlHasAz = intl.format(1234.5) === formatMoneyAz(1234.5);

/** SPEC 9: Azerbaijani locale, currency style, 2 fixed decimals, with the manat symbol. */
export function formatMoney(amount: number): string {
  return intlHasAz ? intl.format(amount) : formatMoneyAz(amount);
}

/** Rounds to whole qapik (2 decimals) without binary drift: roundMoney(1.005) === 1.01. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
