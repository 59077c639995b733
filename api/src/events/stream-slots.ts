import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type AppConfigType, appConfig } from '../config/app-config';
import { apiError } from '../common/api-error';

/** Who holds a live stream: a staff account (its id), or, for the public streams, the client's address. */
export type StreamHolder = { account: number | string } | { client: string };

/** How long a refused client is told to wait before opening another stream (a stream ends when its page closes). */
const RETRY_AFTER_SECONDS = 30;

/**
 * The live streams (server-sent events) open in this API process, counted per holder: a staff account may keep
 * STREAMS_PER_ACCOUNT open (its board, bookings and chat on a few devices), a client address STREAMS_PER_CLIENT (the
 * public order tracking and settings streams; every diner on the restaurant's guest Wi-Fi shares one address). One
 * more is refused with 429 before the stream opens; a stream's slot is given back when it ends.
 */
@Injectable()
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfigType) {}

  /** Takes a slot for `holder`, or throws 429 TOO_MANY_REQUESTS; the function returned gives it back (once). */
  take(holder: StreamHolder): () => void {
    const key = 'account' in holder ? `account:${holder.account}` : `client:${holder.client}`;
    const max = 'account' in holder ? this.config.streamsPerAccount : this.config.streamsPerClient;
    const count = this.open.get(key) ?? 0;
    if (count >= max)
      throw Object.assign(new HttpException(apiError('TOO_MANY_REQUESTS'), HttpStatus.TOO_MANY_REQUESTS), { retryAfterSeconds: RETRY_AFTER_SECONDS });
    this.open.set(key, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  /** The streams `holder` has open now. */
  count(holder: StreamHolder): number {
    return this.open.get('account' in holder ? `account:${holder.account}` : `client:${holder.client}`) ?? 0;
  }
}
