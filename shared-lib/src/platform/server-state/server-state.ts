import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
// From the package itself, not by path: in a remote's build these are the shell's shared-lib (the federation singleton).
import { addStoreMiddleware, apiClient, injectReducer, serverAnswer, serverAnswerKey, type ApiFailure, type Language } from 'shared-lib';

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

/** Server answers already used by a query in this page: later queries of the same address ask the API. */
const taken = new Set<string>();

/**
 * Every query goes through shared-lib's API client (its token, refresh, time-out and error shape). A query the site's
 * server answered when it wrote the page is answered from the page, once: no second request for what is on screen.
 */
const apiClientQuery: BaseQueryFn<ServerRequest, unknown, ApiFailure> = async ({ url, lang, params, method, body, headers }) => {
  if (method) {
    try {
      const { data } = await apiClient.http.request<unknown>({ url, method, params, data: body, headers }).then((res) => res.data as { data: unknown });
      return { data };
    } catch (error) {
      return { error: error as ApiFailure };
    }
  }
  if (lang && typeof document !== 'undefined') {
    const key = serverAnswerKey(url, lang);
    const known = taken.has(key) ? undefined : serverAnswer(url, lang);
    taken.add(key);
    if (known !== undefined) return { data: known };
  }
  try {
    const { data } = await apiClient.get<unknown>(url, { params: lang ? { ...params, lang } : params });
    return { data };
  } catch (error) {
    return { error: error as ApiFailure };
  }
};

/** How long an answer no screen uses any more is kept: moving between the menu and an item does not ask again. */
export const SERVER_STATE_KEEP_SECONDS = 60;

/**
 * The site's server state, read through RTK Query: one cache in the page's store for every part (the shell provides
 * this module as a federation singleton, loaded with the first remote that reads through it). Each part adds its
 * endpoints with `serverState.injectEndpoints`; endpoints more than one part reads live here (./menu.ts).
 */
export const serverState = createApi({
  reducerPath: 'serverState',
  baseQuery: apiClientQuery,
  keepUnusedDataFor: SERVER_STATE_KEEP_SECONDS,
  tagTypes: ['Favourites', 'SavedAddresses'],
  endpoints: () => ({}),
});

// Every store of the page (and, on the site's server, of each page rendered) gets the cache and its middleware.
injectReducer(serverState);
addStoreMiddleware(serverState.middleware);

/**
 * A query's data, or while it has not answered yet the answer the site's server wrote the page with: the first render
 * in the browser then shows what the server rendered (React hydrates it), and the server renders with it.
 */
export function withServerAnswer<T>(result: { currentData?: T; isError: boolean }, request: ServerRequest): T | undefined {
  if (result.currentData !== undefined) return result.currentData;
  return result.isError || !request.lang ? undefined : serverAnswer<T>(request.url, request.lang);
}
