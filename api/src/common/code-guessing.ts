import {
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

export const CODE_GUESSING_MESSAGE = 'Too many unknown codes. Please wait a few minutes and try again.';
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Order and reservation codes are random (about 49 bits), and guessing them is slowed down too: a client whose
 * lookups by code miss (404: no such code; 403: the code exists but the contact or session does not match)
 * `CODE_GUESS_LIMIT` times in 15 minutes is answered 429 until the window passes. Only misses count, so many
 * diners on one restaurant Wi-Fi address can follow their own orders freely. The count lives in each API process.
 */
@Injectable()
export class CodeGuessingInterceptor implements NestInterceptor {
  private readonly misses = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private recent(client: string, now: number): number[] {
    const list = (this.misses.get(client) ?? []).filter((at) => now - at < WINDOW_MS);
    if (list.length) this.misses.set(client, list);
    else this.misses.delete(client);
    return list;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const client = request.ip ?? 'unknown';
    const now = Date.now();
    if (this.recent(client, now).length >= this.config.codeGuessLimit) {
      throw new HttpException(CODE_GUESSING_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    return next.handle().pipe(
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 0;
        if (status === HttpStatus.NOT_FOUND || status === HttpStatus.FORBIDDEN) {
          this.misses.set(client, [...this.recent(client, Date.now()), Date.now()]);
        }
        return throwError(() => error);
      }),
    );
  }
}

/** On every route that finds an order or a reservation by its code. */
export const LimitCodeGuessing = () => applyDecorators(UseInterceptors(CodeGuessingInterceptor));
