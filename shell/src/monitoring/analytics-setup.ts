import { consoleSink, setAnalyticsSink } from 'shared-lib';

export const MAX_ANALYTICS_RETRIES = 5;
let attempts = 0;

/** Installs the analytics sink: the console in development, none in production until a provider is chosen. */
export function setupAnalytics(): void {
  setAnalyticsSink(process.env.NODE_ENV === 'development' ? consoleSink : null);
}

/** SPEC 8.1: an analytics-related security violation triggers up to 5 retries of the analytics setup. */
export function retryAnalyticsSetup(): boolean {
  if (attempts >= MAX_ANALYTICS_RETRIES) return false;
  attempts += 1;
  setTimeout(setupAnalytics, 1000 * attempts);
  return true;
}
