import { missingTranslationKeys } from '../../platform/i18n/setup';
import { DEFAULT_RESTAURANT } from '../../contracts/restaurant';
import type { MenuItemDto } from '../../contracts/menu';
import { buildPageHead } from './page-head';
import { SEO_TEXTS } from '../../server/all-seo-texts';
import { matchSitePage } from './site-pages';

const ORIGIN = 'https://pizzainn.az';
const data = { restaurant: DEFAULT_RESTAURANT };
const item = (over: Partial<MenuItemDto> = {}): MenuItemDto => ({
  id: 12,
  slug: 'margherita',
  categoryId: 1,
  category: 'pizza',
  name: 'Margherita',
  description: 'Tomato, mozzarella and basil.',
  ingredients: '',
  allergens: [],
  dietary: [],
  otherNames: [],
  searchText: '',
  price: '9.50',
  image: '/api/menu/images/margherita.svg',
  featured: false,
  available: true,
  sortOrder: 0,
  customizations: [],
  ...over,
});

describe('the site pages', () => {
  it.each([
    ['/en', 'home', 'en', 200],
    ['/ru/menu', 'menu', 'ru', 200],
    ['/az/menu/12', 'menuItem', 'az', 200],
    ['/tr/mokaland/menu', 'mokaland', 'tr', 200],
    ['/en/mokaland/birthday-menu', 'birthdayMenu', 'en', 200],
    ['/en/location', 'location', 'en', 200],
    ['/en/track-order/ABCDEF', 'trackOrder', 'en', 200],
    ['/ru/reservations/manage', 'manageBooking', 'ru', 200],
    ['/menu', 'menu', 'az', 200],
    ['/', 'home', 'az', 200],
    ['/xx/about', 'about', 'az', 200],
    ['/breakfast', 'breakfast', 'az', 200],
    ['/en/breakfast', 'breakfast', 'en', 200],
    ['/admin/login', 'admin', 'az', 200],
    ['/admin', 'admin', 'az', 200],
    ['/admin/settings', 'admin', 'az', 200],
    ['/admin/nowhere', 'notFound', 'az', 404],
    ['/ru/admin', 'admin', 'ru', 200],
    ['/tr/admin/orders', 'admin', 'tr', 200],
    ['/ru/admin/nowhere', 'notFound', 'ru', 404],
    ['/en/nowhere', 'notFound', 'en', 404],
    ['/whatever', 'notFound', 'az', 404],
    ['/en/menu/12/more', 'notFound', 'en', 404],
    ['/en/mokaland/elsewhere', 'notFound', 'en', 404],
  ])('%s is %s in %s (HTTP %d)', (path, key, lang, status) => {
    const match = matchSitePage(path);
    expect([match.key, match.lang]).toEqual([key, lang]);
    expect(buildPageHead(path, ORIGIN, data, SEO_TEXTS).status).toBe(status);
  });

  it('gives a copy of a page the canonical address of the original', () => {
    expect(matchSitePage('/en/mokaland/menu').canonicalPath).toBe('mokaland');
    expect(matchSitePage('/menu/5').canonicalPath).toBe('menu');
  });
});

describe('the page head', () => {
  it('names the hours of the settings, with the suffix each language reads them with', () => {
    const restaurant = { ...DEFAULT_RESTAURANT, workingHours: { open: '09:00', close: '23:00' } };
    expect(buildPageHead('/tr/location', ORIGIN, { restaurant }, SEO_TEXTS).description).toContain("Her gün 09:00'dan 23:00'e kadar açık.");
    expect(buildPageHead('/az/breakfast', ORIGIN, { restaurant }, SEO_TEXTS).description).toContain('hər gün 09:00-dan səhər yeməyi.');
    expect(buildPageHead('/en', ORIGIN, { restaurant }, SEO_TEXTS).description).toContain('open daily 9:00 AM – 11:00 PM.');
  });

  it('has the title, description, canonical, four hreflang links and x-default of the page in its language', () => {
    const head = buildPageHead('/ru/location', ORIGIN, data, SEO_TEXTS);
    expect(head.title).toBe('Как добраться · Pizza Inn');
    expect(head.description).toBe(
      'Как найти Pizza Inn на площади Фонтанов (улица Низами, Баку): откройте адрес в картах или проложите маршрут в навигаторе. Открыты ежедневно с 07:00 до 03:00.',
    );
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://pizzainn.az/ru/location' },
      { rel: 'alternate', hreflang: 'az', href: 'https://pizzainn.az/az/location' },
      { rel: 'alternate', hreflang: 'en', href: 'https://pizzainn.az/en/location' },
      { rel: 'alternate', hreflang: 'ru', href: 'https://pizzainn.az/ru/location' },
      { rel: 'alternate', hreflang: 'tr', href: 'https://pizzainn.az/tr/location' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://pizzainn.az/az/location' },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'ru_RU' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://pizzainn.az/ru/location' });
  });

  it('describes an item with its name, description, price and picture', () => {
    const head = buildPageHead('/en/menu/12', ORIGIN, { ...data, item: item() }, SEO_TEXTS);
    expect(head.title).toBe('Margherita · Pizza Inn');
    expect(head.description).toBe('Tomato, mozzarella and basil. Price: 9,50\u00a0₼.');
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://pizzainn.az/api/menu/images/margherita.png' });
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '800' });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(head.meta).toContainEqual({ property: 'product:price:amount', content: '9.50' });
    const product = head.jsonLd.find((d) => Array.isArray(d['@type']));
    expect(product).toMatchObject({ '@type': ['Product', 'MenuItem'], name: 'Margherita', offers: { price: '9.50', priceCurrency: 'AZN' } });
  });

  it('answers 404 with noindex for an item the API does not know', () => {
    const head = buildPageHead('/en/menu/999', ORIGIN, { ...data, item: null }, SEO_TEXTS);
    expect(head.status).toBe(404);
    expect(head.title).toBe('Page not found · Pizza Inn');
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links).toEqual([]);
  });

  it('keeps the staff area and a diner’s own pages out of search engines', () => {
    for (const path of ['/admin/login', '/en/checkout', '/en/profile']) {
      expect(buildPageHead(path, ORIGIN, data, SEO_TEXTS).meta).toContainEqual({ name: 'robots', content: 'noindex' });
    }
    // The cart page may be crawled (it is not in sitemap.xml).
    expect(buildPageHead('/en/cart', ORIGIN, data, SEO_TEXTS).meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('describes the restaurant: address, geo, hours past midnight, rating 4.0 from 692, menu and reservations', () => {
    const [restaurant] = buildPageHead('/en', ORIGIN, data, SEO_TEXTS).jsonLd;
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Pizza Inn',
      telephone: '+994 12 498 00 00',
      geo: { latitude: 40.3719, longitude: 49.8372 },
      openingHoursSpecification: [{ opens: '07:00', closes: '03:00' }],
      aggregateRating: { ratingValue: '4.0', ratingCount: 692 },
      hasMenu: 'https://pizzainn.az/en/menu',
      acceptsReservations: 'https://pizzainn.az/en/reservations',
    });
  });

  it('leaves the JSON-LD out when asked (the browser keeps the server’s on the page it wrote), and nothing else', () => {
    const full = buildPageHead('/en', ORIGIN, data, SEO_TEXTS);
    const bare = buildPageHead('/en', ORIGIN, data, SEO_TEXTS, 'az', { structuredData: false });
    expect(full.jsonLd).toHaveLength(1);
    expect(bare).toEqual({ ...full, jsonLd: [] });
  });
});

it('has every page text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(SEO_TEXTS)).toEqual([]);
});
