import { CART_STORE_WANTED_EVENT, hasPendingCartItems, type CartStoreModule } from 'shared-lib';
import { loadRemoteModule } from './remote-loader';

let loading: Promise<CartStoreModule | undefined> | undefined;

/**
 * Loads mf-cart's store module once. Until it has loaded the header counts the cart saved in this browser, so it
 * loads only when wanted (loadCartStoreWhenWanted): on the first add (the item waits, kept in storage too, and is
 * handed over: shared-lib's addToCart), on a table's QR visit, with mf-cart's own pages (their modules import it)
 * and with the profile's order list. A failed load is not kept: the next call tries again.
 */
export function loadCartStore(): Promise<CartStoreModule | undefined> {
  loading ??= loadRemoteModule<CartStoreModule>('mf_cart/store').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}

/** A table's QR code links to /{lang}/menu?table=12: mf-cart's store keeps that number, so it starts at once. */
export const TABLE_PARAM = 'table';

/**
 * Loads mf-cart's store when an item waits for it (addToCart before it loaded, here or on a page left before the
 * store took the item) or when the visit comes from a table's QR code.
 */
export function loadCartStoreWhenWanted(): void {
  window.addEventListener(CART_STORE_WANTED_EVENT, () => void loadCartStore());
  if (hasPendingCartItems() || new URLSearchParams(window.location.search).has(TABLE_PARAM)) void loadCartStore();
}
