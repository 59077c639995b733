import type { ApiErrorCode } from '../../../contracts/error-codes';

/**
 * The texts of the API's error codes in one language: a text for every code (a missing one does not compile), and
 * for every field code (tooLong and tooShort by plural form, with the length as `count`; tested).
 */
export interface ApiErrorTexts {
  codes: Record<ApiErrorCode, string>;
  fields: Record<string, string>;
}
