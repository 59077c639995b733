import { randomInt } from 'node:crypto';
import { CODE_ALPHABET as ALPHABET } from 'shared-lib/domain';

/** A random code: 10 characters carry about 49 bits, so codes cannot be guessed or enumerated. */
export function randomCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
