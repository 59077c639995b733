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
import { type Observable, catchError, throwError } from 'rxjs';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/tokens';

export const CODE_GUESSING_MESSAGE = API_ERRORS.CODE_GUESSING;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Order and reservation codes are random (about 49 bits), and guessing them is slowed down too: a client whose
 * lookups by code miss (404: no such code; 403: the code exists but the contact or session does not match)
 * `CODE_GUESS_LIMIT` times in 15 minutes is answered 429 until the window passes. Only misses count, so many
 * diners on one restaurant Wi-Fi address can follow their own orders freely. The count lives in each API process.
 */
@Injectable()
export class CodeGuessLimiter {
  private readonly misses = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private recent(client: string, now: number): number[] {
    const list = (this.misses.get(client) ?? []).filter((at) => now - at < WINDOW_MS);
    if (list.length) this.misses.set(client, list);
    else this.misses.delete(client);
    return list;
  }

  /** Throws 429 while the client is over the limit. */
  check(client = 'unknown'): void {
    if (this.recent(client, Date.now()).length >= this.config.codeGuessLimit) {
      throw new HttpException(CODE_GUESSING_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  miss(client = 'unknown'): void {
    const now = Date.now();
    this.misses.set(client, [...this.recent(client, now), now]);
  }
}

/** Checks the limit before the handler and counts its 404 and 403 answers as misses. */
@Injectable()
export class CodeGuessingInterceptor implements NestInterceptor {
  constructor(private readonly limiter: CodeGuessLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const client = context.switchToHttp().getRequest<Request>().ip;
    this.limiter.check(client);
    return next.handle().pipe(
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 0;
        if (status === HttpStatus.NOT_FOUND || status === HttpStatus.FORBIDDEN) this.limiter.miss(client);
        return throwError(() => error);
      }),
    );
  }
}

/** One limiter for the whole API process. */
@Global()
@Module({ providers: [CodeGuessLimiter, CodeGuessingInterceptor], exports: [CodeGuessLimiter, CodeGuessingInterceptor] })
export class CodeGuessingModule {}

/** On every route that finds an order or a reservation by its code (streams check the limiter themselves). */
export const LimitCodeGuessing = () => applyDecorators(UseInterceptors(CodeGuessingInterceptor));
