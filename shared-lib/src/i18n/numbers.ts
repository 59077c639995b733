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
