import type { Request } from 'express';
import i18next from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { API_ERROR_TEXTS, type ErrorTextLookup } from 'shared-lib/error-texts';

/** The site's error texts (shared-lib/error-texts, the ones the pages show), on an i18next of the API's own. */
const errorsI18n = i18next.createInstance();
void errorsI18n.init({
  resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, { apiErrors: API_ERROR_TEXTS[lang] }])),
  ns: ['apiErrors'],
  defaultNS: 'apiErrors',
  fallbackLng: false,
  initAsync: false,
  // JSON, never HTML: nothing to escape
  interpolation: { escapeValue: false },
});

/**
 * The language of a refusal: the caller's first supported one by `Accept-Language` (the site's API client sends the
 * page's), English when it names none of the four (the API's own catalogue, shared-lib/error-messages).
 */
export function refusalLanguage(req: Pick<Request, 'acceptsLanguages'>): Language {
  const found = req.acceptsLanguages('en', ...SUPPORTED_LANGUAGES.filter((lang) => lang !== 'en'));
  return found && (SUPPORTED_LANGUAGES as readonly string[]).includes(found) ? (found as Language) : 'en';
}

/** One language's error texts, as shared-lib's rules for a code's and a field's text read them. */
export function refusalTexts(lang: Language): ErrorTextLookup {
  const t = errorsI18n.getFixedT(lang, 'apiErrors') as unknown as (key: string, options?: Record<string, unknown>) => string;
  return { exists: (key) => errorsI18n.exists(key, { lng: lang, ns: 'apiErrors' }), t };
}
