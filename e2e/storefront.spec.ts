// The storefront as a diner uses it on a phone (390 px) and a laptop (1280 px): the Mokaland item page and sheet with
// options, options on cart lines in the page's language, the cart bar, the browser's language on a first visit, the
// booking code in view; axe on those pages at both widths; and screenshots compared with the committed ones.
import { type Page } from '@playwright/test';
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { seriousViolations } from './helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

test.beforeEach(() => writeRemotes(defaultRemotes()));

/** A Baku calendar day, `days` from today. */
function bakuDay(days: number): string {
  const d = new Date(Date.now() + 4 * 3600000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('on a phone a Mokaland item rises as a sheet, its options are chosen, and the cart bar and lines show them in each language', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/ru/mokaland');
  await expect(page.getByTestId('cart-bar')).toHaveCount(0);
  // Esc closes the sheet and goes back to the list.
  await page.getByRole('link', { name: 'Подробнее: Мороженое (2 шарика)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Мороженое (2 шарика)' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/ru\/mokaland$/);
  await page.getByRole('link', { name: 'Подробнее: Мороженое (2 шарика)' }).click();
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/mokaland\/menu\/\d+$/);
  // The list stays under the sheet.
  await expect(page.getByRole('heading', { level: 1, name: 'Mokaland' })).toBeAttached();
  await sheet.getByLabel('Шоколадное').check();
  await sheet.getByLabel(/Шоколадный соус/).check();
  await sheet.getByRole('button', { name: 'Увеличить количество' }).click();
  await sheet.getByRole('button', { name: 'В корзину · 8,00 ₼' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/ru\/mokaland$/);
  // The bar: two items, their total (8,00 and the 10% service fee of a pickup, as the cart says) and the way to the order.
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toContainText('2 блюда · 8,80 ₼');
  await expect(bar).toBeInViewport();
  await bar.getByRole('link', { name: /Открыть заказ/ }).click();
  await expect(page).toHaveURL(/\/ru\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText('8,80 ₼');
  const line = page.getByTestId('cart-line');
  await expect(line.locator('.cart-line-name')).toHaveText('Мороженое (2 шарика)');
  await expect(line.getByTestId('cart-line-options')).toHaveText('Шоколадное, Шоколадный соус');
  // The same line in Azerbaijani: its name and options are read again from the menu.
  await page.goto('/az/cart');
  await expect(page.getByTestId('cart-line').locator('.cart-line-name')).toHaveText('Dondurma (2 top)');
  await expect(page.getByTestId('cart-line').getByTestId('cart-line-options')).toHaveText('Şokolad, Şokolad sousu');
  await expect(page.getByTestId('cart-bar')).toHaveCount(0);
});

test('on a laptop the Mokaland item is a page; two Margheritas with different options stay two lines everywhere', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/mokaland');
  await page.getByRole('link', { name: 'View details: Ice Cream (2 scoops)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ice Cream (2 scoops)' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Vanilla').check();
  await page.getByRole('button', { name: 'Add to cart · 3,50 ₼' }).click();
  await page.goto('/en/menu');
  await page.getByRole('link', { name: 'View details: Margherita' }).click();
  await page.getByRole('button', { name: /^Add to cart · / }).click();
  await page.goto('/en/menu');
  await page.getByRole('link', { name: 'View details: Margherita' }).click();
  await page.getByLabel(/^Large/).check();
  await page.getByRole('button', { name: /^Add to cart · / }).click();
  await page.goto('/en/cart');
  const options = page.getByTestId('cart-line').getByTestId('cart-line-options');
  await expect(options).toHaveText(['Vanilla', 'Medium (30 cm)', 'Large (36 cm)']);
  // The mini cart and the checkout review show them too.
  await page.locator('.order-button').click();
  await expect(page.getByTestId('mini-cart-line').getByTestId('cart-line-options')).toHaveText(['Vanilla', 'Medium (30 cm)', 'Large (36 cm)']);
  await page.keyboard.press('Escape');
  await page.goto('/en/checkout');
  await expect(page.getByTestId('review-line')).toHaveCount(3);
  await expect(page.getByTestId('review-line').nth(2)).toContainText('Large (36 cm)');
});

test.describe('a first visit from a Russian browser', () => {
  test.use({ locale: 'ru-RU' });
  test('lands on /ru', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Пицца на площади с 1995 года' })).toBeVisible();
  });
});

test('after booking on a phone the confirmation with its code is in view and has the focus (Russian)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/ru/reservations');
  await page.getByLabel(/Количество гостей/).selectOption('2');
  await page.getByLabel(/Желаемая дата/).fill(bakuDay(6));
  await expect(page.getByRole('option', { name: '19:00', exact: true })).toBeAttached();
  await page.getByLabel(/Желаемое время/).selectOption('19:00');
  await page.getByLabel(/Имя и фамилия/).fill('Анна Петрова');
  await page.getByLabel(/Номер телефона/).fill('+994 50 333 44 55');
  await page.getByLabel(/Электронная почта/).fill('anna@example.az');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  const heading = page.getByRole('heading', { name: 'Заявка на бронь принята' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('reservation-code')).toBeInViewport();
  await expect(page.getByTestId('reservation-code')).toHaveText(/^Код брони: R[A-Z0-9]{7}$/);
});

/** One Margherita in the saved cart, as mf-cart restores it. */
async function withOneItemInCart(page: Page) {
  await page.addInitScript(() => {
    const session = {
      items: [
        {
          id: '1',
          name: 'Margherita',
          price: 9.5,
          image: '/api/menu/images/margherita.svg',
          category: 'pizzas',
          customizations: { size: 'medium' },
          quantity: 2,
          total: 19,
        },
      ],
      tableNumber: null,
      sessionId: 'visual-test-session',
      specialInstructions: '',
      timestamp: 0,
    };
    window.localStorage.setItem('PizzaInn_order_session', JSON.stringify(session));
  });
}

/** The pages of the checks, each at a phone's and a laptop's width. */
const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'menu', path: '/ru/menu' },
  { name: 'item', path: '/az/menu/1' },
  { name: 'cart', path: '/tr/cart' },
  { name: 'checkout', path: '/ru/checkout' },
  { name: 'booking', path: '/az/reservations' },
];

