import { missingTranslationKeys } from '../../platform/i18n/setup';
import { DEFAULT_RESTAURANT } from '../../contracts/restaurant';
import type { MenuItemDto } from '../../contracts/menu';
import { robotsTxt, sitemapXml } from '../../server/crawling';
import { buildPageHead } from './page-head';
import { renderPageHead } from '../../server/render-head';
import { injectHead } from '../../server/seo-server';
import { SEO_TEXTS } from '../../server/all-seo-texts';
import { matchSitePage } from './site-pages';
import { serializeJsonLd } from './structured-data';

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
  it('has the title, description, canonical, four hreflang links and x-default of the page in its language', () => {
    const head = buildPageHead('/ru/location', ORIGIN, data, SEO_TEXTS);
    expect(head.title).toBe('Как добраться · Pizza Inn');
    expect(head.description).toBe(SEO_TEXTS.ru.description.location);
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

  it('escapes what it writes: no text can break out of an attribute or a script', () => {
    const evil = item({ name: '</script><script>alert(1)</script>"', description: 'a & b <b>' });
    const html = renderPageHead(buildPageHead('/en/menu/12', ORIGIN, { ...data, item: evil }, SEO_TEXTS));
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script type="application\/ld\+json">/g)!.length);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/g;
    const parsed = [...html.matchAll(json)].map((m) => JSON.parse(m[1]!));
    expect(parsed.find((d) => Array.isArray(d['@type'])).name).toBe('</script><script>alert(1)</script>"');
    expect(serializeJsonLd({ a: '<!--&' })).toBe('{"a":"\\u003c!--\\u0026"}');
  });

  it('is written into the template in place of the generic title and description', () => {
    const template = '<!doctype html><html lang="az" data-theme="light"><head><meta charset="utf-8"><meta name="description" content="generic"><title>Pizza Inn</title></head><body></body></html>';
    const html = injectHead(template, buildPageHead('/en/about', ORIGIN, data, SEO_TEXTS));
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(html).not.toContain('generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About us · Pizza Inn</title>');
  });

  it('says what a browser without JavaScript shows in the page language', () => {
    const template = '<!doctype html><html lang="az"><head><title>Pizza Inn</title></head><body><noscript>Please enable JavaScript to use this site.</noscript></body></html>';
    expect(injectHead(template, buildPageHead('/ru/about', ORIGIN, data, SEO_TEXTS))).toContain('<noscript>Чтобы пользоваться сайтом, включите JavaScript.</noscript>');
    expect(injectHead(template, buildPageHead('/az/about', ORIGIN, data, SEO_TEXTS))).toContain('<noscript>Saytdan istifadə etmək üçün JavaScript-i aktiv edin.</noscript>');
  });
});

describe('crawling', () => {
  it('keeps robots out of the staff area and the API, and points them at the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://pizzainn.az/sitemap.xml');
  });

  it('lists every public page and every item in the four languages', () => {
    const xml = sitemapXml(ORIGIN, [12, 13]);
    for (const lang of ['az', 'en', 'ru', 'tr']) {
      expect(xml).toContain(`<loc>https://pizzainn.az/${lang}</loc>`);
      expect(xml).toContain(`<loc>https://pizzainn.az/${lang}/menu/13</loc>`);
      expect(xml).toContain(`<loc>https://pizzainn.az/${lang}/location</loc>`);
    }
    expect(xml).not.toContain('/cart');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('mokaland/menu<');
  });
});

it('has every page text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(SEO_TEXTS)).toEqual([]);
});
