import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries a failed manifest fetch or remote script twice more, a second apart (3 tries in all). */
export function retryPlugin() {
  return RetryPlugin({ fetch: { retryTimes: 3, retryDelay: 1000 }, script: { retryTimes: 3, retryDelay: 1000 } });
}
