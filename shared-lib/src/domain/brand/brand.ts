import type { KeyValueStorage } from '../i18n/detect';

/** The restaurant's name as shown in the header, titles and the welcome toast (SPEC 8.3). */
export const BRAND_NAME = 'Pizza Inn';

/** Prefix of every browser-storage key the site writes (SPEC 9: "the brand name followed by _language"). */
export const BRAND_STORAGE_PREFIX = 'PizzaInn';

export const STORAGE_KEYS = {
  language: `${BRAND_STORAGE_PREFIX}_language`,
  theme: `${BRAND_STORAGE_PREFIX}_theme`,
  token: `${BRAND_STORAGE_PREFIX}_token`,
  user: `${BRAND_STORAGE_PREFIX}_user`,
  orderSession: `${BRAND_STORAGE_PREFIX}_order_session`,
  /** Items added on a page that had not loaded mf-cart yet, until mf-cart takes them (contracts/store.ts). */
  pendingCartItems: `${BRAND_STORAGE_PREFIX}_pending_cart_items`,
  /** The orders placed on this device, newest first (domain/orders/device-orders.ts). */
  deviceOrders: `${BRAND_STORAGE_PREFIX}_orders`,
  /** What was typed at checkout, for this tab (sessionStorage; mf-cart's checkout-draft.ts): gone when its owner signs out. */
  checkoutDraft: `${BRAND_STORAGE_PREFIX}_checkout_draft`,
} as const;

/** The browser's localStorage, or nothing (on the server, or where the browser blocks it): what every part reads it through. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { window?: { localStorage: KeyValueStorage } }).window?.localStorage;
  } catch {
    return undefined;
  }
}
