// What a signed-in diner's account remembers (issue 32, point 3): favourite dishes marked with a heart, the last order
// on the home page one tap from the cart, and delivery addresses the checkout offers. On a 390 px phone, az and ru.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, pinNearRestaurant } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  az: {
    dish: 'Tiramisu',
    like: 'Sevimlilərə əlavə et: Tiramisu',
    unlike: 'Sevimlilərdən çıxar: Tiramisu',
    add: 'Səbətə əlavə et: Tiramisu',
    delivery: 'Çatdırılma',
    address: /^Çatdırılma ünvanı/,
    keep: 'Bu ünvanı hesabımda saxla',
    place: 'Sifariş ver',
    forYou: 'Sizin üçün',
    lastOrder: 'Son sifarişiniz',
    favourites: 'Sevimliləriniz',
    again: 'Yenidən sifariş et',
    saved: 'Saxlanmış ünvanlarınız',
    addresses: 'Çatdırılma ünvanları',
    remove: 'Ünvanı sil: Füzuli küçəsi 12, mənzil 4',
    none: 'Hələ saxlanmış ünvan yoxdur.',
  },
  ru: {
    dish: 'Тирамису',
    like: 'Добавить в избранное: Тирамису',
    unlike: 'Убрать из избранного: Тирамису',
    add: 'В корзину: Тирамису',
    delivery: 'Доставка',
    address: /^Адрес доставки/,
    keep: 'Сохранить этот адрес в аккаунте',
    place: 'Отправить заказ',
    forYou: 'Для вас',
    lastOrder: 'Ваш последний заказ',
    favourites: 'Ваше избранное',
    again: 'Повторить заказ',
    saved: 'Ваши сохранённые адреса',
    addresses: 'Адреса доставки',
    remove: 'Удалить адрес: Füzuli küçəsi 12, mənzil 4',
    none: 'Сохранённых адресов пока нет.',
  },
} as const;

async function signedInDiner(page: Page, lang: string): Promise<void> {
  const registered = await page.request.post(`${API}/auth/register`, {
    data: { name: 'Aynur Məmmədova', email: `memory-${lang}-${Date.now()}@example.az`, password: 'Qızıl-Alma-Ağacı-77', phone: '+994 55 222 33 44' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()).data;
  await page.goto(`/${lang}/about`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

for (const lang of ['az', 'ru'] as const) {
  const text = TEXT[lang];

  test(`a signed-in diner's favourites, last order and saved address in ${lang}`, async ({ page }) => {
    // the server paints every page signed out: a signed-in diner's heart and home page must not break hydration
    const hydration: string[] = [];
    page.on('console', (m) => /hydrat|Minified React error/i.test(m.text()) && hydration.push(`${page.url()} ${m.text().slice(0, 60)}`));
    // signed out: no heart, and the home page is everyone's
    await page.goto(`/${lang}/menu`);
    await expect(page.getByRole('button', { name: text.add })).toBeVisible();
    await expect(page.getByTestId('favourite')).toHaveCount(0);
    await signedInDiner(page, lang);

    // a heart on the card, kept by the account (it is still there after a reload)
    await page.goto(`/${lang}/menu`);
    await page.getByRole('button', { name: text.like }).click();
    await expect(page.getByRole('button', { name: text.unlike })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: text.unlike })).toHaveAttribute('aria-pressed', 'true');

    // a delivery to a new address, kept for next time (the box is ticked for a signed-in diner); two, for the centre
    // zone's smallest order
    await page.getByRole('button', { name: text.add }).click();
    await page.getByRole('button', { name: text.add }).click();
    await page.goto(`/${lang}/checkout`);
    await page.getByLabel(text.delivery, { exact: true }).check();
    await expect(page.getByTestId('saved-addresses')).toHaveCount(0);
    await page.getByLabel(text.address).fill('Füzuli küçəsi 12, mənzil 4');
    await pinNearRestaurant(page);
    await expect(page.getByLabel(text.keep)).toBeChecked();
    await page.getByRole('button', { name: text.place }).click();
    await expect(page).toHaveURL(/\/order-success\?code=/);

    // the home page: the last order and the favourite; "order again" fills the cart
    await page.goto(`/${lang}`);
    const forYou = page.getByTestId('home-for-you');
    await expect(forYou.getByRole('heading', { name: text.forYou })).toBeVisible();
    await expect(forYou.getByTestId('home-last-order')).toContainText(text.lastOrder);
    await expect(forYou.getByTestId('home-last-order')).toContainText(`2 × ${text.dish}`);
    await expect(forYou.getByRole('heading', { name: text.favourites })).toBeVisible();
    await expect(forYou.getByTestId('home-favourite')).toHaveCount(1);
    await expect(forYou.getByTestId('home-favourite').getByRole('link')).toHaveText(text.dish);
    await forYou.getByRole('button', { name: text.again }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(text.dish);

    // the checkout offers the saved address, already in the field
    await page.goto(`/${lang}/checkout`);
    await page.getByLabel(text.delivery, { exact: true }).check();
    const saved = page.getByRole('group', { name: text.saved });
    await expect(saved.getByRole('button')).toHaveText(['Füzuli küçəsi 12, mənzil 4']);
    await expect(saved.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(text.address)).toHaveValue('Füzuli küçəsi 12, mənzil 4');
    await expect(page.getByLabel(text.keep)).toHaveCount(0);

    // the profile lists it and lets it go
    await page.goto(`/${lang}/profile`);
    const addresses = page.getByTestId('saved-addresses');
    await expect(addresses.getByRole('heading', { name: text.addresses })).toBeVisible();
    await addresses.getByRole('button', { name: text.remove }).click();
    await expect(addresses).toContainText(text.none);

    // the heart taken back: the home page has no favourite left
    await page.goto(`/${lang}/menu`);
    await page.getByRole('button', { name: text.unlike }).click();
    await expect(page.getByRole('button', { name: text.like })).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/${lang}`);
    await expect(page.getByTestId('home-last-order')).toBeVisible();
    await expect(page.getByTestId('home-favourite')).toHaveCount(0);
    expect(hydration).toEqual([]);
  });
}
