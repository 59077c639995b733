import { Inject, Injectable, Logger } from '@nestjs/common';
import { contactKey, LimitStore, WriteLimitExceeded } from '../abuse/write-limits';
import { type AppConfigType, appConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { AccountMailService } from './account-mail.service';

/** The wait after a failure past SIGN_IN_FAILURES_BEFORE_DELAY (5 unless set): 2 s, doubling with each failure, 15 minutes at most. */
export const SIGN_IN_DELAY_MAX_SECONDS = 900;
/** Failed or refused sign-ins after which the account's owner is e-mailed (once a window). */
export const SIGN_IN_FAILURES_ALERT = 10;
/** The window failures are counted in: an hour from the first; a successful sign-in clears them. */
const FAILURE_WINDOW_SECONDS = 3600;

/** The wait after the `failures`-th failure in a row, in seconds (none before the `before`-th). */
export function signInDelaySeconds(failures: number, before: number): number {
  if (failures < before) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_SECONDS, 2 ** Math.min(30, failures - before + 1));
}

/**
 * Password guessing against one account from many addresses (each under the per-address limit): the account's failed
 * sign-ins are counted whoever sends them, in the write limits' store (every API process sees them). Past
 * SIGN_IN_FAILURES_BEFORE_DELAY (5) each failure makes the next attempt wait longer (429 with Retry-After), up to 15 minutes,
 * never for good (a persistent guesser keeps the wait long; the owner's way in is then a password reset link, which signs
 * in); at SIGN_IN_FAILURES_ALERT failed or refused attempts the owner is e-mailed. A successful sign-in or a password
 * reset clears it.
 * Failures to addresses with no account are counted the same way, so the answers tell nothing of who has one.
 */
@Injectable()
export class SignInLimits {
  private readonly logger = new Logger('SignInLimits');

  constructor(
    private readonly store: LimitStore,
    private readonly accountMail: AccountMailService,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  private get failures() {
    return this.store.limiter('signInFailures', 1_000_000, FAILURE_WINDOW_SECONDS);
  }

  private get attempts() {
    return this.store.limiter('signInAttempts', 1_000_000, FAILURE_WINDOW_SECONDS);
  }

  private get waits() {
    return this.store.limiter('signInWait', 1, SIGN_IN_DELAY_MAX_SECONDS);
  }

  /** Refuses an attempt while the account's wait runs. */
  async check(email: string): Promise<void> {
    const wait = await this.waits.get(contactKey(email)).catch(() => null);
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) {
      await this.countAttempt(email);
      throw new WriteLimitExceeded('TOO_MANY_REQUESTS', Math.max(1, Math.ceil(wait.msBeforeNext / 1000)));
    }
  }

  /** Counts a failed sign-in (the password did not match, or there is no such account). */
  async failed(email: string): Promise<void> {
    const counted = await this.failures.penalty(contactKey(email), 1).catch(() => null);
    const delay = signInDelaySeconds(counted?.consumedPoints ?? 0, this.config.signInFailuresBeforeDelay);
    if (delay > 0) await this.waits.block(contactKey(email), delay).catch(() => undefined);
    await this.countAttempt(email);
  }

  /** Counts a failed or refused attempt; at SIGN_IN_FAILURES_ALERT, the account's owner is told. */
  private async countAttempt(email: string): Promise<void> {
    const counted = await this.attempts.penalty(contactKey(email), 1).catch(() => null);
    if (counted?.consumedPoints !== SIGN_IN_FAILURES_ALERT) return;
    const owner = await this.users.findByEmailWithHash(email).catch(() => null);
    if (!owner || owner.device) return;
    await this.accountMail
      .tellOwnerOfFailedSignIns(owner, SIGN_IN_FAILURES_ALERT)
      .catch((error: Error) => this.logger.warn(`the failed sign-ins e-mail was not written: ${error.message}`));
  }

  /** The owner is in (signed in, or set a new password by a reset link): the count starts again. */
  async cleared(email: string): Promise<void> {
    const key = contactKey(email);
    await Promise.all([this.failures.delete(key), this.attempts.delete(key), this.waits.delete(key)]).catch(() => undefined);
  }
}
