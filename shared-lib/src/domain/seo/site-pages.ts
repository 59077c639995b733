import { ADMIN_SECTIONS } from '../roles/admin-routes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { redirectForUnprefixed, SPECIAL_UNPREFIXED_PAGES } from '../i18n/paths';

/** Every page of the site, by what it is (its title and description keys in the `seo` texts). */
export type PageKey =
  | 'home'
  | 'menu'
  | 'menuItem'
  | 'mokaland'
  | 'birthdayMenu'
  | 'about'
  | 'gallery'
  | 'contact'
  | 'reservations'
  | 'manageBooking'
  | 'order'
  | 'location'
  | 'cart'
  | 'checkout'
  | 'orderSuccess'
  | 'trackOrder'
  | 'newsletterConfirm'
  | 'emailConfirm'
  | 'newsletterUnsubscribe'
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'register'
  | 'profile'
  | 'calzone'
  | 'breakfast'
  | 'debug'
  | 'offline'
  | 'admin'
  | 'notFound';

export interface SitePage {
  key: PageKey;
  /**
   * The language-free path below `/{lang}/`: `:name` matches one segment, a trailing `*` any further segments
   * (the cart's pages render whatever follows them).
   */
  path: string;
  /** Found by search engines and listed in sitemap.xml (pages of one diner's session are not). */
  indexable: boolean;
  /** The path of the page this one is a copy of (`mokaland/menu` is the Mokaland page). */
  canonicalPath?: string;
  /** Written whole by the site's server though not indexed (indexable pages always are): the offline page. */
  prerendered?: boolean;
}

/**
 * The public pages under `/{lang}/` (SPEC 2.2, plus the profile, sign-in and support pages the shell adds):
 * the one list the site's server answers from (200 or 404, head tags, sitemap.xml) and the shell titles pages by.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { key: 'home', path: '', indexable: true },
  { key: 'menu', path: 'menu', indexable: true },
  { key: 'menuItem', path: 'menu/:id', indexable: true },
  { key: 'mokaland', path: 'mokaland', indexable: true },
  { key: 'mokaland', path: 'mokaland/menu', indexable: true, canonicalPath: 'mokaland' },
  { key: 'menuItem', path: 'mokaland/menu/:id', indexable: true },
  { key: 'birthdayMenu', path: 'mokaland/birthday-menu', indexable: true },
  { key: 'about', path: 'about', indexable: true },
  { key: 'gallery', path: 'gallery', indexable: true },
  { key: 'contact', path: 'contact', indexable: true },
  { key: 'reservations', path: 'reservations', indexable: true },
  // A guest's own booking, found by its code (the booking e-mails link here with the code filled).
  { key: 'manageBooking', path: 'reservations/manage', indexable: false },
  { key: 'order', path: 'order', indexable: true },
  { key: 'location', path: 'location', indexable: true },
  { key: 'calzone', path: 'qapali-italyan-pizzasi', indexable: true },
  { key: 'breakfast', path: 'breakfast', indexable: true },
  // The cart page may be crawled (it shows the order's options and links to the menu; the performance issue asks for
  // its SEO score), but a wildcard path is never listed in sitemap.xml.
  { key: 'cart', path: 'cart/*', indexable: true },
  { key: 'checkout', path: 'checkout/*', indexable: false },
  { key: 'orderSuccess', path: 'order-success/*', indexable: false },
  { key: 'trackOrder', path: 'track-order', indexable: false },
  { key: 'trackOrder', path: 'track-order/:code', indexable: false },
  { key: 'login', path: 'login', indexable: false },
  { key: 'register', path: 'register', indexable: false },
  // A forgotten password: ask for a link, then the page the e-mailed link leads to (its token in the query).
  { key: 'forgotPassword', path: 'forgot-password', indexable: false },
  { key: 'resetPassword', path: 'reset-password', indexable: false },
  { key: 'profile', path: 'profile', indexable: false },
  { key: 'debug', path: 'debug', indexable: false },
  // What the service worker shows for a page not opened on this device before, with no network (a page of the site's
  // own instead of the browser's error page): kept by the worker when it installs.
  { key: 'offline', path: 'offline', indexable: false, prerendered: true },
  // The page a newsletter confirmation e-mail links to (the link's token is in the query).
  { key: 'newsletterConfirm', path: 'newsletter/confirm', indexable: false },
  // The page a new sign-in e-mail's confirmation links to.
  { key: 'emailConfirm', path: 'profile/confirm-email', indexable: false },
  // The page a newsletter e-mail's unsubscribe link leads to.
  { key: 'newsletterUnsubscribe', path: 'newsletter/unsubscribe', indexable: false },
];

/** The staff area's pages (SPEC 2.4): served to anyone, never indexed. */
export const ADMIN_PATHS: readonly string[] = ['', 'login', ...ADMIN_SECTIONS.map((s) => s.path)];

