import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../../domain/brand/brand';
import type { KeyValueStorage } from '../../domain/i18n/detect';
import {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  normaliseBody,
  type ApiFailure,
  type ApiSuccess,
} from '../../contracts/envelope';
import { codeForStatus } from '../../contracts/error-codes';
import { loadPageApiErrorTexts } from './error-text';
import { pageLanguage } from './page-language';

export const ADMIN_LOGIN_PATH = '/admin/login';

type ErrorListener = (failure: ApiFailure, request: { method?: string; url?: string }) => void;
const errorListeners = new Set<ErrorListener>();

/** Lets the shell log every API error (SPEC 8.1); returns a function that stops listening. */
export function addApiErrorListener(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export interface ApiClientOptions {
  baseURL?: string;
  storage?: KeyValueStorage;
  /** Called on a 401 after the session is cleared; the default sends the browser to the admin login. */
  onUnauthorized?: () => void;
  /** How long a request may take (API_TIMEOUT_MS unless told: the site's server waits less before it writes a page). */
  timeoutMs?: number;
  /** Replaces the HTTP transport (tests). */
  adapter?: AxiosRequestConfig['adapter'];
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function redirectToAdminLogin(): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== ADMIN_LOGIN_PATH) window.location.assign(ADMIN_LOGIN_PATH);
}

/** SPEC 8.1: server error field, else server message, else client error text, else 'An error occurred'. */
export function normaliseError(error: unknown): ApiFailure {
  const err = error as AxiosError<{ error?: unknown; message?: unknown; code?: unknown; errors?: Record<string, string[]>; fields?: ApiFailure['fields'] }>;
  const status = err?.response?.status;
  const data = err?.response?.data;
  if (err?.response === undefined && (err?.code === 'ERR_NETWORK' || err?.message === NETWORK_ERROR_MESSAGE)) {
    return { success: false, message: NETWORK_ERROR_MESSAGE, code: 'NETWORK', status, data };
  }
  const pick = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  const message = pick(data?.error) ?? pick(data?.message) ?? pick(err?.message) ?? DEFAULT_ERROR_MESSAGE;
  const failure: ApiFailure = { success: false, message, code: pick(data?.code) ?? codeForStatus(status), status, data };
  if (data?.errors && typeof data.errors === 'object') failure.errors = data.errors;
  if (data?.fields && typeof data.fields === 'object') failure.fields = data.fields;
  return failure;
}

/** A token is refreshed once it has less than this left (its life is 15 minutes). */
export const TOKEN_REFRESH_AHEAD_SECONDS = 5 * 60;
/** How often an open, visible page checks whether its token needs refreshing. */
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;
/** The calls that need no fresh session token: signing in, and the refresh itself. */
const SESSIONLESS_PATHS = ['/auth/login', '/auth/register', '/auth/refresh'];

/** When a JWT runs out (seconds since 1970), read from its payload; undefined if it is not one. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const part = token.split('.')[1];
    if (!part) return undefined;
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json?.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle a 401 here instead of ending the session and going to the admin login. */
    skipAuthRedirect?: boolean;
  }
}

export interface ApiClient {
  http: AxiosInstance;
  /**
   * Swaps the stored token for a new one when it has less than TOKEN_REFRESH_AHEAD_SECONDS left (or has run out within
   * the API's idle window): done before every request, and on a timer by `keepSessionFresh`. One refresh at a time.
   */
  refreshSessionIfDue(): Promise<void>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<ApiSuccess<T>>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiSuccess<T>>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiSuccess<T>>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiSuccess<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<ApiSuccess<T>>;
}

