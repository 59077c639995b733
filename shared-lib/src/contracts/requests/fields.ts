import * as v from 'valibot';
import { emailFormat, passwordFormat, phoneFormat } from '../../domain/formats/input-formats';
import { SUPPORTED_LANGUAGES } from '../../domain/i18n/languages';
import { DELIVERY_ADDRESS_LENGTH } from '../../domain/orders/order-rules';

/**
 * The building blocks of the request schemas: one rule each, so a limit is written once and the API's pipe, the
 * forms and the generated boundary tests all read it from the schema (its `requirement`).
 */

/** Text as people type it: trimmed, then `min` to `max` characters (a `min` of 1 means "required"). */
export const trimmedText = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/** Text taken as sent (names in the four languages, passwords): `min` to `max` characters. */
export const exactText = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

/**
 * An e-mail address: trimmed and NFKC-normalised first (a full-width "ａdmin@…" is "admin@…"), then the address rule,
 * which takes ASCII letters only in the part before the @ (a Cyrillic "аdmin@…" look-alike is refused).
 */
export const emailField = v.pipe(v.string(), v.trim(), v.normalize('NFKC'), emailFormat);

/** A phone number (trimmed first). */
export const phoneField = v.pipe(v.string(), v.trim(), phoneFormat);

/** A new password: 8 to 128 characters with a letter and a digit. */
export const passwordField = passwordFormat;

/** One of the site's languages. */
export const languageField = v.picklist(SUPPORTED_LANGUAGES);

/** True for a real calendar day written yyyy-mm-dd: "2026-11-30" yes, "2026-11-31" and "2026-02-29" no. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day yyyy-mm-dd that exists (an impossible date is a field error, never a 500 further on). */
export const calendarDateField = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate));

/** A time of day, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeField = v.pipe(v.string(), v.regex(TIME_PATTERN));

/** A whole number from `min` to `max` in a JSON body. */
export const wholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A number (not necessarily whole) from `min` to `max` in a JSON body. */
export const numberBetween = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));

/** Digits in a query string, read as a whole number from `min` to `max`. */
export const DIGITS_PATTERN = /^\d{1,16}$/;
export const queryWholeNumber = (min: number, max: number) => v.pipe(v.string(), v.regex(DIGITS_PATTERN), v.transform(Number), wholeNumber(min, max));

/** The token of a link the site e-mailed (confirmation, reset, unsubscribe). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const linkTokenField = v.pipe(v.string(), v.regex(LINK_TOKEN_PATTERN));

/** A slug of the menu (category, package): lowercase letters, digits and dashes, 80 at most. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
export const slugField = v.pipe(v.string(), v.regex(SLUG_PATTERN));

/** How long a person's name may be (trimmed). */
export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;
/** A person's name: trimmed, 2 to 100 characters. */
export const personNameField = trimmedText(PERSON_NAME_LENGTH.min, PERSON_NAME_LENGTH.max);

/** A delivery address as the diner types it: trimmed, 5 to 300 characters. */
export const deliveryAddressField = trimmedText(DELIVERY_ADDRESS_LENGTH.min, DELIVERY_ADDRESS_LENGTH.max);

/** A cart's session id: what lets a guest cancel a pending order of theirs. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const sessionIdField = v.pipe(v.string(), v.regex(SESSION_ID_PATTERN));

/** A table's number as printed on its QR code. */
export const TABLE_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,10}$/;
export const tableNumberField = v.pipe(v.string(), v.trim(), v.regex(TABLE_NUMBER_PATTERN));

/** A field that is there for old clients and ignored (prices and totals are the server's). */
export const ignoredField = v.optional(v.unknown());

/** The message of a field another one makes required (a partial check forwarded to that field). */
export const requiredMessage = (field: string) => `${field} is required here`;

/** What a request schema hands the API's handler (trimmed, numbers read). */
export type RequestOf<S extends v.GenericSchema> = v.InferOutput<S>;
