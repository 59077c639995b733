// One language per screen: no English text of the product (the storefront's and the admin's texts, the API's error
// texts and messages, statuses, roles) on an az, ru or tr page. The list comes from the English translation files
// themselves, less the texts a language writes the same way (names, "Mokaland", "Pizza").
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, signInAs, visibleTexts } from './helpers';
import { en as shellEn } from '../shell/src/i18n/locales/en';
import { az as shellAz } from '../shell/src/i18n/locales/az';
import { ru as shellRu } from '../shell/src/i18n/locales/ru';
import { tr as shellTr } from '../shell/src/i18n/locales/tr';
import { en as menuEn } from '../mf-menu/src/i18n/en';
import { az as menuAz } from '../mf-menu/src/i18n/az';
import { ru as menuRu } from '../mf-menu/src/i18n/ru';
import { tr as menuTr } from '../mf-menu/src/i18n/tr';
import { en as cartEn } from '../mf-cart/src/i18n/en';
import { az as cartAz } from '../mf-cart/src/i18n/az';
import { ru as cartRu } from '../mf-cart/src/i18n/ru';
import { tr as cartTr } from '../mf-cart/src/i18n/tr';
import { en as bookingEn } from '../mf-booking/src/i18n/en';
import { az as bookingAz } from '../mf-booking/src/i18n/az';
import { ru as bookingRu } from '../mf-booking/src/i18n/ru';
import { tr as bookingTr } from '../mf-booking/src/i18n/tr';
import { vocabularyTranslations } from '../shared-lib/src/platform/vocabulary';
import { en as adminEn } from '../mf-admin/src/i18n/en';
import { az as adminAz } from '../mf-admin/src/i18n/az';
import { ru as adminRu } from '../mf-admin/src/i18n/ru';
import { tr as adminTr } from '../mf-admin/src/i18n/tr';
import { ADMIN_SECTIONS } from '../shared-lib/src/domain/roles/admin-routes';
import { ORDER_STATUSES, RESERVATION_STATUSES } from '../shared-lib/src/domain/orders/order-rules';
import { ROLES } from '../shared-lib/src/domain/roles/roles';
import { DEMO_ACCOUNTS } from '../api/src/users/demo-accounts';
import apiErrorsEn from '../shared-lib/src/platform/api/error-texts/en';
import apiErrorsAz from '../shared-lib/src/platform/api/error-texts/az';
import apiErrorsRu from '../shared-lib/src/platform/api/error-texts/ru';
import apiErrorsTr from '../shared-lib/src/platform/api/error-texts/tr';
import { API_ERRORS } from '../shared-lib/src/contracts/error-messages';

test.beforeEach(() => writeRemotes(defaultRemotes()));

const adminTexts = { az: adminAz, en: adminEn, ru: adminRu, tr: adminTr };

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

const NAMESPACES: Array<Record<'en' | 'az' | 'ru' | 'tr', Tree>> = [
  { en: shellEn, az: shellAz, ru: shellRu, tr: shellTr },
  { en: menuEn, az: menuAz, ru: menuRu, tr: menuTr },
  { en: cartEn, az: cartAz, ru: cartRu, tr: cartTr },
  { en: bookingEn, az: bookingAz, ru: bookingRu, tr: bookingTr },
  { en: adminEn as Tree, az: adminAz as Tree, ru: adminRu as Tree, tr: adminTr as Tree },
  { en: apiErrorsEn as unknown as Tree, az: apiErrorsAz as unknown as Tree, ru: apiErrorsRu as unknown as Tree, tr: apiErrorsTr as unknown as Tree },
  // the restaurant's vocabulary (statuses, roles, order types, allergens), shared by the remotes
  vocabularyTranslations as Record<'en' | 'az' | 'ru' | 'tr', Tree>,
];

/** The English fragments (text between inserted values) of 12 characters or more that `lang` does not share. */
function englishFragments(lang: 'az' | 'ru' | 'tr'): string[] {
  const fragments = new Set<string>();
  for (const ns of NAMESPACES) {
    const other = new Map(flatten(ns[lang]));
    for (const [key, text] of flatten(ns.en)) {
      if (other.get(key) === text) continue;
      for (const part of text.split(/\{\{[^}]+\}\}/)) if (part.trim().length >= 12) fragments.add(part.trim());
    }
  }
  for (const message of Object.values(API_ERRORS)) if (message.length >= 12) fragments.add(message);
  return [...fragments];
}

const PAGES = [
  '',
  'menu',
  'menu/1',
  'mokaland',
  'mokaland/birthday-menu',
  'about',
  'gallery',
  'contact',
  'reservations',
  'order',
  'location',
  'cart',
  'checkout',
  'track-order',
  'login',
  'register',
];

