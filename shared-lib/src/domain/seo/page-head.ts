import type { RestaurantInfo } from '../../contracts/api-types';
import type { MenuCategoryDto, MenuItemDto } from '../../contracts/menu';
import { BRAND_NAME } from '../brand/brand';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { withLanguage } from '../i18n/paths';
import { DEFAULT_CURRENCY, formatMoney } from '../money/money';
import { restaurantHoursWords } from '../time/hours-in-words';
import { fillText, type SeoTexts } from './seo-texts';
import { matchSitePage, type PageMatch } from './site-pages';
import { absoluteUrl, GENERATED_PICTURE_SIZE, itemJsonLd, menuJsonLd, previewImage, restaurantJsonLd, type JsonLd } from './structured-data';

/** Open Graph locales of the four languages. */
export const OG_LOCALES: Record<Language, string> = { az: 'az_AZ', en: 'en_US', ru: 'ru_RU', tr: 'tr_TR' };

/** What a page's head needs besides its path; the server reads it from the API, the shell from its store. */
export interface PageHeadData {
  restaurant: RestaurantInfo;
  /** On an item page: the item in the page's language; null when the API says there is no such item. */
  item?: MenuItemDto | null;
  /** On a menu page: that menu's categories and items in the page's language. */
  menu?: { categories: MenuCategoryDto[]; items: MenuItemDto[] };
}

/** The `seo` texts of the languages at hand: the server has all four, a browser the page's language. */
export type SeoTextsByLanguage = Partial<Record<Language, SeoTexts>>;

export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface PageHead {
  status: 200 | 404;
  lang: Language;
  title: string;
  description: string;
  meta: HeadMeta[];
  links: HeadLink[];
  jsonLd: JsonLd[];
}

/** `Menu · Pizza Inn`: what the browser tab and search results show. */
export function pageTitle(name: string): string {
  return `${name} · ${BRAND_NAME}`;
}

/** The `<title>` and description meta of the page in the site's own words. */
function words(match: PageMatch, data: PageHeadData, texts: SeoTexts): { title: string; description: string; image?: string; imageAlt?: string } {
  const item = match.key === 'menuItem' ? data.item : undefined;
  if (item) {
    const price = formatMoney(Number(item.price));
    return {
      title: pageTitle(item.name),
      description: fillText(texts.itemDescription, { description: item.description, price }).trim(),
      image: item.image ?? undefined,
      imageAlt: item.name,
    };
  }
  const key = match.key === 'menuItem' && item === null ? 'notFound' : match.key;
  // a description that names the hours takes them from the settings
  return { title: pageTitle(texts.title[key]), description: fillText(texts.description[key], { ...restaurantHoursWords(data.restaurant, match.lang) }) };
}

/**
 * The head of the page at `pathname`: title, description, canonical URL, hreflang alternates (az, en, ru, tr and
 * x-default), Open Graph and Twitter tags, JSON-LD, and the HTTP status (404 for a path that names no page or an
 * item the API does not know). Pages of one diner's session, the staff area and not-found pages are `noindex`.
 * `seoTexts` must hold the page's language. `fallbackLang` is the language of a path without a prefix (the default on the server, the stored one in the browser).
 * With `structuredData: false` the JSON-LD is left out (empty): a browser on the page the server wrote keeps the server's.
 */
export function buildPageHead(
  pathname: string,
  origin: string,
  data: PageHeadData,
  seoTexts: SeoTextsByLanguage,
  fallbackLang: Language = DEFAULT_LANGUAGE,
  { structuredData = true }: { structuredData?: boolean } = {},
): PageHead {
  const match = matchSitePage(pathname, fallbackLang);
  const texts = seoTexts[match.lang];
  if (!texts) throw new Error(`No page texts in ${match.lang}`);
  const missing = !match.page && !match.admin;
  const missingItem = match.key === 'menuItem' && data.item === null;
  const status = missing || missingItem ? 404 : 200;
  const { title, description, image, imageAlt } = words(match, data, texts);
  const lang = match.lang;
  const indexable = status === 200 && !!match.page?.indexable;
  const url = (l: Language) => absoluteUrl(origin, withLanguage(l, '/' + match.canonicalPath));
  const canonical = url(lang);

  const meta: HeadMeta[] = [{ name: 'description', content: description }];
  const links: HeadLink[] = [];
  if (!indexable) meta.push({ name: 'robots', content: 'noindex' });
  else {
    links.push({ rel: 'canonical', href: canonical });
    for (const l of SUPPORTED_LANGUAGES) links.push({ rel: 'alternate', hreflang: l, href: url(l) });
    links.push({ rel: 'alternate', hreflang: 'x-default', href: url(DEFAULT_LANGUAGE) });
  }
  const isItem = match.key === 'menuItem' && !!data.item;
  meta.push(
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:type', content: isItem ? 'product' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...SUPPORTED_LANGUAGES.filter((l) => l !== lang).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALES[l] })),
  );
  if (indexable) meta.push({ property: 'og:url', content: canonical });
  const picture = image ? previewImage(image) : undefined;
  if (picture) {
    meta.push({ property: 'og:image', content: absoluteUrl(origin, picture.url) });
    if (picture.generated) {
      meta.push(
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: String(GENERATED_PICTURE_SIZE.width) },
        { property: 'og:image:height', content: String(GENERATED_PICTURE_SIZE.height) },
      );
    }
    if (imageAlt) meta.push({ property: 'og:image:alt', content: imageAlt });
  }
  if (isItem && data.item) {
    meta.push({ property: 'product:price:amount', content: data.item.price }, { property: 'product:price:currency', content: DEFAULT_CURRENCY });
  }
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  if (picture) meta.push({ name: 'twitter:image', content: absoluteUrl(origin, picture.url) });

  const jsonLd: JsonLd[] = [];
  if (indexable && structuredData) {
    jsonLd.push(restaurantJsonLd(data.restaurant, lang, origin, texts.city));
    if ((match.key === 'menu' || match.key === 'mokaland') && data.menu) {
      jsonLd.push(menuJsonLd(match.key === 'menu' ? 'main' : 'mokaland', data.menu, lang, origin, title, canonical));
    }
    if (isItem && data.item) jsonLd.push(itemJsonLd(data.item, lang, origin));
  }
  return { status, lang, title, description, meta, links, jsonLd };
}
