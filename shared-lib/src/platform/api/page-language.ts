import i18next from 'i18next';
import { isLanguage, type Language } from '../../domain/i18n/languages';

/**
 * The page's language, when i18next has one of the four: the language of the error texts the page loads, and the
 * `Accept-Language` the API client sends (the browser's own is the browser's, not the page's).
 */
export function pageLanguage(): Language | undefined {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : undefined;
}
