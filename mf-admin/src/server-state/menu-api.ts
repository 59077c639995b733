import { serverState } from 'shared-lib/server-state';
import type { AdminCategory, AdminItem, Texts } from '../menu/admin-menu';

type MenuKind = AdminCategory['menu'];

/**
 * The menu editor's server state, the RTK Query way: the overview of a menu is one query tagged `Menu`; every write is
 * a mutation that invalidates it, so each view of the menu shows the change without being asked again by hand.
 * (Errors are the API's failures: `unwrap()` throws them for the forms' field messages.)
 */
export const menuApi = serverState.enhanceEndpoints({ addTagTypes: ['Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One menu's categories and items, or both menus' when `menu` is left out. */
    menuOverview: build.query<AdminCategory[], { menu?: MenuKind }>({
      query: ({ menu }) => ({ url: '/admin/menu', params: { menu } }),
      providesTags: ['Menu'],
    }),
    createMenuItem: build.mutation<AdminItem, { categoryId: number; slug: string; price: string; name: Texts; description: Texts; available: boolean }>({
      query: (body) => ({ url: '/admin/menu/items', method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
    updateMenuItem: build.mutation<AdminItem, { id: number; changes: Record<string, unknown> }>({
      query: ({ id, changes }) => ({ url: `/admin/menu/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Menu'],
    }),
    duplicateMenuItem: build.mutation<AdminItem, number>({
      query: (id) => ({ url: `/admin/menu/items/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: ['Menu'],
    }),
    deleteMenuItem: build.mutation<null, number>({ query: (id) => ({ url: `/admin/menu/items/${id}`, method: 'DELETE' }), invalidatesTags: ['Menu'] }),
    /** A photo for an item (multipart: axios adds the boundary). */
    uploadItemPhoto: build.mutation<AdminItem, { id: number; photo: FormData }>({
      query: ({ id, photo }) => ({ url: `/admin/menu/items/${id}/picture`, method: 'POST', body: photo, headers: { 'Content-Type': 'multipart/form-data' } }),
      invalidatesTags: ['Menu'],
    }),
    removeItemPhoto: build.mutation<AdminItem, number>({
      query: (id) => ({ url: `/admin/menu/items/${id}/picture`, method: 'DELETE' }),
      invalidatesTags: ['Menu'],
    }),
    createCategory: build.mutation<AdminCategory, { menu: MenuKind; slug: string; name: Texts; sortOrder: number }>({
      query: (body) => ({ url: '/admin/menu/categories', method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
    updateCategory: build.mutation<AdminCategory, { id: number; changes: Record<string, unknown> }>({
      query: ({ id, changes }) => ({ url: `/admin/menu/categories/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Menu'],
    }),
    deleteCategory: build.mutation<null, number>({ query: (id) => ({ url: `/admin/menu/categories/${id}`, method: 'DELETE' }), invalidatesTags: ['Menu'] }),
  }),
});
