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
} as const;
