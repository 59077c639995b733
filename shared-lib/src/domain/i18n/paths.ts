import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Splits a pathname into its segments, ignoring empty ones. */
function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The language code in the first path segment, if it is a supported one (SPEC 2.1). */
export function languageFromPath(pathname: string): Language | undefined {
  const first = segments(pathname)[0];
  return isLanguage(first) ? first : undefined;
}

/** The language-free path: the prefix is stripped when present; always starts with '/'. */
export function stripLanguage(pathname: string): string {
  const parts = segments(pathname);
  if (isLanguage(parts[0])) parts.shift();
  return '/' + parts.join('/');
}

/** Builds a link by prefixing the language to the language-free path; the root becomes just the prefix. */
export function withLanguage(lang: Language, path: string): string {
  const rest = segments(stripLanguage(path)).join('/');
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

/** The same page in another language (used by the language switcher). */
export function switchLanguagePath(pathname: string, lang: Language): string {
  return withLanguage(lang, stripLanguage(pathname));
}

/** Public pages reachable without a prefix (SPEC 2.3), by their first segment. */
export const UNPREFIXED_PUBLIC_PATHS = [
  'menu',
  'mokaland',
  'about',
  'gallery',
  'contact',
  'reservations',
  'order',
  'location',
  'cart',
  'checkout',
  'order-success',
  'track-order',
] as const;

/** Unprefixed pages of their own (SPEC 2.3); they are not redirected. */
export const SPECIAL_UNPREFIXED_PAGES = ['qapali-italyan-pizzasi', 'breakfast'] as const;

/** Looks like a language code (two letters, optionally a region) without being a supported one. */
const LANGUAGE_LIKE = /^[a-z]{2}(-[a-z]{2})?$/i;

/**
 * Where a path without a valid language prefix goes (SPEC 2.1, 2.3):
 * - `/` -> `/{lang}`;
 * - `/menu/{id}` -> `/{lang}/menu` and `/track-order/{id}` -> `/{lang}/track-order`, as SPEC 2.3 says;
 * - other unprefixed public paths keep their path under the language;
 * - an invalid language segment (`/xx/menu`) is replaced, the rest of the path kept;
 * - anything else is kept under the language, where the not-found page answers it.
 * Returns undefined when the path needs no redirect (it has a valid prefix, or is admin or a special page).
 */
export function redirectForUnprefixed(pathname: string, lang: Language = DEFAULT_LANGUAGE): string | undefined {
  const parts = segments(pathname);
  const first = parts[0];
  if (first === undefined) return `/${lang}`;
  if (isLanguage(first)) return undefined;
  if (first === 'admin' || (SPECIAL_UNPREFIXED_PAGES as readonly string[]).includes(first)) return undefined;
  if ((first === 'menu' || first === 'track-order') && parts.length > 1) return `/${lang}/${first}`;
  if ((UNPREFIXED_PUBLIC_PATHS as readonly string[]).includes(first)) return withLanguage(lang, pathname);
  if (LANGUAGE_LIKE.test(first)) return withLanguage(lang, '/' + parts.slice(1).join('/'));
  return withLanguage(lang, pathname);
}
