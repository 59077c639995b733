import { API_ERRORS } from 'shared-lib/error-messages';
import { type ApiErrorCode, type FieldError } from 'shared-lib/contracts';

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  errors?: Record<string, string[]>;
  fields?: Record<string, FieldError[]>;
  /** The values of the message's placeholders, for its text in the caller's language (never sent as such). */
  params?: FieldError['params'];
}

/**
 * The body of an HttpException from shared-lib's catalogue: its code, its English message and, for a failure about
 * one field, that field's entry in `errors` (English) and `fields` (the code and its parameters, for the clients'
 * texts). `throw new ConflictException(apiError('EMAIL_TAKEN', 'email'))`.
 */
export function apiError(code: ApiErrorCode, field?: string, params?: FieldError['params'], template: string = API_ERRORS[code]): ApiErrorBody {
  // the English message with its values in place ("from 07:00", not "from {{opensAt}}")
  const message = template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));
  if (!field) return params ? { code, message, params } : { code, message };
  return { code, message, ...(params ? { params } : {}), errors: { [field]: [message] }, fields: { [field]: [params ? { code, params } : { code }] } };
}
