import * as v from 'valibot';

/**
 * The formats of what people type, one schema each (valibot): the API's request schemas (shared-lib/contracts,
 * requests/) are built from them and the forms check them with `fitsFormat`, so a phone the form lets through is a
 * phone the API takes.
 */

/** The letters of order and reservation codes: no 0/O, 1/I/L or U, easy to read aloud and to type. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const CODE_LETTER = '[A-HJ-KM-NP-TV-Z2-9]';

/** International or local phone number: digits, spaces, brackets, dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
export const phoneFormat = v.pipe(v.string(), v.regex(PHONE_PATTERN));
/** An e-mail address, as the forms and the API check it (valibot's `email`), 254 characters at most. */
export const emailFormat = v.pipe(v.string(), v.email(), v.maxLength(254));
/** 8 to 128 characters with at least one letter and one digit. */
export const passwordFormat = v.pipe(v.string(), v.regex(/^(?=.*\p{L})(?=.*\d).{8,128}$/u));
/** An order's public code: 10 letters of CODE_ALPHABET. */
export const orderCodeFormat = v.pipe(v.string(), v.regex(new RegExp(`^${CODE_LETTER}{10}$`)));
/** A reservation's code: R and 7 letters of CODE_ALPHABET. */
export const reservationCodeFormat = v.pipe(v.string(), v.regex(new RegExp(`^R${CODE_LETTER}{7}$`)));

/** Any of these formats: a string schema. */
export type InputFormat = v.GenericSchema<string, string>;

/** Whether a value fits a format. */
export function fitsFormat(format: InputFormat, value: unknown): boolean {
  return v.safeParse(format, value).success;
}
