import { skipToken } from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, ORDER_PATHS, type OrderDto, type OrderStatusEvent } from 'shared-lib';
import { OPEN_ORDER_STATUSES, type Language } from 'shared-lib/domain';
import { useDinerAccount } from './diner-memory';
import { serverState } from './server-state';

/** An order as the diner follows it: what the API last said, and whether its live stream is open right now. */
export interface FollowedOrder {
  order: OrderDto;
  /**
   * Whether its live stream is open: null until it first connects (or for a closed order, which has none), false while
   * the stream is refused (the API's stream caps: 429) or away, when a screen says it is not live.
   */
  live: boolean | null;
}

/** How often an order whose live stream is refused is read again, and its stream tried again. */
export const ORDER_RECHECK_SECONDS = 30;

const isOpen = (order: OrderDto) => OPEN_ORDER_STATUSES.includes(order.status);

/**
 * The diner's order reads, one cache for every screen that shows an order (the tracking page, the open-order banner on
 * every page, the home page and the profile): two screens showing the same order share one read and one stream.
 */
export const orderReads = serverState.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An order by its public code, live while it is open: the API's stream (server-sent events) says the current
     * status on every (re)connect and then every change, and each reconnect reads the whole order again, so nothing
     * that changed while the stream was away is missed. A refused stream is retried every ORDER_RECHECK_SECONDS.
     */
    followedOrder: build.query<FollowedOrder, { code: string; lang: Language }>({
      query: ({ code, lang }) => ({ url: ORDER_PATHS.track, params: { code }, lang }),
      transformResponse: (order: OrderDto): FollowedOrder => ({ order, live: null }),
      // a re-read replaces the order; whether the stream is open is the stream's to say
      merge: (current, incoming) => ({ order: incoming.order, live: current.live }),
      async onCacheEntryAdded({ code, lang }, cache) {
        const { cacheDataLoaded, cacheEntryRemoved, dispatch } = cache;
        const updateCachedData = (change: (draft: FollowedOrder) => void) => cache.updateCachedData(change);
        try {
          const { data } = await cacheDataLoaded;
          if (!isOpen(data.order) || typeof EventSource === 'undefined') return;
        } catch {
          return;
        }
        const reread = () => void dispatch(orderReads.endpoints.followedOrder.initiate({ code, lang }, { forceRefetch: true, subscribe: false }));
        let events: EventSource | null = null;
        let retry: ReturnType<typeof setTimeout> | undefined;
        let opened = false;
        let ended = false;
        const stop = () => {
          clearTimeout(retry);
          events?.close();
          events = null;
        };
        const follow = () => {
          events = new EventSource(`${API_BASE_PATH}${ORDER_PATHS.events(code)}`);
          events.addEventListener('open', () => {
            updateCachedData((d) => void (d.live = true));
            if (opened) reread();
            opened = true;
          });
          events.addEventListener('status', (e) => {
            const { status } = JSON.parse((e as MessageEvent<string>).data) as OrderStatusEvent;
            updateCachedData((d) => void (d.order.status = status));
            // a closed order changes no more: its stream is let go
            if (!OPEN_ORDER_STATUSES.includes(status)) {
              updateCachedData((d) => void (d.live = null));
              stop();
              reread();
            }
          });
          // the courier left with it: the order is read again (its "on the way" time)
          events.addEventListener('dispatched', reread);
          events.addEventListener('error', () => {
            // the browser reconnects by itself after a dropped connection; a refused one (429, 404) it gives up on
            if (!events || events.readyState !== EventSource.CLOSED || ended) return;
            updateCachedData((d) => void (d.live = false));
            retry = setTimeout(() => {
              if (ended) return;
              reread();
              follow();
            }, ORDER_RECHECK_SECONDS * 1000);
          });
        };
        follow();
        await cacheEntryRemoved;
        ended = true;
        stop();
      },
    }),
    /** The signed-in diner's orders, newest first (keyed by the account: one signing in after another never sees theirs). */
    accountOrders: build.query<OrderDto[], { account: string; lang: Language }>({
      query: ({ lang }) => ({ url: ORDER_PATHS.history, lang }),
      // placing an order reads them again (the checkout invalidates the tag)
      providesTags: ['AccountOrders'],
    }),
  }),
});

export const { useFollowedOrderQuery } = orderReads;

/**
 * The signed-in diner's orders in a language (undefined while read, or for no diner): read again whenever a screen that
 * shows them opens, and every `pollingSeconds` while one that asks for it stays open (the open-order card).
 */
export function useAccountOrders(
  lang: Language,
  { pollingSeconds }: { pollingSeconds?: number } = {},
): { account: string | null; orders: OrderDto[] | undefined; failed: boolean } {
  const account = useDinerAccount();
  const { currentData, isError } = orderReads.useAccountOrdersQuery(account ? { account, lang } : skipToken, {
    refetchOnMountOrArgChange: true,
    ...(pollingSeconds ? { pollingInterval: pollingSeconds * 1000, skipPollingIfUnfocused: true } : {}),
  });
  return { account, orders: account ? currentData : undefined, failed: Boolean(account) && isError };
}
