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

const DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;

/** True for an exact decimal amount with at most 2 decimals ("9.5", "12.90", "0"). */
export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/** Exact decimal text with two decimals ("9.5" -> "9.50"), without passing through a float. */
export function toMoneyString(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a decimal amount: ${value}`);
  const negative = text.startsWith('-');
  const [int, frac = ''] = text.replace('-', '').split('.');
  if (frac.length > 2) return toMoneyString(Number(text).toFixed(2));
  return `${negative ? '-' : ''}${String(BigInt(int!))}.${frac.padEnd(2, '0')}`;
}

/** Amount in qapik (1/100 manat) as an integer, for exact arithmetic. */
export function toQapik(value: string | number): number {
  const [int, frac] = toMoneyString(value).replace('-', '').split('.');
  const q = Number(int) * 100 + Number(frac);
  return String(value).trim().startsWith('-') ? -q : q;
}

export function fromQapik(qapik: number): string {
  const sign = qapik < 0 ? '-' : '';
  const abs = Math.abs(Math.round(qapik));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
