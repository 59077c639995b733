// Issue 13: what crawlers and link-preview bots get with a plain HTTP request (no browser, no JavaScript),
// and that the shell keeps the same tags right as a visitor moves.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT_BASE } from './env';
import { API, apiLogin } from './helpers';

const ORIGIN = `http://127.0.0.1:${E2E_PORT_BASE}`;
const LANGS = ['az', 'en', 'ru', 'tr'];

interface Item {
  id: number;
  name: string;
  description: string;
  price: string;
  image: string | null;
}

/** The page as a crawler gets it: status and HTML, no script run. */
async function fetchPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]!) : undefined;
  };
  const tags = (name: 'meta' | 'link') => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const meta = (key: string) =>
    tags('meta')
      .filter((t) => attr(t, 'name') === key || attr(t, 'property') === key)
      .map((t) => attr(t, 'content'));
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: res.status(),
    headers: res.headers(),
    html,
    title: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    meta,
    canonical: tags('link')
      .filter((t) => attr(t, 'rel') === 'canonical')
      .map((t) => attr(t, 'href')),
    alternates: Object.fromEntries(
      tags('link')
        .filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
        .map((t) => [attr(t, 'hreflang'), attr(t, 'href')]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

async function apiItems(request: APIRequestContext, lang: string): Promise<Item[]> {
  return (await (await request.get(`${API}/menu/items?lang=${lang}`)).json()).data;
}

function expectAlternates(alternates: Record<string, string | undefined>, path: string) {
  const suffix = path ? `/${path}` : '';
  expect(alternates).toEqual({
    az: `${ORIGIN}/az${suffix}`,
    en: `${ORIGIN}/en${suffix}`,
    ru: `${ORIGIN}/ru${suffix}`,
    tr: `${ORIGIN}/tr${suffix}`,
    'x-default': `${ORIGIN}/az${suffix}`,
  });
}

function restaurantOf(jsonLd: Array<Record<string, unknown>>) {
  return jsonLd.find((d) => d['@type'] === 'Restaurant');
}

/** The spec's restaurant in schema.org terms (SPEC 1, 3, 9): hours 07:00-03:00 past midnight, rating 4.0 from 692. */
function expectRestaurant(jsonLd: Array<Record<string, unknown>>, lang: string) {
  expect(restaurantOf(jsonLd)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: 'Pizza Inn',
    telephone: '+994 12 498 00 00',
    address: { '@type': 'PostalAddress', addressCountry: 'AZ' },
    geo: { '@type': 'GeoCoordinates', latitude: 40.3719, longitude: 49.8372 },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '07:00',
        closes: '03:00',
      },
    ],
    priceRange: '₼₼',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', ratingCount: 692 },
    hasMenu: `${ORIGIN}/${lang}/menu`,
    acceptsReservations: `${ORIGIN}/${lang}/reservations`,
  });
}

const PAGES: Array<{ lang: string; path: string; title: string; description: string }> = [
  {
    lang: 'en',
    path: '',
    title: 'Pizza on the square since 1995 · Pizza Inn',
    description:
      'Pizza Inn on Fountain Square in Baku: pizza, pasta and breakfast since 1995, open daily 7:00 AM – 3:00 AM. Order online, for delivery or at your table, or book a table.',
  },
  {
    lang: 'ru',
    path: '',
    title: 'Пицца на площади с 1995 года · Pizza Inn',
    description:
      'Pizza Inn на площади Фонтанов в Баку: пицца, паста и завтраки с 1995 года, ежедневно с 07:00 до 03:00. Закажите онлайн — в зале или с доставкой — или забронируйте столик.',
  },
  {
    lang: 'en',
    path: 'menu',
    title: 'Menu · Pizza Inn',
    description:
      'The Pizza Inn menu: pizzas, pasta, salads, breakfast, desserts and drinks with prices in manat. Order online or at your table in central Baku.',
  },
  {
    lang: 'az',
    path: 'menu',
    title: 'Menyu · Pizza Inn',
    description:
      'Pizza Inn menyusu: pizzalar, pastalar, salatlar, səhər yeməyi, desertlər və içkilər, qiymətlər manatla. Bakının mərkəzində onlayn və ya masada sifariş edin.',
  },
  {
    lang: 'en',
    path: 'location',
    title: 'Location · Pizza Inn',
    description: 'How to find Pizza Inn on Fountain Square, Nizami Street, Baku: open it in your maps app or navigation app. Open daily 7:00 AM – 3:00 AM.',
  },
  {
    lang: 'ru',
    path: 'location',
    title: 'Как добраться · Pizza Inn',
    description:
      'Как найти Pizza Inn на площади Фонтанов (улица Низами, Баку): откройте адрес в картах или проложите маршрут в навигаторе. Открыты ежедневно с 07:00 до 03:00.',
  },
];

