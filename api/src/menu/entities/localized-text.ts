import type { LocalizedText } from 'shared-lib/contracts';
import type { Language } from 'shared-lib/domain';

export type { LocalizedText };

/** The text in `lang`, falling back to Azerbaijani, then English, then the first one present. */
export function pick(text: Partial<LocalizedText> | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.az || text.en || Object.values(text).find(Boolean) || '';
}
