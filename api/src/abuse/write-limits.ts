import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { ApiErrorCode } from 'shared-lib/contracts';
import { apiError } from '../common/api-error';
import { type AppConfigType, appConfig } from '../config/app-config';
import type { DatabaseSettings } from '../config/database';
import { DATABASE_SETTINGS } from '../config/tokens';
import { clientOf } from '../common/client-address';

/**
 * How many anonymous writes one client (its address) and one contact (phone or e-mail) may make, and over how long.
 * The one table of these limits; WRITE_LIMIT_SCALE multiplies every count (tests and benchmarks that write in bulk).
 */
export const WRITE_LIMITS = {
  /** Orders from one address in a minute (a table of friends orders one by one; a script does not). */
  ordersPerClient: { points: 10, seconds: 60, code: 'TOO_MANY_ORDERS' },
  /** Orders for one phone number in an hour. */
  ordersPerPhone: { points: 10, seconds: 3600, code: 'TOO_MANY_ORDERS' },
  /** Bookings from one address in an hour. */
  bookingsPerClient: { points: 10, seconds: 3600, code: 'TOO_MANY_BOOKINGS' },
  /** Bookings for one phone number or one e-mail in a day. */
  bookingsPerContact: { points: 3, seconds: 86400, code: 'TOO_MANY_BOOKINGS' },
  /** Changes to bookings from one address in an hour (each may e-mail the booking's address). */
  bookingChangesPerClient: { points: 10, seconds: 3600, code: 'TOO_MANY_BOOKINGS' },
  /** Changes to one booking in a day. */
  bookingChangesPerBooking: { points: 5, seconds: 86400, code: 'TOO_MANY_BOOKINGS' },
  /** Contact-form messages from one address in an hour. */
  messagesPerClient: { points: 5, seconds: 3600, code: 'TOO_MANY_MESSAGES' },
  /** Contact-form messages from one e-mail in a day. */
  messagesPerEmail: { points: 3, seconds: 86400, code: 'TOO_MANY_MESSAGES' },
  /** Registrations tried from one address in an hour (a taken e-mail is answered as such: the site signs new accounts in). */
  registrationsPerClient: { points: 5, seconds: 3600, code: 'TOO_MANY_REQUESTS' },
  /** New sign-in e-mails one account may ask for in a day (each sends a message). */
  emailChangesPerUser: { points: 5, seconds: 86400, code: 'TOO_MANY_REQUESTS' },
  /** Newsletter sign-ups from one address in an hour. */
  subscriptionsPerClient: { points: 10, seconds: 3600, code: 'TOO_MANY_MESSAGES' },
  /**
   * Sign-in, registration and password attempts from one address at one route in a minute (AUTH_RATE_LIMIT, 10 unless
   * told; not scaled by WRITE_LIMIT_SCALE): what guessing a password costs.
   */
  attemptsPerClient: { points: 10, seconds: 60, code: 'TOO_MANY_REQUESTS' },
  /** Release-health reports (a page's batch of visits, errors and Web Vitals) from one client in a minute. */
  healthReportsPerClient: { points: 30, seconds: 60, code: 'TOO_MANY_REQUESTS' },
  /** Content-security-policy reports from one address in a minute (not scaled: browsers send them, not our tests' writes). */
  cspReportsPerClient: { points: 30, seconds: 60, code: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<string, { points: number; seconds: number; code: ApiErrorCode }>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** Phones and e-mails are counted under a hash: the counters table holds no one's contact. */
export function contactKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** A refusal: 429 with the limit's code and Retry-After in seconds. */
export class WriteLimitExceeded extends HttpException {
  constructor(
    code: ApiErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(apiError(code), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counters kept where every API process sees them: the PostgreSQL table `rate_limits` (rate-limiter-flexible's
 * RateLimiterPostgres), or memory on the embedded PGlite, which one process owns. When PostgreSQL does not answer, an
 * in-memory limiter with the same limit decides for that process (the library's insurance limiter).
 */
@Injectable()
export class LimitStore implements OnModuleDestroy {
  private readonly logger = new Logger('WriteLimits');
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly cleanup?: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE_SETTINGS) private readonly settings: DatabaseSettings,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    if (settings.kind === 'postgresql') {
      const hourly = setInterval(() => void this.clearExpired(), 3600_000);
      hourly.unref();
      this.cleanup = hourly;
    }
  }

  /** One limiter per (name, points, window); its keys are prefixed with the name. */
  limiter(name: string, points: number, seconds: number): RateLimiterAbstract {
    const id = `${name}:${points}:${seconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
      limiter =
        this.settings.kind === 'postgresql'
          ? new RateLimiterPostgres({
              storeClient: this.dataSource,
              storeType: 'typeorm',
              tableName: 'rate_limits',
              tableCreated: true,
              clearExpiredByTimeout: false,
              keyPrefix: name,
              points,
              duration: seconds,
              insuranceLimiter: memory,
            })
          : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private async clearExpired(): Promise<void> {
    await this.dataSource
      .query('DELETE FROM rate_limits WHERE expire < $1', [Date.now()])
      .catch((error: Error) => this.logger.warn(`clearing expired limits failed: ${error.message}`));
  }

  onModuleDestroy(): void {
    if (this.cleanup) clearInterval(this.cleanup);
  }
}

/** Takes one write from a client's or a contact's allowance, or refuses the request with 429. */
@Injectable()
export class WriteLimits {
  constructor(
    private readonly store: LimitStore,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /**
   * Counts one write under each given key (all are counted, so a refused burst still uses up the allowance), the keys
   * side by side (one round trip's wait, not one per key); refused if any is over its limit (the first in order).
   */
  async take(checks: Array<[WriteLimitName, string | null | undefined]>): Promise<void> {
    const refusals = await Promise.all(
      checks.map(async ([name, key]) => {
        if (!key) return null;
        const rule = WRITE_LIMITS[name];
        const limiter = this.store.limiter(name, this.pointsOf(name), rule.seconds);
        try {
          await limiter.consume(key);
          return null;
        } catch (outcome) {
          if (!(outcome instanceof RateLimiterRes)) throw outcome;
          return new WriteLimitExceeded(rule.code, Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)));
        }
      }),
    );
    const refusal = refusals.find((r) => r !== null);
    if (refusal) throw refusal;
  }

  private pointsOf(name: WriteLimitName): number {
    if (name === 'attemptsPerClient') return this.config.authRateLimit;
    if (name === 'cspReportsPerClient') return WRITE_LIMITS[name].points;
    return Math.max(1, Math.round(WRITE_LIMITS[name].points * this.config.writeLimitScale));
  }
}

const LIMITED_PER_CLIENT = 'pizza-inn:limited-per-client';

/** Counts each request to a route under its client (common/client-address.ts: IPv4 address or IPv6 /64), per route. */
@Injectable()
export class LimitPerClientGuard implements CanActivate {
  constructor(
    private readonly limits: WriteLimits,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<WriteLimitName | undefined>(LIMITED_PER_CLIENT, context.getHandler());
    if (!name) return true;
    const req = context.switchToHttp().getRequest<Request>();
    await this.limits.take([[name, `${context.getClass().name}.${context.getHandler().name}:${clientOf(req)}`]]);
    return true;
  }
}

/**
 * A route whose requests one client may make `WRITE_LIMITS[name]` times per window (sign-in attempts by default), in the
 * same store as every other limit: 429 with the limit's code and Retry-After past it.
 */
export const LimitPerClient = (name: WriteLimitName = 'attemptsPerClient') =>
  applyDecorators(SetMetadata(LIMITED_PER_CLIENT, name), UseGuards(LimitPerClientGuard));
