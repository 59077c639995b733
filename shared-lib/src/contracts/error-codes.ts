import type { API_ERRORS } from './error-messages';

/**
 * Every API failure carries a stable `code` beside its English `message`, and a validation failure carries, per
 * field, codes with their parameters (`fields`). Clients show texts for the codes in the page's language
 * (`apiErrorText`, `fieldErrorTexts`), never the English message. The codes and their English messages are one
 * catalogue, `API_ERRORS` in ./error-messages (imported by the API from `shared-lib/error-messages`, never shipped
 * to the browser); a test fails when a code has no text in one of the four languages.
 */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The general code of an HTTP status, where a failure names none of its own. */
export function codeForStatus(status: number | undefined): ApiErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_BUSY';
    default:
      return status === undefined ? 'NETWORK' : 'INTERNAL';
  }
}

/**
 * What is wrong with one field, as a code and its parameters: `{ code: 'tooLong', params: { max: 100 } }`.
 * The codes are few and general; the API maps its validators' rules onto them.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'email',
  'phone',
  'tooLong',
  'tooShort',
  'tooSmall',
  'tooLarge',
  'number',
  'date',
  'choice',
  'format',
  'notAllowed',
  'invalid',
  'areaPoints',
  'areaCrossing',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export interface FieldError {
  code: FieldErrorCode | ApiErrorCode;
  params?: Record<string, string | number>;
}