export interface PageMatch {
  /** The page, or undefined when the path names none (the not-found page, HTTP 404). */
  page: SitePage | undefined;
  key: PageKey;
  /** The language the page shows: the prefix, else the default (what a visitor with nothing stored sees). */
  lang: Language;
  /** Values of the `:name` segments, e.g. `{ id: '12' }`. */
  params: Record<string, string>;
  /** The language-free path of the page's canonical address (`menu/12`, `mokaland`, `` for home). */
  canonicalPath: string;
  /** The admin area: served, never indexed. */
  admin: boolean;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function matchPattern(pattern: string, parts: string[]): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern);
  const rest = wanted[wanted.length - 1] === '*';
  if (rest) wanted.pop();
  if (rest ? parts.length < wanted.length : parts.length !== wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const w = wanted[i]!;
    const part = parts[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponentSafe(part);
    else if (w !== part) return undefined;
  }
  return params;
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The page at a language-free path (segments below `/{lang}/`). */
export function findSitePage(path: string): { page: SitePage; params: Record<string, string> } | undefined {
  const parts = segmentsOf(path);
  for (const page of SITE_PAGES) {
    const params = matchPattern(page.path, parts);
    if (params) return { page, params };
  }
  return undefined;
}

function canonicalOf(page: SitePage, params: Record<string, string>): string {
  const path = page.canonicalPath ?? page.path.replace(/\/\*$/, '');
  return segmentsOf(path)
    .map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)] ?? '') : s))
    .join('/');
}

/**
 * What a request path shows, as the shell's routes do: `/{lang}/...` pages, `/admin/...`, the two special
 * unprefixed pages, and every other unprefixed path as the page it redirects to in the default language
 * (SPEC 2.1, 2.3), so `/menu` is the menu and `/whatever` is not found. A path without a language prefix shows
 * `fallbackLang`: the default for a crawler, the stored language in the browser.
 */
export function matchSitePage(pathname: string, fallbackLang: Language = DEFAULT_LANGUAGE): PageMatch {
  const parts = segmentsOf(pathname);
  const first = parts[0];
  // the staff area, or `/{lang}/admin/...`: the staff area switched to that language (the browser then goes to /admin/...)
  const adminFrom = first === 'admin' ? 1 : isLanguage(first) && parts[1] === 'admin' ? 2 : 0;
  if (adminFrom > 0) {
    const known = ADMIN_PATHS.includes(parts.slice(adminFrom).join('/'));
    const lang = adminFrom === 2 && isLanguage(first) ? first : fallbackLang;
    return { page: undefined, key: known ? 'admin' : 'notFound', lang, params: {}, canonicalPath: '', admin: known };
  }
  let lang: Language = fallbackLang;
  let rest: string[];
  if (isLanguage(first)) {
    lang = first;
    rest = parts.slice(1);
  } else if (first !== undefined && (SPECIAL_UNPREFIXED_PAGES as readonly string[]).includes(first) && parts.length === 1) {
    rest = parts;
  } else {
    rest = segmentsOf(redirectForUnprefixed(pathname, fallbackLang) ?? '').slice(1);
  }
  const found = findSitePage(rest.join('/'));
  if (!found) return { page: undefined, key: 'notFound', lang, params: {}, canonicalPath: rest.join('/'), admin: false };
  return { page: found.page, key: found.page.key, lang, params: found.params, canonicalPath: canonicalOf(found.page, found.params), admin: false };
}
