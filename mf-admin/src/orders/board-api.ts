import { API_BASE_PATH, apiClient, isApiFailure, readEventStream } from 'shared-lib';
import { OPEN_ORDER_STATUSES, STORAGE_KEYS, type Language } from 'shared-lib/domain';
import { serverState } from 'shared-lib/server-state';
import type { AdminOrder } from './admin-order';

/**
 * Whether the board is true now. `live`: the stream is open and the board was resynced on connecting; `reconnecting`:
 * the stream dropped (the board shows when it was last known true); `ended`: the session ended (the cards stay,
 * nothing new arrives until someone signs in).
 */
export type BoardConnection = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface KitchenBoard {
  /** Every open order, oldest first. */
  orders: AdminOrder[];
  /** The newest order event the board has applied (the stream resumes after it). */
  lastEventId: number;
  connection: BoardConnection;
  /** When the board was last known to be true (a resync, an event or a ping), ms since the epoch. */
  lastUpdate: number;
  /** Online ordering paused, as the stream last said (null until it says). */
  paused: boolean | null;
}

/** Retry delays after a dropped stream: 1, 2, 4, 8, 15 s, then every 15 s for as long as the page is open. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];

const NO_REDIRECT = { skipAuthRedirect: true } as const;
/** The stream's events about one order: a new one, a status, a line marked or a station's bump, the courier leaving. */
const ORDER_EVENT_TYPES = new Set(['created', 'status', 'line', 'dispatched', 'fired']);
/** The API pings every 15 s: a stream silent for longer than this is taken as dead (a Wi-Fi drop may not close it). */
const SILENT_STREAM_MS = 35000;
const isOpen = (order: AdminOrder) => OPEN_ORDER_STATUSES.includes(order.status);
const byAge = (a: AdminOrder, b: AdminOrder) => a.createdAt.localeCompare(b.createdAt) || a.code.localeCompare(b.code);

/** Puts an order where it belongs on the board (removed once it is no longer open). */
export function placeOrder(orders: AdminOrder[], order: AdminOrder): AdminOrder[] {
  const others = orders.filter((o) => o.code !== order.code);
  return isOpen(order) ? [...others, order].sort(byAge) : others;
}

/** Sign-ins made on the board (its in-place form, or the screen made a kitchen display) reconnect its stream. */
const signedInListeners = new Set<() => void>();
export function boardSignedIn(): void {
  for (const listener of signedInListeners) listener();
}

class SessionEnded extends Error {}

/** Resolves after `ms`, or at once when the browser comes back online or the page into view, or the board closes. */
function waitToRetry(ms: number, closed: Promise<unknown>, wake: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', visible);
      wake.delete(done);
      resolve();
    };
    const visible = () => document.visibilityState === 'visible' && done();
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', visible);
    wake.add(done);
    void closed.then(done);
  });
}

/**
 * The order board's data through RTK Query: the open orders (GET /admin/orders/open, oldest first, no cap), kept true
 * by the staff order stream in `onCacheEntryAdded`. The stream resumes after the last event id the board applied
 * (`Last-Event-ID`); on every (re)connect the board reads all open orders again once the stream says `ready`, so a
 * change made while it was away is never missed, whatever arrived or did not. Each event then updates its order.
 * A drop is retried for as long as the board is open; a refused session (401/403, `session-ended`) stops it until
 * someone signs in on the board.
 */