/**
 * The axios client of SPEC 7: base /api, 10 s time-out, JSON, bearer token from storage,
 * envelope normalisation, and the 401 handling of SPEC 4.4. Every method resolves with a
 * success envelope or rejects with an ApiFailure.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const storage = () => options.storage ?? browserStorage();
  const http = axios.create({
    baseURL: options.baseURL ?? API_BASE_PATH,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
    adapter: options.adapter,
  });

  let refreshing: Promise<void> | null = null;
  const refreshSessionIfDue = (): Promise<void> => {
    const token = storage()?.getItem(STORAGE_KEYS.token);
    const exp = token ? tokenExpiry(token) : undefined;
    if (!token || exp === undefined || exp - Date.now() / 1000 > TOKEN_REFRESH_AHEAD_SECONDS) return Promise.resolve();
    refreshing ??= axios
      .post(`${options.baseURL ?? API_BASE_PATH}/auth/refresh`, undefined, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: API_TIMEOUT_MS,
        adapter: options.adapter,
      })
      .then((res) => {
        const fresh = (res.data as { data?: { token?: unknown } })?.data?.token;
        // Only if no one signed in or out meanwhile.
        if (typeof fresh === 'string' && storage()?.getItem(STORAGE_KEYS.token) === token) storage()?.setItem(STORAGE_KEYS.token, fresh);
      })
      // A session that cannot be refreshed has ended: the request that follows gets its 401 and the usual sign-out.
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  http.interceptors.request.use(async (config) => {
    if (!SESSIONLESS_PATHS.some((p) => config.url?.startsWith(p))) await refreshSessionIfDue();
    const token = storage()?.getItem(STORAGE_KEYS.token);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // the API's refusals in the page's language
    const lang = pageLanguage();
    if (lang) config.headers.set('Accept-Language', lang);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      response.data = normaliseBody(response.data);
      return response;
    },
    async (error: unknown) => {
      const failure = normaliseError(error);
      const request = (error as AxiosError)?.config;
      for (const listener of errorListeners) listener(failure, { method: request?.method, url: request?.url });
      // SPEC 4.4: a 401 on a signed-in request ends the session. A failed sign-in (no token yet) is not a session
      // ending, and callers that handle it themselves (the start-up token check) opt out.
      const hadToken = Boolean(request?.headers?.Authorization ?? request?.headers?.get?.('Authorization'));
      const optedOut = (request as { skipAuthRedirect?: boolean } | undefined)?.skipAuthRedirect === true;
      if (failure.status === 401 && hadToken && !optedOut) {
        storage()?.removeItem(STORAGE_KEYS.token);
        storage()?.removeItem(STORAGE_KEYS.user);
        (options.onUnauthorized ?? redirectToAdminLogin)();
      }
      if (failure.status !== undefined && failure.status >= 500) {
        console.error(`API error ${failure.status}: ${failure.message}`);
      }
      // The caller will show a text for the failure's code in the page's language: have the texts at hand.
      await loadPageApiErrorTexts();
      return Promise.reject(failure);
    },
  );

  const unwrap = async <T>(p: Promise<{ data: unknown }>): Promise<ApiSuccess<T>> => {
    const envelope = (await p).data as ApiSuccess<T> | ApiFailure;
    if (envelope.success === false) throw envelope;
    return envelope;
  };

  return {
    http,
    refreshSessionIfDue,
    get: (url, config) => unwrap(http.get(url, config)),
    post: (url, body, config) => unwrap(http.post(url, body, config)),
    put: (url, body, config) => unwrap(http.put(url, body, config)),
    patch: (url, body, config) => unwrap(http.patch(url, body, config)),
    delete: (url, config) => unwrap(http.delete(url, config)),
  };
}

/** Answers that say the API was busy or out of reach for a moment (the site's proxy answers 503 when the API resets it). */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** A failure a read may meet for a moment only: the network, or a busy or unreachable API. */
export function isTransientFailure(failure: ApiFailure): boolean {
  return failure.code === 'NETWORK' || TRANSIENT_STATUSES.has(failure.status ?? 0);
}

/**
 * A read in the browser that meets a busy moment is tried twice more, after 0.5 and 1 s: a diner's page no longer
 * stays without what one busy moment refused (the birthday menu's packages, the home page's favourites). Writes are
 * never repeated (their own idempotency keys decide that), nor are reads on the site's server, which has its page
 * budget to keep. RTK Query's reads follow it through `retry` (platform/server-state); the shell's own reads through
 * `readWithRetries`.
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [500, 1000];

/** Runs a read (a GET), again after each of READ_RETRY_DELAYS_MS while it fails for a moment only. */
export async function readWithRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const delay = READ_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransientFailure(error as ApiFailure)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The one client the site uses (shared-lib is a federation singleton, so every remote gets this instance). */
export const apiClient = createApiClient();

/**
 * Keeps a signed-in page's session alive while it is open and visible (a kitchen board watched for an hour sends no
 * request): every minute and on coming back into view, the token is refreshed if due. A page closed or hidden longer
 * than the API's idle window finds its session ended. Returns a function that stops it.
 */
export function keepSessionFresh(client: ApiClient = apiClient): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const check = () => {
    if (document.visibilityState === 'visible') void client.refreshSessionIfDue();
  };
  const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}
