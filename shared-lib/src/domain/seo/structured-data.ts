import type { RestaurantInfo } from '../../contracts/api-types';
import type { MenuCategoryDto, MenuItemDto, MenuKind } from '../../contracts/menu';
import { BRAND_NAME } from '../brand/brand';
import type { Language } from '../i18n/languages';
import { withLanguage } from '../i18n/paths';
import { DEFAULT_CURRENCY } from '../money/money';
import { openingHoursOf, WEEKDAYS, type OpeningHours, type Weekday } from '../time/opening-hours';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/** One OpeningHoursSpecification per distinct hours, with the days that keep them (closed days are left out). */
function openingSpecs(weekly: OpeningHours['weekly']): JsonLd[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const hours = weekly[day];
    if (hours) groups.set(`${hours.open}-${hours.close}`, [...(groups.get(`${hours.open}-${hours.close}`) ?? []), day]);
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => DAY_NAMES[d]), opens, closes };
  });
}

/** schema.org's openingHours text: "Mo-Su 07:00-03:00" when every day is the same, else one entry per open day. */
function openingHoursText(weekly: OpeningHours['weekly']): string | string[] {
  const first = weekly.mon;
  if (first && WEEKDAYS.every((d) => weekly[d]?.open === first.open && weekly[d]?.close === first.close)) return `Mo-Su ${first.open}-${first.close}`;
  return WEEKDAYS.filter((d) => weekly[d]).map((d) => `${d.charAt(0).toUpperCase()}${d.charAt(1)} ${weekly[d]!.open}-${weekly[d]!.close}`);
}

/** `priceRange` of the Restaurant: a moderately priced place (schema.org takes a free text like "$$"). */
export const PRICE_RANGE = '₼₼';

/** The generated SVG pictures of the dishes also come as PNG (800 x 600), which link previews and search show. */
const GENERATED_PICTURE = /^\/api\/menu\/images\/([a-z0-9-]{1,120})\.svg$/;
export const GENERATED_PICTURE_SIZE = { width: 800, height: 600 } as const;

/** The picture to show in previews and structured data: the PNG of a generated picture, else the item's own. */
export function previewImage(image: string): { url: string; generated: boolean } {
  const match = GENERATED_PICTURE.exec(image);
  return match ? { url: `/api/menu/images/${match[1]}.png`, generated: true } : { url: image, generated: false };
}

/** An address on the site (`/az/menu`) made absolute; a URL that already is absolute is kept. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin + '/').href;
}

/**
 * schema.org Restaurant (Google's LocalBusiness): the restaurant's data from the API's settings. Hours that cross
 * midnight are one OpeningHoursSpecification whose `closes` is earlier than `opens`, as Google asks.
 */
export function restaurantJsonLd(restaurant: RestaurantInfo, lang: Language, origin: string, city: string): JsonLd {
  const page = (path: string) => absoluteUrl(origin, withLanguage(lang, path));
  const { weekly } = openingHoursOf(restaurant);
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: restaurant.name || BRAND_NAME,
    url: page('/'),
    image: absoluteUrl(origin, '/favicon.svg'),
    telephone: restaurant.phone,
    email: restaurant.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.address[lang],
      addressLocality: city,
      addressCountry: 'AZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.geo.lat, longitude: restaurant.geo.lng },
    openingHours: openingHoursText(weekly),
    openingHoursSpecification: openingSpecs(weekly),
    priceRange: PRICE_RANGE,
    servesCuisine: ['Pizza', 'Italian'],
    currenciesAccepted: DEFAULT_CURRENCY,
    foundingDate: String(restaurant.openSince),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: restaurant.rating.value.toFixed(1),
      bestRating: '5',
      worstRating: '1',
      ratingCount: restaurant.rating.count,
    },
    hasMenu: page('/menu'),
    acceptsReservations: page('/reservations'),
    potentialAction: {
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: page('/reservations') },
    },
    sameAs: Object.values(restaurant.socialMedia).filter(Boolean),
  };
}

function offer(item: MenuItemDto, url?: string): JsonLd {
  return {
    '@type': 'Offer',
    price: item.price,
    priceCurrency: DEFAULT_CURRENCY,
    availability: item.available ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    ...(url ? { url } : {}),
  };
}

/** Main-menu items have a page of their own; Mokaland items do not. */
function itemUrl(menu: MenuKind, item: MenuItemDto, lang: Language, origin: string): string | undefined {
  return menu === 'main' ? absoluteUrl(origin, withLanguage(lang, `/menu/${item.id}`)) : undefined;
}

/** schema.org Menu: its sections (the categories) and items with prices in AZN. */
export function menuJsonLd(
  menu: MenuKind,
  data: { categories: MenuCategoryDto[]; items: MenuItemDto[] },
  lang: Language,
  origin: string,
  name: string,
  url: string,
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Menu',
    '@id': `${url}#menu`,
    name,
    url,
    inLanguage: lang,
    hasMenuSection: data.categories
      .map((c) => ({
        '@type': 'MenuSection',
        name: c.name,
        ...(c.description ? { description: c.description } : {}),
        hasMenuItem: data.items
          .filter((i) => i.categoryId === c.id)
          .map((i) => {
            const link = itemUrl(menu, i, lang, origin);
            return {
              '@type': 'MenuItem',
              name: i.name,
              ...(i.description ? { description: i.description } : {}),
              ...(link ? { url: link } : {}),
              ...(i.image ? { image: absoluteUrl(origin, previewImage(i.image).url) } : {}),
              offers: offer(i, link),
            };
          }),
      }))
      .filter((s) => s.hasMenuItem.length > 0),
  };
}

/** An item page: both a Product (for shopping results) and a schema.org MenuItem. */
export function itemJsonLd(item: MenuItemDto, lang: Language, origin: string): JsonLd {
  const url = absoluteUrl(origin, withLanguage(lang, `/menu/${item.id}`));
  return {
    '@context': SCHEMA,
    '@type': ['Product', 'MenuItem'],
    '@id': `${url}#item`,
    name: item.name,
    description: item.description,
    url,
    sku: item.slug,
    ...(item.image ? { image: absoluteUrl(origin, previewImage(item.image).url) } : {}),
    brand: { '@type': 'Brand', name: BRAND_NAME },
    offers: offer(item, url),
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as \u escapes (still
 * the same JSON), so no text in the data can close the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
