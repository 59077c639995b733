import type { Language, OrderStatus } from 'shared-lib/domain';
import { serverState } from 'shared-lib/server-state';
import type { AdminOrder, AdminOrderPage } from '../orders/admin-order';
import type { Analytics } from '../pages/analytics-page';
import type { Dashboard } from '../pages/dashboard-page';

type Lang = { lang: Language };

/** What an order's change touches: the order itself and every list of orders (the recently closed included). */
const changed = (code: string) => [
  { type: 'Order' as const, id: code },
  { type: 'Order' as const, id: 'LIST' },
];

/**
 * Orders in the staff area, the RTK Query way: the list, one order and the recently closed are queries tagged `Order`;
 * every move (status, undo, recall, a line or a station done) is a mutation that invalidates the order and the lists,
 * so each view showing them is read again without a reload. (The board follows the live stream and shows each
 * mutation's answer at once.)
 */
export const ordersApi = serverState.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orderList: build.query<AdminOrderPage, Record<string, string | number | undefined>>({
      query: (params) => ({ url: '/admin/orders', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    order: build.query<AdminOrder, { code: string } & Lang>({
      query: ({ code, lang }) => ({ url: `/admin/orders/${encodeURIComponent(code)}`, params: { lang } }),
      providesTags: (_result, _error, { code }) => [{ type: 'Order', id: code }],
    }),
    recentlyClosed: build.query<AdminOrder[], Lang>({
      query: ({ lang }) => ({ url: '/admin/orders/recently-closed', params: { lang } }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** Today's figures (the dashboard), and the figures of a range of days: both change with every order. */
    dashboard: build.query<Dashboard, void>({ query: () => ({ url: '/admin/dashboard' }), providesTags: [{ type: 'Order', id: 'LIST' }] }),
    analytics: build.query<Analytics, { from: string; to: string; lang?: Language }>({
      query: (params) => ({ url: '/admin/analytics', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    changeOrderStatus: build.mutation<AdminOrder, { code: string; status: OrderStatus; note?: string } & Lang>({
      query: ({ code, status, note, lang }) => ({
        url: `/admin/orders/${code}/status`,
        method: 'PATCH',
        params: { lang },
        body: { status, ...(note ? { note } : {}) },
      }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    undoOrderStatus: build.mutation<AdminOrder, { code: string } & Lang>({
      query: ({ code, lang }) => ({ url: `/admin/orders/${code}/undo`, method: 'POST', params: { lang } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    recallOrder: build.mutation<AdminOrder, { code: string } & Lang>({
      query: ({ code, lang }) => ({ url: `/admin/orders/${code}/recall`, method: 'POST', params: { lang } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    /** The courier left with a ready delivery: the diner's tracker says "on the way". */
    dispatchOrder: build.mutation<AdminOrder, { code: string } & Lang>({
      query: ({ code, lang }) => ({ url: `/admin/orders/${code}/dispatch`, method: 'POST', params: { lang } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    /** The expo fires an order ahead early: on the kitchen's screens now. */
    fireOrder: build.mutation<AdminOrder, { code: string } & Lang>({
      query: ({ code, lang }) => ({ url: `/admin/orders/${code}/fire`, method: 'POST', params: { lang } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    markLineDone: build.mutation<AdminOrder, { code: string; lineId: number; done: boolean } & Lang>({
      query: ({ code, lineId, done, lang }) => ({ url: `/admin/orders/${code}/lines/${lineId}`, method: 'POST', params: { lang }, body: { done } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
    /** A dish marked sold out from its line on the board (or put back): the menu's reads, the storefront's included, follow. */
    markSoldOut: build.mutation<{ id: number; available: boolean; wasAvailable: boolean }, { id: number; soldOut: boolean }>({
      query: ({ id, soldOut }) => ({ url: `/admin/sold-out/${id}`, method: 'PUT', body: { soldOut } }),
      invalidatesTags: ['Menu'],
    }),
    markStationDone: build.mutation<AdminOrder, { code: string; station: string } & Lang>({
      query: ({ code, station, lang }) => ({ url: `/admin/orders/${code}/stations/${station}`, method: 'POST', params: { lang }, body: { done: true } }),
      invalidatesTags: (_result, _error, { code }) => changed(code),
    }),
  }),
});
