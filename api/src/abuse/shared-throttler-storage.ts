import type { ThrottlerStorage } from '@nestjs/throttler';
import type { LimitStore } from './write-limits';

/**
 * @nestjs/throttler's storage interface over the write limits' store, so sign-in, registration and password-change
 * attempts are counted once for all API processes (the throttler's default storage counts in each process).
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: LimitStore) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    // Counted past the limit (the guard decides with `isBlocked`), so the window is the store's own.
    const limiter = this.store.limiter(`throttle-${throttlerName}`, Number.MAX_SAFE_INTEGER, seconds);
    const res = await limiter.consume(key);
    const timeToExpire = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const isBlocked = res.consumedPoints > limit;
    return { totalHits: res.consumedPoints, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }
}
