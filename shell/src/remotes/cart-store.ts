import type { CartStoreModule } from 'shared-lib';
import { loadRemoteModule } from './remote-loader';

let loading: Promise<CartStoreModule | undefined> | undefined;

/**
 * Loads mf-cart's store module once: the header's count needs it on every page, and a page that can add to the
 * cart (any remote's page) needs it before its first click, so a remote's page starts it with its own load. The
 * other pages start it once they have painted (bootstrap). A failed load is not kept: the next call tries again.
 */
export function loadCartStore(): Promise<CartStoreModule | undefined> {
  loading ??= loadRemoteModule<CartStoreModule>('mf_cart/store').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}
