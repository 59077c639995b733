import { configureStore } from '@reduxjs/toolkit';
import { createApi, retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
// From the package itself, not by path: in a remote's build these are the shell's shared-lib (the federation singleton).
import {
  addStoreMiddleware,
  apiClient,
  createApiClient,
  getAppStore,
  injectReducer,
  isTransientFailure,
  READ_RETRY_DELAYS_MS,
  serverPageState,
  serverStateRehydrated,
  type ApiClient,
  type ApiFailure,
} from 'shared-lib';
import { type Language } from 'shared-lib/domain';

/** What a query asks the API for: a path under /api, in a language (the key of the server's answers) and more parameters. */
export interface ServerRequest {
  url: string;
  lang?: Language;
  params?: Record<string, string | number | boolean | undefined>;
  /** A mutation's method and body (a query is a GET). */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A mutation's own headers (a photo's upload: `multipart/form-data`). */
  headers?: Record<string, string>;
}

/** What a store's thunks get (`extra`): the site's server reads the API at its own address with a client of its own. */
interface ServerStateExtra {
  apiClient?: ApiClient;
}

/**
 * Every query and mutation goes through shared-lib's API client (its token, refresh, time-out and error shape): the
 * page's (`apiClient`), or on the site's server the store's own (createServerReadStore).
 */
const apiClientQuery: BaseQueryFn<ServerRequest, unknown, ApiFailure> = async ({ url, lang, params, method, body, headers }, { extra }) => {
  const client = (extra as ServerStateExtra | undefined)?.apiClient ?? apiClient;
  try {
    if (method) {
      const { data } = await client.http.request<unknown>({ url, method, params, data: body, headers }).then((res) => res.data as { data: unknown });
      return { data };
    }
    const { data } = await client.get<unknown>(url, { params: lang ? { ...params, lang } : params });
    return { data };
  } catch (error) {
    return { error: error as ApiFailure };
  }
};

/** A read in the browser that meets a busy moment is tried again, as shared-lib's READ_RETRY_DELAYS_MS says. */
const apiClientQueryWithRetry = retry(apiClientQuery, {
  retryCondition: (error, args, { attempt }) =>
    attempt <= READ_RETRY_DELAYS_MS.length && typeof document !== 'undefined' && !(args as ServerRequest).method && isTransientFailure(error as ApiFailure),
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAYS_MS[attempt - 1] ?? 0)),
});

/** How long an answer no screen uses any more is kept: moving between the menu and an item does not ask again. */
export const SERVER_STATE_KEEP_SECONDS = 60;

/**
 * The site's server state, read through RTK Query: one cache in the page's store for every part (the shell provides
 * this module as a federation singleton, loaded with the first remote that reads through it). Each part adds its
 * endpoints with `serverState.injectEndpoints`; endpoints more than one part reads live here (./menu.ts).
 */
export const serverState = createApi({
  reducerPath: 'serverState',
  baseQuery: apiClientQueryWithRetry,
  // What the site's server read the page with (its `serverState`), put into the store before the page renders or
  // hydrates: the queries of the first render find their answers, and the browser asks the API for none of them.
  extractRehydrationInfo(action, { reducerPath }): any {
    if (serverStateRehydrated.match(action)) return (action.payload as Record<string, unknown> | undefined)?.[reducerPath];
  },
  keepUnusedDataFor: SERVER_STATE_KEEP_SECONDS,
  tagTypes: ['Favourites', 'SavedAddresses', 'AccountOrders', 'DeliveryZones', 'Menu'],
  endpoints: () => ({}),
});

// Every store of the page (and, on the site's server, of each page rendered) gets the cache and its middleware.
injectReducer(serverState);
addStoreMiddleware(serverState.middleware);

// The browser: the cache the site's server wrote this page with goes into the site's store as this module loads (it
// loads with the first part that reads through it, before that part renders or hydrates).
if (typeof document !== 'undefined') {
  const { serverState: fromServer } = serverPageState();
  if (fromServer) getAppStore().dispatch(serverStateRehydrated({ [serverState.reducerPath]: fromServer }));
}

/** The server reads as no one: no session token is kept or sent. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * The site's server: a store of the cache alone that reads the API at `baseURL` (`http://127.0.0.1:3010/api`), for
 * what a page shows before it is written (`initiate`, then `getRunningQueriesThunk`). Its `serverState` goes to the
 * page's render and into the page, where it is rehydrated (serverStateRehydrated).
 */
export function createServerReadStore(baseURL: string, timeoutMs?: number) {
  const extra: ServerStateExtra = { apiClient: createApiClient({ baseURL, timeoutMs, storage: NO_STORAGE }) };
  return configureStore({
    reducer: { [serverState.reducerPath]: serverState.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(serverState.middleware),
  });
}
