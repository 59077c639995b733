// `shared-lib/domain`: the restaurant's rules as plain functions and data, run alike by the browser, the site's
// server and the API: money, cart totals and fees, roles and permissions, languages and addresses, opening hours,
// reservation limits, order statuses, input formats, allergens, pictures, page titles and structured data. No
// React, no store, no browser API (oxlint.config.ts).
export * from './brand/brand';
export * from './cart/cart-rules';
export * from './cart/cart-session';
export * from './formats/input-formats';
export * from './i18n/dates';
export * from './i18n/detect';
export * from './i18n/languages';
export * from './i18n/numbers';
export * from './i18n/paths';
export * from './i18n/search-text';
export * from './menu/allergens';
export * from './menu/dietary-tags';
export * from './menu/menu-search';
export * from './menu/pictures';
export * from './menu/pricing';
export * from './money/money';
export * from './orders/kitchen-stations';
export * from './orders/device-orders';
export * from './orders/order-ahead';
export * from './orders/order-rules';
export * from './orders/tables';
export * from './reservations/reservation-rules';
export * from './roles/admin-routes';
export * from './roles/permissions';
export * from './roles/roles';
export * from './seo/page-head';
export * from './seo/seo-texts';
export * from './seo/site-pages';
export * from './seo/structured-data';
export * from './time/baku-time';
export * from './time/opening-hours';
export * from './time/hours-in-words';
export * from './time/service-day';
export * from './delivery/delivery-zones';
