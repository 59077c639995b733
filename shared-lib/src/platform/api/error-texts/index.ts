// The API's error texts in all four languages, for the API (`shared-lib/error-texts`): its refusals in the caller's
// language. The browser loads one language at a time (error-text.ts) and never imports this module.
import type { Language } from '../../../domain/i18n/languages';
import az from './az';
import en from './en';
import ru from './ru';
import tr from './tr';
import type { ApiErrorTexts } from './types';

export const API_ERROR_TEXTS: Record<Language, ApiErrorTexts> = { az, en, ru, tr };
export type { ApiErrorTexts } from './types';
export { codeText, fieldText, moneyShown, type ErrorTextLookup } from './text-of';