async function withOneItemInCart(page: Page) {
  await page.addInitScript(() => {
    const session = {
      items: [{ id: '1', name: 'Margherita', price: 9.5, image: '', category: 'pizzas', customizations: { size: 'medium' }, quantity: 1, total: 9.5 }],
      tableNumber: null,
      sessionId: 'one-language',
      specialInstructions: '',
      timestamp: Date.now(),
    };
    window.localStorage.setItem('PizzaInn_order_session', JSON.stringify(session));
  });
}

for (const lang of ['az', 'ru', 'tr'] as const) {
  test(`no English text of the product on the ${lang} storefront`, async ({ page }) => {
    test.setTimeout(120000);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await withOneItemInCart(page);
    const english = englishFragments(lang);
    expect(english.length).toBeGreaterThan(200);
    /** The English fragments the page at `url` shows, in its text or its labels. */
    const scan = async (url: string) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await untilQuiet(page);
      const text = (await visibleTexts(page, [])).join('\n');
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
          .map((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')].filter(Boolean).join('\n'))
          .join('\n'),
      );
      return english.filter((fragment) => text.includes(fragment) || labels.includes(fragment));
    };
    // The scan sees English where there is English.
    expect((await scan('/en/contact')).length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const path of PAGES) {
      const url = `/${lang}/${path}`.replace(/\/$/, '');
      for (const fragment of await scan(url)) found.push(`${url}: "${fragment}"`);
    }
    expect(found).toEqual([]);
  });
}

type Lang = 'az' | 'en' | 'ru' | 'tr';

/** Every text `lang` itself shows (its translation files and the vocabulary), to tell a leak from a word it shares. */
const ownTexts = (lang: Lang) => NAMESPACES.flatMap((ns) => flatten(ns[lang]).map(([, text]) => text)).join('\n');

/** The fragments (text between inserted values) of 12 characters or more that `from` writes and `lang` never does. */
function fragmentsOf(from: Lang, lang: Lang): string[] {
  if (from === 'en') return englishFragments(lang as 'az' | 'ru' | 'tr');
  const own = ownTexts(lang);
  const fragments = new Set<string>();
  for (const ns of NAMESPACES) {
    for (const [, text] of flatten(ns[from]))
      for (const part of text.split(/\{\{[^}]+\}\}/)) if (part.trim().length >= 12 && !own.includes(part.trim())) fragments.add(part.trim());
  }
  return [...fragments];
}

/**
 * Short words of the admin in `from` (statuses, roles, buttons: "Pending", "Confirmed", "Save") that `lang` says
 * otherwise, and the raw codes a screen could leak (SUPER_ADMIN, pending, no-show): matched as whole words.
 */
function shortWords(from: Lang, lang: Lang): string[] {
  const words = new Set<string>();
  const own = ownTexts(lang);
  // the admin's texts and the vocabulary it shows
  for (const ns of [NAMESPACES[4]!, NAMESPACES[6]!]) {
    const other = new Map(flatten(ns[lang]));
    for (const [key, text] of flatten(ns[from])) {
      if (other.get(key) === text) continue;
      for (const part of text.split(/\{\{[^}]+\}\}/)) {
        const word = part.trim();
        if (word.length >= 4 && word.length < 12 && /^\p{L}[\p{L} -]+$/u.test(word) && !own.includes(word)) words.add(word);
      }
    }
  }
  for (const code of [...ROLES, ...ORDER_STATUSES, ...RESERVATION_STATUSES]) words.add(code);
  return [...words];
}

/**
 * Waits until the page's API reads have been answered (event streams aside, which stay open): a live page has no
 * network idle, and a fixed pause would pass a page whose answers are merely slow.
 */
