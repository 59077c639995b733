import type { FieldError } from '../../../contracts/error-codes';
import { formatMoney } from '../../../domain/money/money';

/**
 * One language's error texts as i18next gives them (keys `codes.X` and `fields.Y`): the page's in the browser
 * (error-text.ts), the request's on the API (its exception filter). The rules below are the one way both say a failure.
 */
export interface ErrorTextLookup {
  exists(key: string): boolean;
  t(key: string, options?: Record<string, unknown>): string;
}

/** An amount among a failure's parameters (the API's exact decimals, "500.00") as every price is shown: "500,00 ₼". */
export function moneyShown(params: Record<string, string | number> | undefined): Record<string, string | number> | undefined {
  return (
    params &&
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' && /^\d+\.\d{2}$/.test(value) ? formatMoney(Number(value)) : value]),
    )
  );
}

/** A failure code's text with its values in place, or '' when the language has none for it. */
export function codeText(texts: ErrorTextLookup, code: string, params?: Record<string, string | number>): string {
  return texts.t(`codes.${code}`, { ...moneyShown(params), defaultValue: '' });
}

/** One field error's text: its code's own text if it has one, else the field code's (by plural form of its length). */
export function fieldText(texts: ErrorTextLookup, error: FieldError): string {
  const params = error.params ?? {};
  if (texts.exists(`codes.${error.code}`)) return codeText(texts, error.code, params);
  const count = params.max ?? params.min;
  return (
    texts.t(`fields.${error.code}`, { ...params, ...(count === undefined ? {} : { count: Number(count) }), defaultValue: '' }) || texts.t('fields.invalid')
  );
}
