import { BRAND_NAME, stripLanguage, track } from 'shared-lib';

/** SPEC 2.8: page titles derive from the path (its first segment names the page). */
export function pageTitleKey(pathname: string): string {
  const first = stripLanguage(pathname).split('/').filter(Boolean)[0] ?? '';
  const keys: Record<string, string> = {
    '': 'home',
    menu: 'menu',
    mokaland: 'mokaland',
    about: 'about',
    gallery: 'gallery',
    contact: 'contact',
    location: 'location',
    reservations: 'reservations',
    order: 'order',
    cart: 'cart',
    checkout: 'checkout',
    'order-success': 'orderSuccess',
    'track-order': 'trackOrder',
    login: 'login',
    register: 'register',
    profile: 'profile',
    'qapali-italyan-pizzasi': 'calzone',
    breakfast: 'breakfast',
    debug: 'debug',
  };
  return `pageTitle.${keys[first] ?? 'notFound'}`;
}

export function applyPageTitle(title: string, pathname: string): void {
  document.title = `${title} · ${BRAND_NAME}`;
  track('page_viewed', { path: pathname, title });
}
