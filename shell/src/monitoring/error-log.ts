import { addApiErrorListener } from 'shared-lib';
import { BRAND_STORAGE_PREFIX } from 'shared-lib/domain';
import { safeStorage } from '../app/storage';

export const ERROR_LOG_KEY = `${BRAND_STORAGE_PREFIX}_error_log`;
const MAX_ENTRIES = 50;

export interface LoggedError {
  at: string;
  kind: 'csp' | 'api';
  detail: Record<string, unknown>;
}

export function readErrorLog(): LoggedError[] {
  try {
    return JSON.parse(safeStorage()?.getItem(ERROR_LOG_KEY) ?? '[]') as LoggedError[];
  } catch {
    return [];
  }
}

export function clearErrorLog(): void {
  safeStorage()?.removeItem(ERROR_LOG_KEY);
}

/** SPEC 8.1: content-security violations and API errors are logged and kept in local storage. */
export function logError(kind: LoggedError['kind'], detail: Record<string, unknown>): void {
  const entries = [{ at: new Date().toISOString(), kind, detail }, ...readErrorLog()].slice(0, MAX_ENTRIES);
  try {
    safeStorage()?.setItem(ERROR_LOG_KEY, JSON.stringify(entries));
  } catch {
    // storage full: keep going
  }
  if (kind === 'csp') console.warn('Content security violation', detail);
}

/** Starts logging; `onAnalyticsViolation` runs when a violation concerns analytics (SPEC 8.1). */
export function startErrorLogging(onAnalyticsViolation: () => void): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    const detail = { blockedURI: e.blockedURI, violatedDirective: e.violatedDirective, sourceFile: e.sourceFile };
    logError('csp', detail);
    if (/analytics/i.test(`${e.blockedURI} ${e.sourceFile}`)) onAnalyticsViolation();
  });
  addApiErrorListener((failure, request) => {
    logError('api', { status: failure.status ?? null, message: failure.message, method: request.method ?? '', url: request.url ?? '' });
  });
}