test.describe('the head a crawler gets, before any script runs', () => {
  for (const p of PAGES) {
    test(`/${p.lang}/${p.path}: title, description, canonical, hreflang, Open Graph and the Restaurant`, async ({ request }) => {
      const page = await fetchPage(request, `/${p.lang}${p.path ? `/${p.path}` : ''}`);
      const url = `${ORIGIN}/${p.lang}${p.path ? `/${p.path}` : ''}`;
      expect(page.status).toBe(200);
      expect(page.lang).toBe(p.lang);
      expect(page.title).toEqual([p.title]);
      expect(page.meta('description')).toEqual([p.description]);
      expect(page.meta('robots')).toEqual([]);
      expect(page.canonical).toEqual([url]);
      expectAlternates(page.alternates, p.path);
      expect(page.meta('og:title')).toEqual([p.title]);
      expect(page.meta('og:description')).toEqual([p.description]);
      expect(page.meta('og:url')).toEqual([url]);
      expect(page.meta('og:type')).toEqual(['website']);
      expect(page.meta('og:site_name')).toEqual(['Pizza Inn']);
      expect(page.meta('og:locale')).toEqual([{ az: 'az_AZ', en: 'en_US', ru: 'ru_RU', tr: 'tr_TR' }[p.lang]]);
      expect(page.meta('twitter:card')).toEqual(['summary']);
      expect(page.meta('twitter:title')).toEqual([p.title]);
      expectRestaurant(page.jsonLd, p.lang);
      // The site's policy still applies; a JSON-LD script is data, never run.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    });
  }

  test('the menu pages carry the Menu: sections, items and prices in AZN, in the page’s language', async ({ request }) => {
    for (const lang of ['en', 'ru']) {
      const items = await apiItems(request, lang);
      const page = await fetchPage(request, `/${lang}/menu`);
      const menu = page.jsonLd.find((d) => d['@type'] === 'Menu') as {
        hasMenuSection: Array<{ '@type': string; name: string; hasMenuItem: Array<Record<string, unknown>> }>;
      };
      expect(menu).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}/${lang}/menu`, inLanguage: lang });
      const listed = menu.hasMenuSection.flatMap((s) => s.hasMenuItem);
      expect(listed).toHaveLength(items.length);
      const first = items[0]!;
      expect(listed).toContainEqual(
        expect.objectContaining({
          '@type': 'MenuItem',
          name: first.name,
          url: `${ORIGIN}/${lang}/menu/${first.id}`,
          offers: expect.objectContaining({ '@type': 'Offer', price: first.price, priceCurrency: 'AZN' }),
        }),
      );
    }
    const mokaland = await fetchPage(request, '/en/mokaland');
    expect(mokaland.jsonLd.find((d) => d['@type'] === 'Menu')).toMatchObject({ name: 'Mokaland · Pizza Inn' });
    // The same Mokaland page at two addresses: one canonical.
    expect((await fetchPage(request, '/en/mokaland/menu')).canonical).toEqual([`${ORIGIN}/en/mokaland`]);
  });

  for (const lang of ['en', 'ru']) {
    test(`an item page in ${lang} carries the item's name, description, price and picture`, async ({ request }) => {
      const item = (await apiItems(request, lang))[0]!;
      const page = await fetchPage(request, `/${lang}/menu/${item.id}`);
      const url = `${ORIGIN}/${lang}/menu/${item.id}`;
      const title = `${item.name} · Pizza Inn`;
      const formatted = `${Number(item.price).toFixed(2).replace('.', ',')}\u00a0₼`;
      const description = `${item.description} ${lang === 'en' ? 'Price' : 'Цена'}: ${formatted}.`;
      expect(page.status).toBe(200);
      expect(page.title).toEqual([title]);
      expect(page.meta('description')).toEqual([description]);
      expect(page.canonical).toEqual([url]);
      expectAlternates(page.alternates, `menu/${item.id}`);
      expect(page.meta('og:type')).toEqual(['product']);
      expect(page.meta('og:title')).toEqual([title]);
      expect(page.meta('og:description')).toEqual([description]);
      expect(page.meta('og:url')).toEqual([url]);
      // The seeded pictures are SVG; previews get the PNG of the same picture, which the site serves.
      const picture = `${ORIGIN}${item.image!.replace(/\.svg$/, '.png')}`;
      expect(page.meta('og:image')).toEqual([picture]);
      expect(page.meta('og:image:width')).toEqual(['800']);
      expect(page.meta('og:image:height')).toEqual(['600']);
      expect(page.meta('twitter:image')).toEqual([picture]);
      const png = await request.get(picture);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(page.meta('product:price:amount')).toEqual([item.price]);
      expect(page.meta('product:price:currency')).toEqual(['AZN']);
      expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
      expectRestaurant(page.jsonLd, lang);
      expect(page.jsonLd.find((d) => Array.isArray(d['@type']))).toEqual({
        '@context': 'https://schema.org',
        '@type': ['Product', 'MenuItem'],
        '@id': `${url}#item`,
        name: item.name,
        description: item.description,
        url,
        sku: expect.any(String),
        image: picture,
        brand: { '@type': 'Brand', name: 'Pizza Inn' },
        offers: { '@type': 'Offer', price: item.price, priceCurrency: 'AZN', availability: 'https://schema.org/InStock', url },
      });
    });
  }
});

test.describe('crawling', () => {
  test('robots.txt keeps crawlers out of the staff area and the API and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('an item added through the admin API is in sitemap.xml and has its page at once, its name escaped', async ({ request }) => {
    const token = await apiLogin(request, 'admin@pizzainn.az', 'Admin123!');
    const auth = { Authorization: `Bearer ${token}` };
    const categories = (await (await request.get(`${API}/menu/categories`)).json()).data as Array<{ id: number }>;
    const name = '</script><script>alert(1)</script> "Seo" & <b>Pizza</b>';
    const created = await request.post(`${API}/admin/menu/items`, {
      headers: auth,
      data: {
        categoryId: categories[0]!.id,
        slug: `seo-pizza-${Date.now()}`,
        name: { az: name, en: name },
        description: { az: 'Yeni', en: 'Brand new' },
        price: '12.5',
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as number;

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const lang of LANGS) {
      expect(xml).toContain(`<loc>${ORIGIN}/${lang}/menu/${id}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/${lang}/location</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/${lang}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/az/menu/${id}"/>`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/cart');

    const page = await fetchPage(request, `/en/menu/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.title).toEqual([`${name} · Pizza Inn`]);
    expect(page.meta('og:title')).toEqual([`${name} · Pizza Inn`]);
    expect(page.meta('description')).toEqual(['Brand new Price: 12,50\u00a0₼.']);
    expect(page.jsonLd.find((d) => Array.isArray(d['@type']))).toMatchObject({ name, offers: { price: '12.50', priceCurrency: 'AZN' } });

    await request.delete(`${API}/admin/menu/items/${id}`, { headers: auth });
    expect((await fetchPage(request, `/en/menu/${id}`)).status).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/menu/${id}<`);
  });
});

test.describe('not-found pages answer 404 with the site still served', () => {
  for (const path of ['/en/nowhere', '/whatever', '/ru/menu/999999', '/en/menu/not-a-number', '/en/mokaland/elsewhere', '/admin/nowhere']) {
    test(`${path} is 404`, async ({ request }) => {
      const page = await fetchPage(request, path);
      expect(page.status).toBe(404);
      expect(page.html).toMatch(/<div id="?root"?><\/div>/);
      expect(page.meta('robots')).toEqual(['noindex']);
      expect(page.canonical).toEqual([]);
      expect(page.jsonLd).toEqual([]);
      expect(page.title).toEqual([
        path.startsWith('/ru') ? 'Страница не найдена · Pizza Inn' : path.startsWith('/en') ? 'Page not found · Pizza Inn' : 'Səhifə tapılmadı · Pizza Inn',
      ]);
    });
  }

  test('the browser still shows the not-found page of a 404 item', async ({ page }) => {
    const res = await page.goto('/en/menu/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Pizza Inn');
  });

  test('the staff area is served but never indexed; unprefixed paths point at their page', async ({ request }) => {
    const admin = await fetchPage(request, '/admin/login');
    expect(admin.status).toBe(200);
    expect(admin.meta('robots')).toEqual(['noindex']);
    const menu = await fetchPage(request, '/menu');
    expect(menu.status).toBe(200);
    expect(menu.canonical).toEqual([`${ORIGIN}/az/menu`]);
    const cart = await fetchPage(request, '/en/cart');
    expect(cart.status).toBe(200);
    expect(cart.meta('robots')).toEqual([]);
    expect(cart.canonical).toEqual([`${ORIGIN}/en/cart`]);
    const checkout = await fetchPage(request, '/en/checkout');
    expect(checkout.meta('robots')).toEqual(['noindex']);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/cart');
  });
});

test('the shell keeps title, description, canonical, hreflang and Open Graph right as the visitor moves', async ({ page, request }) => {
  const item = (await apiItems(request, 'en'))[0]!;
  await page.goto('/en/location');
  await expect(page).toHaveTitle('Location · Pizza Inn');
  await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/menu$/);
  await expect(page).toHaveTitle('Menu · Pizza Inn');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/menu`);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', `${ORIGIN}/ru/menu`);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}/en/menu`);
  await page.getByRole('link', { name: `View details: ${item.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/menu/${item.id}$`));
  await expect(page).toHaveTitle(`${item.name} · Pizza Inn`);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${ORIGIN}${item.image!.replace(/\.svg$/, '.png')}`);
  await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(2);
});