export const boardApi = serverState.injectEndpoints({
  endpoints: (build) => ({
    kitchenBoard: build.query<KitchenBoard, { lang: Language }>({
      query: ({ lang }) => ({ url: '/admin/orders/open', lang }),
      transformResponse: (answer: { items: AdminOrder[]; lastEventId: number }): KitchenBoard => ({
        orders: [...answer.items].sort(byAge),
        lastEventId: answer.lastEventId,
        connection: 'connecting',
        lastUpdate: Date.now(),
        paused: null,
      }),
      // A refetch brings the orders; what the stream knows (its state, its last id) stays.
      merge: (current, fresh) => ({
        ...fresh,
        lastEventId: Math.max(current.lastEventId, fresh.lastEventId),
        connection: current.connection,
        paused: current.paused,
      }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ lang }, lifecycle) {
        // (its functions are called on the lifecycle object, as its types declare them)
        const { cacheDataLoaded, cacheEntryRemoved } = lifecycle;
        try {
          await cacheDataLoaded;
        } catch {
          return; // left before the first answer
        }
        let closed = false;
        let controller: AbortController | undefined;
        const wake = new Set<() => void>();
        const removed = cacheEntryRemoved.then(() => {
          closed = true;
          controller?.abort();
        });
        // A sign-in on the board (or the screen made a kitchen display) reconnects at once with the new session.
        let switched = false;
        const signedIn = () => {
          switched = true;
          controller?.abort();
          // each waker removes itself from the set: call them from a copy
          for (const w of Array.from(wake)) w();
        };
        signedInListeners.add(signedIn);
        const set = (change: Partial<KitchenBoard>) => lifecycle.updateCachedData((draft) => void Object.assign(draft, change));
        // Offline: the open stream may hang rather than fail, so it is dropped at once and the board says it is not live.
        let heardAt = Date.now();
        const dropStream = () => controller?.abort();
        window.addEventListener('offline', dropStream);
        const watchdog = setInterval(() => Date.now() - heardAt > SILENT_STREAM_MS && dropStream(), 5000);

        const resync = async () => {
          const answer = (await apiClient.get<{ items: AdminOrder[]; lastEventId: number }>('/admin/orders/open', { params: { lang }, ...NO_REDIRECT })).data;
          lifecycle.updateCachedData((draft) => {
            draft.orders = [...answer.items].sort(byAge);
            draft.lastEventId = Math.max(draft.lastEventId, answer.lastEventId);
            draft.lastUpdate = Date.now();
            draft.connection = 'live';
          });
        };
        const refreshOrder = async (code: string) => {
          try {
            const order = (await apiClient.get<AdminOrder>(`/admin/orders/${code}`, { params: { lang }, ...NO_REDIRECT })).data;
            lifecycle.updateCachedData((draft) => {
              draft.orders = placeOrder(draft.orders, order);
            });
          } catch (error) {
            if (isApiFailure(error) && (error.status === 401 || error.status === 403)) throw new SessionEnded();
            // This change could not be read: the stream is dropped, and the reconnect reads every open order again.
            dropStream();
          }
        };

        let attempt = 0;
        while (!closed) {
          controller = new AbortController();
          switched = false;
          // set when a read made for the stream finds the session over (the stream is then dropped, not ended by it)
          let sessionOver = false;
          try {
            // A reconnect after a while may find the token run out: swap it first, as every API call does.
            await apiClient.refreshSessionIfDue();
            const token = localStorage.getItem(STORAGE_KEYS.token);
            const lastEventId = lifecycle.getCacheEntry().data?.lastEventId ?? 0;
            const res = await fetch(`${API_BASE_PATH}/admin/orders/events?lang=${lang}`, {
              headers: { Accept: 'text/event-stream', 'Last-Event-ID': String(lastEventId), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
              signal: controller.signal,
            });
            if (res.status === 401 || res.status === 403) throw new SessionEnded();
            if (!res.ok || !res.body) throw new Error(String(res.status));
            // The stream's own messages are taken in the order they came; an order's change is read at once, in
            // parallel with other orders' (a rush of 90 orders is not read one after another), in order per order.
            let queue = Promise.resolve();
            let ended = false;
            let failed = false;
            const reading = new Map<string, Promise<void>>();
            // A read not started yet reads the order as it is then: a second change meanwhile needs no read of its own.
            const waiting = new Set<string>();
            const readOrder = (code: string) => {
              if (waiting.has(code)) return;
              waiting.add(code);
              const next = (reading.get(code) ?? Promise.resolve())
                .then(() => {
                  waiting.delete(code);
                  return refreshOrder(code);
                })
                .catch(() => void (ended = true));
              reading.set(code, next);
              void next.then(() => reading.get(code) === next && reading.delete(code));
            };
            heardAt = Date.now();
            await readEventStream(res.body, ({ type, data, id }) => {
              heardAt = Date.now();
              if (ended || closed) return;
              const { code, order } = (data ?? {}) as { code?: unknown; order?: AdminOrder };
              // The stream brings the order as it is (the API reads it once for every board); else it is read here.
              if (ORDER_EVENT_TYPES.has(type) && typeof code === 'string' && !order) readOrder(code);
              queue = queue
                .then(async () => {
                  if (ended || failed || closed) return;
                  if (type === 'session-ended') {
                    ended = true;
                    return;
                  }
                  // The token the stream was opened with ran out (the session goes on): open it again at once with the
                  // refreshed one, from the last event seen, without showing a reconnect.
                  if (type === 'token-expired') {
                    switched = true;
                    return;
                  }
                  if (type === 'ready') {
                    await resync();
                    attempt = 0;
                    return;
                  }
                  if (type === 'ordering') set({ paused: Boolean((data as { paused?: unknown }).paused) });
                  lifecycle.updateCachedData((draft) => {
                    if (order && typeof order.code === 'string' && !reading.has(order.code)) draft.orders = placeOrder(draft.orders, order);
                    if (id && Number(id) > draft.lastEventId) draft.lastEventId = Number(id);
                    draft.lastUpdate = Date.now();
                  });
                })
                .catch((error: unknown) => {
                  // The read of the open orders after `ready` failed (a 502 from a process going down behind the proxy):
                  // the stream is dropped and opened again, never kept open while the board cannot be true. (It was
                  // kept: its pings held off the watchdog and every later event was skipped, "Not live" for good.)
                  if (error instanceof SessionEnded) ended = sessionOver = true;
                  else failed = true;
                  dropStream();
                });
            });
            await Promise.all([queue, ...reading.values()]);
            if (ended) throw new SessionEnded();
          } catch (error) {
            if (closed) break;
            if (error instanceof SessionEnded || sessionOver) {
              set({ connection: 'ended' });
              // Nothing more until someone signs in on the board (or the board closes).
              await waitToRetry(24 * 3600 * 1000, removed, wake);
              attempt = 0;
              continue;
            }
          }
          if (closed) break;
          if (switched) {
            switched = false;
            attempt = 0;
            continue;
          }
          set({ connection: 'reconnecting' });
          await waitToRetry(RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)]!, removed, wake);
        }
        signedInListeners.delete(signedIn);
        window.removeEventListener('offline', dropStream);
        clearInterval(watchdog);
      },
    }),
  }),
});

export const { useKitchenBoardQuery } = boardApi;
