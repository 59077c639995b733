import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U: easy to read aloud and to type. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A random code: 10 characters carry about 49 bits, so codes cannot be guessed or enumerated. */
export function randomCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const CODE_PATTERN = /^[A-HJ-KM-NP-TV-Z2-9]{6,16}$/;
