import type { MenuItemDto, MenuKind } from './menu';

/** What a signed-in diner's account remembers (api/src/account): its addresses and favourite dishes. Since contract 1.4. */
export const DINER_MEMORY_PATHS = {
  addresses: '/me/addresses',
  favourites: '/me/favourites',
} as const;

/** How many delivery addresses an account keeps: the most recently used (an older one is let go when a new one comes). */
export const SAVED_ADDRESSES_MAX = 5;

/** A delivery address the diner used (or added) before, newest use first. */
export interface SavedAddressDto {
  id: number;
  address: string;
  lastUsedAt: string;
}

/** A favourite dish: the item as the menu shows it, and which menu it is on (its page's address depends on it). */
export interface FavouriteDishDto {
  menu: MenuKind;
  item: MenuItemDto;
}
