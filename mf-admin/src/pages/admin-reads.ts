import { useCallback, useMemo } from 'react';
import { useDispatch, type AppDispatch } from 'shared-lib';
import { serverState, type ServerRequest } from 'shared-lib/server-state';

/**
 * The staff area's reads (every list and detail a page shows), through the page's server-state cache
 * (shared-lib/server-state, RTK Query): two parts of a page asking for the same thing make one request, and a page
 * opened again shows what it had at once while it asks again.
 */
const adminReads = serverState.injectEndpoints({
  endpoints: (build) => ({
    adminRead: build.query<unknown, ServerRequest>({ query: (request) => request, providesTags: ['AdminData'] }),
  }),
});

export interface AdminRead<T> {
  /** The last answer (kept while the page asks again), null before the first. */
  data: T | null;
  /** The last request failed. */
  error: boolean;
  /** What it failed with (the API's status and code), when it did. */
  failure: unknown;
  /** Asks again. */
  reload: () => void;
  /** Shows this answer (a write's result) without asking again. */
  set: (data: T) => void;
}

/** One GET of the staff API: `params` left undefined are not sent. */
export function useAdminRead<T>(url: string, params: ServerRequest['params'] = {}, options: { skip?: boolean } = {}): AdminRead<T> {
  const key = JSON.stringify(params);
  const request = useMemo<ServerRequest>(() => ({ url, params: JSON.parse(key) as ServerRequest['params'] }), [url, key]);
  // Staff need what is true now: a page opened again shows its last answer and asks again.
  const query = adminReads.useAdminReadQuery(request, { refetchOnMountOrArgChange: true, skip: options.skip });
  // the store's dispatch runs RTK Query's thunks (its state type is the API's own part of the store)
  const dispatch = useDispatch<AppDispatch>() as unknown as (thunk: ReturnType<typeof adminReads.util.updateQueryData>) => void;
  const { refetch } = query;
  const reload = useCallback(() => {
    try {
      void refetch();
    } catch {
      // not started yet: it asks on its own when it starts
    }
  }, [refetch]);
  const set = useCallback((data: T) => void dispatch(adminReads.util.updateQueryData('adminRead', request, () => data)), [dispatch, request]);
  return { data: (query.data as T | undefined) ?? null, error: query.isError, failure: query.error, reload, set };
}
