import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type AppConfigType, appConfig } from '../config/app-config';
import { apiError } from '../common/api-error';

/** Who holds a live stream: a staff account (its id), or, for the public streams, the client (common/client-address.ts). */
export type StreamHolder = { account: number | string } | { client: string };

/** How long a refused client is told to wait before opening another stream (a stream ends when its page closes). */
const RETRY_AFTER_SECONDS = 30;
/** Past this share of PUBLIC_STREAMS_PER_PROCESS, a client already holding its fair share gets no more streams. */
const CROWDED = 0.75;

/**
 * The live streams (server-sent events) open in this API process, counted per holder: a staff account may keep
 * STREAMS_PER_ACCOUNT open (its board, bookings and chat on a few devices), a client STREAMS_PER_CLIENT (the public
 * order tracking and settings streams; every diner on the restaurant's guest Wi-Fi shares one address; an IPv6 client
 * is its /64, common/client-address.ts), and the public streams of all clients together PUBLIC_STREAMS_PER_PROCESS, so
 * that a flood from many addresses is refused long before the process's memory runs short (docs/reliability.md
 * measures what a stream costs). Staff streams are not counted in that total: a flood never locks the kitchen out of
 * its board. One more is refused with 429 and Retry-After before the stream opens; a slot is given back when it ends.
 */
@Injectable()
export class StreamSlots {
  private readonly open = new Map<string, number>();
  private publicOpen = 0;

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfigType) {}

  /** Takes a slot for `holder`, or throws 429 TOO_MANY_REQUESTS; the function returned gives it back (once). */
  take(holder: StreamHolder): () => void {
    const key = keyOf(holder);
    const isPublic = 'client' in holder;
    const max = isPublic ? this.config.streamsPerClient : this.config.streamsPerAccount;
    const count = this.open.get(key) ?? 0;
    if (count >= max || (isPublic && this.publicFull(count)))
      throw Object.assign(new HttpException(apiError('TOO_MANY_REQUESTS'), HttpStatus.TOO_MANY_REQUESTS), { retryAfterSeconds: RETRY_AFTER_SECONDS });
    this.open.set(key, count + 1);
    if (isPublic) this.publicOpen += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      if (isPublic) this.publicOpen -= 1;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  /**
   * Whether the public streams are full for a client holding `count`: at PUBLIC_STREAMS_PER_PROCESS for everyone, and
   * past CROWDED of it for a client already holding its fair share (a tenth of STREAMS_PER_CLIENT, at least 2), so
   * that the last quarter stays for diners following one or two orders while a flood from many addresses fills the rest.
   */
  private publicFull(count: number): boolean {
    const cap = this.config.publicStreamsPerProcess;
    if (this.publicOpen >= cap) return true;
    const fairShare = Math.max(2, Math.floor(this.config.streamsPerClient / 10));
    return this.publicOpen >= Math.floor(cap * CROWDED) && count >= fairShare;
  }

  /** The streams `holder` has open now. */
  count(holder: StreamHolder): number {
    return this.open.get(keyOf(holder)) ?? 0;
  }

  /** The public streams open in this process now (every client's). */
  get publicCount(): number {
    return this.publicOpen;
  }
}

function keyOf(holder: StreamHolder): string {
  return 'account' in holder ? `account:${holder.account}` : `client:${holder.client}`;
}
