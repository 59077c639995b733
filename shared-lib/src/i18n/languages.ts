export const SUPPORTED_LANGUAGES = ['az', 'en', 'ru', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Default language for routing and translation fallback (SPEC 9). */
export const DEFAULT_LANGUAGE: Language = 'az';

export interface LanguageDisplay {
  code: Language;
  name: string;
  flag: string;
  /** ISO country of the flag, for accessible labels. */
  country: string;
}

/** Display names and flags of SPEC 3, in the order the switcher shows them. */
export const LANGUAGE_DISPLAY: readonly LanguageDisplay[] = [
  { code: 'az', name: 'Azərbaycan', flag: '🇦🇿', country: 'AZ' },
  { code: 'en', name: 'English', flag: '🇺🇸', country: 'US' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺', country: 'RU' },
  { code: 'tr', name: 'Türkçe', flag: '🇹🇷', country: 'TR' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
