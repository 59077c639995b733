import { API_ERRORS } from 'shared-lib/error-messages';
import {
  Global,
  Module,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { LimitStore } from '../abuse/write-limits';
import { apiError } from './api-error';
import { type AppConfigType, appConfig } from '../config/app-config';
import { clientOf } from './client-address';

export const CODE_GUESSING_MESSAGE = API_ERRORS.CODE_GUESSING;
const WINDOW_SECONDS = 15 * 60;

/**
 * Order and reservation codes are random (about 49 bits), and guessing them is slowed down too: a client whose
 * lookups by code miss (404: no such code; 403: the code exists but the contact or session does not match)
 * `CODE_GUESS_LIMIT` times in 15 minutes is answered 429 until the window passes. Only misses count, so many
 * diners on one restaurant Wi-Fi address can follow their own orders freely. The count is kept in the write limits'
 * store, so every API process sees the same misses.
 */
@Injectable()
export class CodeGuessLimiter {
  constructor(
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly store: LimitStore,
  ) {}

  private get misses() {
    return this.store.limiter('codeMisses', this.config.codeGuessLimit, WINDOW_SECONDS);
  }

  /** Throws 429 while the client is over the limit. */
  async check(client = 'unknown'): Promise<void> {
    const seen = await this.misses.get(client).catch(() => null);
    if (seen && seen.consumedPoints >= this.config.codeGuessLimit) {
      throw Object.assign(new HttpException(apiError('CODE_GUESSING'), HttpStatus.TOO_MANY_REQUESTS), {
        retryAfterSeconds: Math.max(1, Math.ceil(seen.msBeforeNext / 1000)),
      });
    }
  }

  async miss(client = 'unknown'): Promise<void> {
    await this.misses.penalty(client, 1).catch(() => undefined);
  }
}

/** Checks the limit before the handler and counts its 404 and 403 answers as misses. */
@Injectable()
export class CodeGuessingInterceptor implements NestInterceptor {
  constructor(private readonly limiter: CodeGuessLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const client = clientOf(context.switchToHttp().getRequest<Request>());
    return from(this.limiter.check(client)).pipe(
      mergeMap(() => next.handle()),
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 0;
        if (status === HttpStatus.NOT_FOUND || status === HttpStatus.FORBIDDEN)
          return from(this.limiter.miss(client)).pipe(mergeMap(() => throwError(() => error)));
        return throwError(() => error);
      }),
    );
  }
}

@Global()
@Module({ providers: [CodeGuessLimiter, CodeGuessingInterceptor], exports: [CodeGuessLimiter, CodeGuessingInterceptor] })
export class CodeGuessingModule {}

/** On every route that finds an order or a reservation by its code (streams check the limiter themselves). */
export const LimitCodeGuessing = () => applyDecorators(UseInterceptors(CodeGuessingInterceptor));
