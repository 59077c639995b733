import i18next from 'i18next';
import type { Language } from '../../domain/i18n/languages';
import { codeForStatus, type ApiErrorCode, type FieldError } from '../../contracts/error-codes';
import { isApiFailure, type ApiFailure } from '../../contracts/envelope';
import type { ApiErrorTexts } from './error-texts/types';
import { pageLanguage } from './page-language';
import { codeText, fieldText, type ErrorTextLookup } from './error-texts/text-of';

// Browser only: these texts answer a diner's action (a failed request), in the page's one i18next. The site's server
// never initialises the global i18next (each page renders with its own instance: shell/src/server/render-page.tsx,
// tested there), so nothing rendered on the server can reach these in a wrong language.

/** The i18next namespace of the API's error texts. */
export const API_ERRORS_NAMESPACE = 'apiErrors';

/** Each language's texts are a small chunk of their own, loaded with the page's language (never all four). */
const LOADERS: Record<Language, () => Promise<{ default: ApiErrorTexts }>> = {
  az: () => import('./error-texts/az'),
  en: () => import('./error-texts/en'),
  ru: () => import('./error-texts/ru'),
  tr: () => import('./error-texts/tr'),
};
const loaded = new Map<Language, Promise<void>>();

/** The texts of the page's language, loaded if they are not yet (never rejects). */
export function loadPageApiErrorTexts(): Promise<void> {
  const lang = pageLanguage();
  return lang ? loadApiErrorTexts(lang) : Promise.resolve();
}

/** After a language switch, the new language's texts, once any were needed on this page. */
export function followLanguageWithApiErrorTexts(lang: Language): void {
  if (loaded.size > 0) void loadApiErrorTexts(lang);
}

/**
 * Loads one language's error texts into i18next (once). The API client calls it with the first failure, before the
 * caller sees the failure, so a page that never fails never downloads them; after that, every language switch does.
 */
export function loadApiErrorTexts(lang: Language): Promise<void> {
  let load = loaded.get(lang);
  if (!load) {
    load = LOADERS[lang]()
      .then(({ default: texts }) => {
        i18next.addResourceBundle(lang, API_ERRORS_NAMESPACE, texts, true, true);
      })
      .catch(() => {
        loaded.delete(lang);
      });
    loaded.set(lang, load);
  }
  return load;
}

/** Codes that say no more than the HTTP status: where a caller knows the situation, its own text says more. */
const GENERAL_CODES: ReadonlySet<ApiErrorCode> = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'INTERNAL']);

function failureCode(error: unknown): ApiErrorCode {
  if (!isApiFailure(error)) return 'INTERNAL';
  return (error.code as ApiErrorCode | undefined) ?? codeForStatus(error.status);
}

/**
 * The error texts' keys are built from the API's codes (`codes.ORDER_NOT_FOUND`, `fields.tooLong`): looked up as
 * plain strings, with `exists` and a default, since each app types only its own namespaces (its i18next.d.ts).
 */
const translate = (key: string, options?: Record<string, unknown>): string =>
  (i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

/** The page's texts, as the rules of error-texts/text-of.ts read them. */
const pageTexts: ErrorTextLookup = {
  exists: (key) => i18next.exists(`${API_ERRORS_NAMESPACE}:${key}`),
  t: (key, options) => translate(`${API_ERRORS_NAMESPACE}:${key}`, options),
};

/**
 * What to tell the user about a failed request, in the page's language: the text of the failure's code; for a code
 * that only repeats the HTTP status, the caller's text for the situation (`fallback`, already translated) if given.
 * Never the server's English message.
 */
export function apiErrorText(error: unknown, fallback?: string): string {
  const code = failureCode(error);
  if (fallback && GENERAL_CODES.has(code)) return fallback;
  // A code's text may name a field error's parameters ("{{max}} ₼ at most").
  const params = isApiFailure(error)
    ? Object.values((error as ApiFailure).fields ?? {})
        .flat()
        .find((f) => f.code === code)?.params
    : undefined;
  const text = codeText(pageTexts, code, params);
  return text || fallback || translate(`${API_ERRORS_NAMESPACE}:codes.INTERNAL`, { defaultValue: '' }) || code;
}

/** One field error in the page's language. */
export function fieldErrorText(error: FieldError): string {
  return fieldText(pageTexts, error);
}

/** The first error of each field, in the page's language: `{ email: 'Введите корректный адрес…' }`. */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  const fields = isApiFailure(error) ? (error as ApiFailure).fields : undefined;
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).flatMap(([field, list]) => (list[0] ? [[field, fieldErrorText(list[0])]] : [])));
}

/**
 * One line for a form without a place per field: the fields' texts (each once), else the failure's text, else the
 * caller's text for the situation. All in the page's language.
 */
export function apiFailureSummary(error: unknown, fallback?: string): string {
  const texts = [...new Set(Object.values(fieldErrorTexts(error)))];
  return texts.length > 0 ? texts.join(' ') : apiErrorText(error, fallback);
}
