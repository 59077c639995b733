import { DINER_MEMORY_PATHS, useBrowserValue, useSelector, type FavouriteDishDto, type RootState, type SavedAddressDto } from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { serverState } from './server-state';

/**
 * What a signed-in diner's account remembers (contract 1.4): favourite dishes (mf-menu marks them, the home page lists
 * them) and saved delivery addresses (the checkout offers them, the profile manages them). Each read is keyed by the
 * account, so one signing in after another on a shared phone never sees the other's; a change refreshes them.
 */
export const dinerMemory = serverState.injectEndpoints({
  endpoints: (build) => ({
    favourites: build.query<FavouriteDishDto[], { account: string; lang: Language }>({
      query: ({ lang }) => ({ url: DINER_MEMORY_PATHS.favourites, params: { lang } }),
      providesTags: ['Favourites'],
    }),
    setFavourite: build.mutation<FavouriteDishDto[], { itemId: number; favourite: boolean; lang: Language }>({
      query: ({ itemId, favourite, lang }) => ({ url: `${DINER_MEMORY_PATHS.favourites}/${itemId}`, method: favourite ? 'PUT' : 'DELETE', params: { lang } }),
      invalidatesTags: ['Favourites'],
    }),
    savedAddresses: build.query<SavedAddressDto[], { account: string }>({
      query: () => ({ url: DINER_MEMORY_PATHS.addresses }),
      providesTags: ['SavedAddresses'],
    }),
    saveAddress: build.mutation<SavedAddressDto[], { address: string }>({
      query: ({ address }) => ({ url: DINER_MEMORY_PATHS.addresses, method: 'POST', body: { address } }),
      invalidatesTags: ['SavedAddresses'],
    }),
    forgetAddress: build.mutation<SavedAddressDto[], { id: number }>({
      query: ({ id }) => ({ url: `${DINER_MEMORY_PATHS.addresses}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SavedAddresses'],
    }),
  }),
});

/**
 * The signed-in diner's account id, or null (signed out, still checking, or a staff account: they have no diner memory).
 * Null too while React hydrates: the server paints every page signed out, and a remote's section may hydrate after the
 * session was checked.
 */
export function useDinerAccount(): string | null {
  const account = useSelector((s: RootState) => (s.auth?.status === 'authenticated' && s.auth.user?.role === 'CUSTOMER' ? s.auth.user.id : null));
  return useBrowserValue(account, null);
}

/** The signed-in diner's favourite dishes in a language (undefined while read, or for no diner). */
export function useFavourites(lang: Language): { account: string | null; favourites: FavouriteDishDto[] | undefined } {
  const account = useDinerAccount();
  const { currentData } = dinerMemory.useFavouritesQuery(account ? { account, lang } : skipToken);
  return { account, favourites: account ? currentData : undefined };
}

/** The signed-in diner's saved delivery addresses (undefined while read, or for no diner). */
export function useSavedAddresses(): { account: string | null; addresses: SavedAddressDto[] | undefined } {
  const account = useDinerAccount();
  const { currentData } = dinerMemory.useSavedAddressesQuery(account ? { account } : skipToken);
  return { account, addresses: account ? currentData : undefined };
}
