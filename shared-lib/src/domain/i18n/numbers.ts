import type { Language } from './languages';

/** The decimal mark each language writes: "4.0" in English, "4,0" in az, ru and tr. */
const DECIMAL_MARK: Record<Language, string> = { az: ',', en: '.', ru: ',', tr: ',' };

/**
 * A number with a fixed count of decimals in the language's own way (written here: Debian's Chromium has no az
 * number data, and Intl would answer in English).
 */
export function formatDecimal(value: number, lang: Language, digits = 1): string {
  return value.toFixed(digits).replace('.', DECIMAL_MARK[lang]);
}

/** A rate (0.1, 0.125) as a percentage the language's way: "10%" in English and az, "10 %" in ru, "%10" in tr. */
export function formatPercent(rate: number, lang: Language): string {
  const value = Math.round(rate * 10000) / 100;
  const number = Number.isInteger(value) ? String(value) : formatDecimal(value, lang, value * 10 === Math.round(value * 10) ? 1 : 2);
  if (lang === 'tr') return `%${number}`;
  return lang === 'ru' ? `${number}\u00a0%` : `${number}%`;
}
