import type { Language } from 'shared-lib/core';

/** A text in the four languages of the site, stored as jsonb. */
export type LocalizedText = Record<Language, string>;

/** The text in `lang`, falling back to Azerbaijani, then English, then the first one present. */
export function pick(text: Partial<LocalizedText> | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.az || text.en || Object.values(text).find(Boolean) || '';
}
