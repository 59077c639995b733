import { BadRequestException } from '@nestjs/common';
import { apiError } from '../common/api-error';

/** zxcvbn's score (0-4) a new password needs: 0 and 1 are the common ones (password1, qwerty123, Passw0rd!). */
export const MIN_PASSWORD_SCORE = 2;

type Checker = { check: (password: string, userInputs?: string[]) => { score: number } };
let checker: Promise<Checker> | undefined;

/** zxcvbn-ts with its common-password and keyboard-pattern lists, loaded by the first password set (a few MB). */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const { ZxcvbnFactory } = core as unknown as { ZxcvbnFactory: new (options: object) => Checker };
    const lists = common as unknown as { dictionary: object; adjacencyGraphs: object };
    return new ZxcvbnFactory({ dictionary: { ...lists.dictionary }, graphs: lists.adjacencyGraphs });
  });
  return checker;
}

/**
 * The site's own words, the first anyone guessing at this site's accounts tries: its name, its city, its kids' menu and
 * the demo accounts' pattern (Customer123!, Admin123!).
 */
export const SITE_WORDS = ['pizzainn', 'pizza inn', 'pizza', 'baku', 'baki', 'bakı', 'mokaland', 'customer', 'admin', 'superadmin', 'manager', 'staff'];

/**
 * Refuses a password from the lists of common passwords or as easy to guess (400 `PASSWORD_TOO_COMMON` on the
 * field), also counting the site's own words and the person's own name and e-mail as guessable words.
 */
export async function assertUncommonPassword(password: string, field: string, personal: string[] = []): Promise<void> {
  const own = personal.filter(Boolean).flatMap((value) => [value, ...value.split(/[\s@._-]+/).filter((part) => part.length >= 3)]);
  const { score } = (await loadChecker()).check(password, [...SITE_WORDS, ...own]);
  if (score < MIN_PASSWORD_SCORE || builtFromKnownWords(password, [...SITE_WORDS, ...own]))
    throw new BadRequestException(apiError('PASSWORD_TOO_COMMON', field));
}

const lettersOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/**
 * A password whose letters are known words and little else ("Customer123!", "MyPizzaInn2026", the person's own name
 * with a year): a known word is in it, and fewer than four letters are left once the words are taken out (a
 * generated password with few letters and no such word is not refused by this rule). zxcvbn scores such passwords fair
 * when digits and a symbol follow the word, so this rule stands beside its score.
 */
export function builtFromKnownWords(password: string, words: string[]): boolean {
  const letters = lettersOf(password);
  let rest = letters;
  for (const word of words
    .map(lettersOf)
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length))
    rest = rest.split(word).join('');
  return rest !== letters && rest.length < 4;
}
