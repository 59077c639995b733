// One language per screen: no English text of the product (the storefront's and the admin's texts, the API's error
// texts and messages, statuses, roles) on an az, ru or tr page. The list comes from the English translation files
// themselves, less the texts a language writes the same way (names, "Mokaland", "Pizza").
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

const PAGES = ['', 'menu', 'menu/1', 'mokaland', 'mokaland/birthday-menu', 'about', 'gallery', 'contact', 'reservations', 'order', 'location', 'cart', 'checkout', 'track-order', 'login', 'register'];

async function withOneItemInCart(page: Page) {
  await page.addInitScript(() => {
    const session = { items: [{ id: '1', name: 'Margherita', price: 9.5, image: '', category: 'pizzas', customizations: { size: 'medium' }, quantity: 1, total: 9.5 }], tableNumber: null, sessionId: 'one-language', specialInstructions: '', timestamp: Date.now() };
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
      await page.waitForLoadState('networkidle');
      const text = (await visibleTexts(page, [])).join('\n');
      const labels = await page.evaluate(() => [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')].filter(Boolean).join('\n')).join('\n'));
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

/**
 * Short English words of the admin (statuses, roles, buttons: "Pending", "Confirmed", "Save") that `lang` says
 * otherwise, and the raw codes a screen could leak (SUPER_ADMIN, pending, no-show): matched as whole words.
 */
function englishWords(lang: 'az' | 'ru' | 'tr'): string[] {
  const words = new Set<string>();
  // the admin's texts and the vocabulary it shows
  for (const ns of [NAMESPACES[4]!, NAMESPACES[6]!]) {
    const other = new Map(flatten(ns[lang]));
    for (const [key, text] of flatten(ns.en)) {
      if (other.get(key) === text) continue;
      for (const part of text.split(/\{\{[^}]+\}\}/)) if (part.trim().length >= 4 && part.trim().length < 12 && /^[A-Za-z][A-Za-z -]+$/.test(part.trim())) words.add(part.trim());
    }
  }
  for (const code of [...ROLES, ...ORDER_STATUSES, ...RESERVATION_STATUSES]) words.add(code);
  return [...words];
}

for (const lang of ['az', 'ru', 'tr'] as const) {
  test(`no English text of the product on the ${lang} admin pages`, async ({ page, request }) => {
    test.setTimeout(120000);
    // An order with options and a note on the board, in the staff member's language.
    await request.post(`${API}/orders`, { data: { orderType: 'table', tableNumber: '3', specialInstructions: 'Az duz', items: [{ menuItemId: 2, quantity: 1, customizations: { size: 'large', extras: ['olives'] } }] } });
    await signInAs(page, 'superadmin@pizzainn.az', 'SuperAdmin123!');
    await page.evaluate((l) => localStorage.setItem('PizzaInn_language', l), lang);
    const fragments = englishFragments(lang);
    const words = englishWords(lang);
    expect(words).toEqual(expect.arrayContaining(['Pending', 'Confirmed', 'SUPER_ADMIN', 'pending']));
    const wordRe = new RegExp(`(^|[^\\p{L}_-])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|[^\\p{L}_-])`, 'u');
    const found: string[] = [];
    for (const { path } of ADMIN_SECTIONS) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Live pages keep an event stream open (no network idle): give their first answers a moment instead.
      await page.waitForTimeout(1000);
      // What people typed (chat messages, diners' notes, the texts being edited in their own language fields) is theirs.
      const text = (await visibleTexts(page, ['[data-user-text]', 'textarea'])).join('\n');
      const labels = await page.evaluate(() => [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')].filter(Boolean).join('\n')).join('\n'));
      for (const fragment of fragments) if (text.includes(fragment) || labels.includes(fragment)) found.push(`/admin/${path}: "${fragment}"`);
      // People's names are what they typed (the demo accounts are "Demo Staff", "Demo Manager"): not the product's text.
      const names = DEMO_ACCOUNTS.map((a) => a.name);
      for (const line of `${text}\n${labels}`.split('\n')) {
        const m = wordRe.exec(names.reduce((l, name) => l.split(name).join(''), line));
        if (m) found.push(`/admin/${path}: "${m[2]}" in "${line.slice(0, 80)}"`);
      }
    }
    expect(found).toEqual([]);
  });
}
