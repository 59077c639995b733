// One language per screen: no English text of the product (the storefront's texts, the API's error texts, allergen
// names) on an az, ru or tr page. The list comes from the English translation files themselves, less the texts a
// language writes the same way (names, "Mokaland", "Pizza").
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { visibleTexts } from './helpers';
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
import apiErrorsEn from '../shared-lib/src/api/error-texts/en';
import apiErrorsAz from '../shared-lib/src/api/error-texts/az';
import apiErrorsRu from '../shared-lib/src/api/error-texts/ru';
import apiErrorsTr from '../shared-lib/src/api/error-texts/tr';
import { API_ERRORS } from '../shared-lib/src/api/error-messages';

test.beforeEach(() => writeRemotes(defaultRemotes()));

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

const NAMESPACES: Array<Record<'en' | 'az' | 'ru' | 'tr', Tree>> = [
  { en: shellEn, az: shellAz, ru: shellRu, tr: shellTr },
  { en: menuEn, az: menuAz, ru: menuRu, tr: menuTr },
  { en: cartEn, az: cartAz, ru: cartRu, tr: cartTr },
  { en: bookingEn, az: bookingAz, ru: bookingRu, tr: bookingTr },
  { en: apiErrorsEn as unknown as Tree, az: apiErrorsAz as unknown as Tree, ru: apiErrorsRu as unknown as Tree, tr: apiErrorsTr as unknown as Tree },
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
