import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A remote's manifest and its entry script are each tried 3 times in all, a second apart, before the load fails
 * (and fallback.ts answers). The manifest is revalidated with its server each time: a release shows at once.
 */
export const LOAD_TRIES = 3;

export function retryPlugin() {
  return RetryPlugin({
    // retryTimes counts the tries after the first
    fetch: { retryTimes: LOAD_TRIES - 1, options: { cache: 'no-cache' } },
    // the runtime has tried the entry once before the plugin's retries begin
    script: { retryTimes: LOAD_TRIES - 2, retryDelay: 1000 },
  });
}
