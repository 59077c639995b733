import { CART_STORE_WANTED_EVENT, type CartStoreModule } from 'shared-lib';
import { loadRemoteModule } from './remote-loader';

let loading: Promise<CartStoreModule | undefined> | undefined;

/**
 * Loads mf-cart's store module once. Until it has loaded the header counts the cart saved in this browser, so
 * only the pages that add to the cart load it: the remotes of REMOTES_THAT_ADD_TO_CART start it with their own load
 * (RemoteView), so an add never waits for it; mf-cart's own modules import it; and an add anywhere else asks for
 * it (loadCartStoreWhenWanted). A failed load is not kept: the next call tries again.
 */
export function loadCartStore(): Promise<CartStoreModule | undefined> {
  loading ??= loadRemoteModule<CartStoreModule>('mf_cart/store').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}

/** Loads mf-cart's store when an item waits for it (addToCart on a page that did not load it). */
export function loadCartStoreWhenWanted(): void {
  window.addEventListener(CART_STORE_WANTED_EVENT, () => void loadCartStore());
}
