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
 * Refuses a password from the lists of common passwords or as easy to guess (400 `PASSWORD_TOO_COMMON` on the
 * field), also counting the person's own name and e-mail as guessable words.
 */
export async function assertUncommonPassword(password: string, field: string, personal: string[] = []): Promise<void> {
  const { score } = (await loadChecker()).check(password, personal.filter(Boolean));
  if (score < MIN_PASSWORD_SCORE) throw new BadRequestException(apiError('PASSWORD_TOO_COMMON', field));
}
