// The page's head as the site's server writes it, and what it tells crawlers.
import { DEFAULT_RESTAURANT, type MenuItemDto } from 'shared-lib';
import { buildPageHead, serializeJsonLd } from 'shared-lib/domain';
import { SEO_TEXTS } from 'shared-lib/seo-texts';
import { robotsTxt, sitemapXml } from './crawling';
import { injectHead } from './page-handler';
import { renderPageHead } from './render-head';
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

describe('the page head', () => {
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
    const template =
      '<!doctype html><html lang="az" data-theme="light"><head><meta charset="utf-8"><meta name="description" content="generic"><title>Pizza Inn</title></head><body></body></html>';
    const html = injectHead(template, buildPageHead('/en/about', ORIGIN, data, SEO_TEXTS));
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(html).not.toContain('generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About us · Pizza Inn</title>');
  });

  it('preloads the Cyrillic font files on a Russian page only', () => {
    const template =
      "<!doctype html><html><head><title>Pizza Inn</title><style>@font-face{src:url(/fonts/noto-sans-cyrillic-400.05af9e705d.woff2) format('woff2')}@font-face{src:url(/fonts/noto-sans-cyrillic-700.0980b97224.woff2) format('woff2')}</style></head><body></body></html>";
    const ru = injectHead(template, buildPageHead('/ru/about', ORIGIN, data, SEO_TEXTS));
    expect(ru).toContain('<link rel="preload" href="/fonts/noto-sans-cyrillic-400.05af9e705d.woff2" as="font" type="font/woff2" crossorigin />');
    expect(ru).toContain('<link rel="preload" href="/fonts/noto-sans-cyrillic-700.0980b97224.woff2" as="font" type="font/woff2" crossorigin />');
    expect(injectHead(template, buildPageHead('/az/about', ORIGIN, data, SEO_TEXTS))).not.toContain('rel="preload"');
  });

  it('says what a browser without JavaScript shows in the page language', () => {
    const template =
      '<!doctype html><html lang="az"><head><title>Pizza Inn</title></head><body><noscript>Please enable JavaScript to use this site.</noscript></body></html>';
    expect(injectHead(template, buildPageHead('/ru/about', ORIGIN, data, SEO_TEXTS))).toContain(
      '<noscript>Чтобы пользоваться сайтом, включите JavaScript.</noscript>',
    );
    expect(injectHead(template, buildPageHead('/az/about', ORIGIN, data, SEO_TEXTS))).toContain(
      '<noscript>Saytdan istifadə etmək üçün JavaScript-i aktiv edin.</noscript>',
    );
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