async function apiAnswered(page: Page, during: () => Promise<unknown>): Promise<void> {
  const pending = new Set<object>();
  const isRead = (r: { url(): string; resourceType(): string; headers(): Record<string, string> }) =>
    r.url().includes('/api/') && r.resourceType() !== 'eventsource' && !(r.headers().accept ?? '').includes('text/event-stream');
  const started = (r: Parameters<typeof isRead>[0]) => isRead(r) && pending.add(r);
  const ended = (r: object) => pending.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await during();
    await expect.poll(() => pending.size, { timeout: 15000 }).toBe(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

type Named = Partial<Record<Lang, string>>;

/**
 * The restaurant's own names the staff area shows in the staff member's language: the menu's option groups and
 * options and the gallery's captions, as the API keeps them in four languages. Each as `from` writes it, where `lang`
 * writes it otherwise.
 */
async function dataNames(request: APIRequestContext, token: string, from: Lang, lang: Lang): Promise<string[]> {
  const read = async <T>(path: string) => (await (await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as T;
  const menu = await read<Array<{ items: Array<{ customizations?: Array<{ name: Named; options: Array<{ name: Named }> }> }> }>>('/admin/menu');
  const gallery = await read<Array<{ titles: Named }>>('/admin/gallery');
  const names: Named[] = [
    ...menu.flatMap((c) => c.items.flatMap((i) => (i.customizations ?? []).flatMap((g) => [g.name, ...g.options.map((o) => o.name)]))),
    ...gallery.map((g) => g.titles),
  ];
  // a name given in `lang` too (one typed in one language only is shown as typed)
  return [...new Set(names.filter((n) => n[from] && n[lang] && n[from] !== n[lang] && n[from]!.length >= 6).map((n) => n[from]!))];
}

const LANGUAGE_NAME: Record<Lang, string> = { az: 'Azərbaycan', en: 'English', ru: 'Русский', tr: 'Türkçe' };

for (const lang of ['az', 'ru', 'tr'] as const) {
  test(`the staff area switched to ${lang} with its language switch shows no other language of the product, and remembers the choice`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180000);
    // An order with options and a note on the board, in the staff member's language.
    await request.post(`${API}/orders`, {
      data: {
        orderType: 'table',
        tableNumber: '3',
        specialInstructions: 'Az duz',
        items: [{ menuItemId: 2, quantity: 1, customizations: { size: 'large', extras: ['olives'] } }],
      },
    });
    // The demo account follows the site's language (no language of its own) before and after.
    const forgetLanguage = async () => {
      const login = await request.post(`${API}/auth/login`, { data: { email: 'superadmin@pizzainn.az', password: 'SuperAdmin123!' } });
      const { token } = (await login.json()).data as { token: string };
      const res = await request.put(`${API}/auth/language`, { headers: { authorization: `Bearer ${token}` }, data: { language: null } });
      expect([res.status(), (await res.json()).data.language]).toEqual([200, null]);
      return token;
    };
    const token = await forgetLanguage();
    await signInAs(page, 'superadmin@pizzainn.az', 'SuperAdmin123!');
    try {
      // The staff area opens in English (the stored language), and its switch moves it to `lang`, staying on the page.
      await page.goto('/admin/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: LANGUAGE_NAME[lang] }, { timeout: 15000 });
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('combobox', { name: String(adminTexts[lang].language) })).toHaveValue(lang);

      const others = (['en', 'az'] as const).filter((from) => from !== lang);
      const names = await Promise.all(others.map(async (from) => (await dataNames(request, token, from, lang)).map((f) => [from, f] as const)));
      const fragments = [...others.flatMap((from) => fragmentsOf(from, lang).map((f) => [from, f] as const)), ...names.flat()];
      expect(names.flat().map(([, f]) => f)).toEqual(expect.arrayContaining(['Small (25 cm)', 'Our wood-fired oven']));
      const words = others.flatMap((from) => shortWords(from, lang));
      expect(words).toEqual(expect.arrayContaining(['Pending', 'Confirmed', 'SUPER_ADMIN', 'pending']));
      const wordRe = new RegExp(`(^|[^\\p{L}_-])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|[^\\p{L}_-])`, 'u');
      const found: string[] = [];
      for (const { path } of ADMIN_SECTIONS) {
        await apiAnswered(page, () => page.goto(`/admin/${path}`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // the menu's first dish opened in the editor: its option groups and options by name
        if (path === 'menu')
          await page
            .locator('details > summary', { hasText: String(adminTexts[lang].menu.edit) })
            .first()
            .click();
        // What people typed (chat messages, diners' notes, the texts being edited in their own language fields) is theirs.
        const text = (await visibleTexts(page, ['[data-user-text]', 'textarea'])).join('\n');
        const labels = await page.evaluate(() =>
          [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
            .map((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')].filter(Boolean).join('\n'))
            .join('\n'),
        );
        for (const [from, fragment] of fragments) if (text.includes(fragment) || labels.includes(fragment)) found.push(`/admin/${path}: ${from} "${fragment}"`);
        // People's names are what they typed (the demo accounts are "Demo Staff", "Demo Manager"): not the product's text.
        const names = DEMO_ACCOUNTS.map((a) => a.name);
        for (const line of `${text}\n${labels}`.split('\n')) {
          const m = wordRe.exec(names.reduce((l, name) => l.split(name).join(''), line));
          if (m) found.push(`/admin/${path}: "${m[2]}" in "${line.slice(0, 80)}"`);
        }
      }
      expect(found).toEqual([]);

      // Remembered for the person: a device that stored another language opens the staff area in the chosen one.
      await page.evaluate(() => localStorage.setItem('PizzaInn_language', 'en'));
      await page.goto('/admin/orders');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveURL(/\/admin\/orders$/);
    } finally {
      await forgetLanguage();
    }
  });
}

test('/{lang}/admin opens the staff area in that language at its own address', async ({ page }) => {
  await signInAs(page, 'manager@pizzainn.az', 'Manager123!');
  await page.goto('/ru/admin/reservations');
  await expect(page).toHaveURL(/\/admin\/reservations$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
});
