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
} as const;