/** Waits until the page is still: data loaded, fonts and pictures in, the map (none here) and toasts gone. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await untilQuiet(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete && (i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight))
        .map((i) => i.decode().catch(() => null)),
    );
  });
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    // axe is injected as an inline script, which the site's own policy rightly blocks.
    test.use({ viewport, bypassCSP: true });
    test.beforeEach(async ({ page }) => {
      // The same day every run, so date fields and "open now" look the same.
      await page.clock.setFixedTime(new Date('2026-12-01T12:00:00+04:00'));
      await withOneItemInCart(page);
    });
    for (const p of PAGES) {
      test(`the ${p.name} page looks as committed (${label}) and axe finds no serious problem`, async ({ page }) => {
        await page.goto(p.path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${p.name}-${label}.png`, { maxDiffPixelRatio: 0.01 });
        await test.step('axe', async () => {
          expect(await seriousViolations(page)).toEqual([]);
        });
      });
    }
  });
}

test('closing the mini cart or the dish sheet gives the focus back to the control that opened it', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/menu');
  await page.getByRole('button', { name: 'Add to cart: Cola' }).click();
  const order = page.getByRole('button', { name: /^Order/ });
  await order.click();
  await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
  await page.getByRole('region', { name: 'Your order' }).getByRole('button').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
  await expect(order).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/menu');
  const details = page.getByRole('link', { name: 'View details: Margherita' });
  await details.click();
  await expect(page.getByTestId('item-sheet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('item-sheet')).toHaveCount(0);
  await expect(details).toBeFocused();
});
