export const SUPPORTED_LANGUAGES = ['az', 'en', 'ru', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Default language for routing and translation fallback (SPEC 9). */
export const DEFAULT_LANGUAGE: Language = 'az';

export interface LanguageDisplay {
  code: Language;
  name: string;
  /** ISO country of the flag (drawn as SVG by the shell, never as an emoji: Windows shows those as letters). */
  country: 'AZ' | 'US' | 'RU' | 'TR';
}

/** Display names and flags of SPEC 3, in the order the switcher shows them. */
export const LANGUAGE_DISPLAY: readonly LanguageDisplay[] = [
  { code: 'az', name: 'Azərbaycan', country: 'AZ' },
  { code: 'en', name: 'English', country: 'US' },
  { code: 'ru', name: 'Русский', country: 'RU' },
  { code: 'tr', name: 'Türkçe', country: 'TR' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
