export const DEFAULT_CURRENCY = 'AZN';
export const MANAT_SIGN = '₼';

/**
 * SPEC 9: Azerbaijani locale, currency style, 2 fixed decimals, with the manat symbol ("1.234,50 ₼"), written by hand.
 * It is exactly what `Intl.NumberFormat('az-AZ', { style: 'currency', currency: 'AZN' })` gives with full ICU data
 * (money.test.ts checks that), but some runtimes lack the az locale (Debian's Chromium formats "AZN 9.50"), and
 * building the formatter costs a phone ~25 ms of the start-up task (~100 ms under Lighthouse's 4x slowdown).
 */
export function formatMoneyAz(amount: number): string {
  const [int = '0', frac = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && Number(amount.toFixed(2)) !== 0 ? '-' : '';
  return `${sign}${grouped},${frac}\u00a0${MANAT_SIGN}`;
}

/** SPEC 9: the price format everywhere (formatMoneyAz). */
export const formatMoney = formatMoneyAz;

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

/** A price or fee as the API takes it: manat with at most 2 decimals, up to 9 999 999.99 ("9.50", "16", "0.5"). */
export const MONEY_INPUT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** An option's price difference, which may lower the price ("-2.00" for a small pizza). */
export const PRICE_DELTA_PATTERN = /^-?\d{1,7}(\.\d{1,2})?$/;

/**
 * An amount as staff type it, with a comma or a point ("16,90", "16.90", "16", "2,5 ₼"), as the API's text ("16.90");
 * null for anything else ("abc", "-5", "1,234", "1.2.3").
 */
/** An amount as staff type it, made plain: no spaces or ₼, a comma as the decimal point, a typographic minus as "-". */
export function plainMoneyInput(text: string): string {
  return text
    .replace(/[\s\u00a0₼]/g, '')
    .replace(',', '.')
    .replace(/^[\u2212\u2013]/, '-');
}

export function parseMoneyInput(text: string, signed = false): string | null {
  const plain = plainMoneyInput(text);
  return (signed ? PRICE_DELTA_PATTERN : MONEY_INPUT_PATTERN).test(plain) ? toMoneyString(plain) : null;
}

/** A percentage as staff type it ("10", "10%", "%12,5") as a rate (0.1, 0.125); null outside 0-100 or not a number. */
export function parsePercentInput(text: string): number | null {
  const plain = text.replace(/[\s\u00a0%]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return value <= 100 ? Math.round(value * 100) / 10000 : null;
}
