import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';

test.beforeEach(() => writeRemotes(defaultRemotes()));

test('browse a category and search with no match, in English and Azerbaijani', async ({ page }) => {
  await page.goto('/en/menu');
  await page.getByRole('button', { name: 'Pasta', exact: true }).click();
  await expect(page.getByTestId('menu-count')).toHaveText('3 items');
  await expect(page.locator('[data-remote="menu"]').getByRole('heading', { level: 2 })).toHaveText([
    'Spaghetti Bolognese',
    'Fettuccine Alfredo',
    'Penne Arrabbiata',
  ]);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('sushi');
  await expect(page.getByText('No items found matching your search')).toBeVisible();

  await page.goto('/az/menu');
  await page.getByRole('button', { name: 'Səhər yeməyi', exact: true }).click();
  await expect(page.getByTestId('menu-count')).toHaveText('2 məhsul');
  await page.getByRole('searchbox', { name: 'Menyuda axtar' }).fill('SEHER');
  await expect(page.getByRole('heading', { name: 'Azərbaycan səhər yeməyi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Menyuda axtar' }).fill('suşi');
  await expect(page.getByText('Axtarışınıza uyğun məhsul tapılmadı')).toBeVisible();
});

test('open an item, add it with a customisation and see the header count change', async ({ page }) => {
  await page.goto('/en/menu');
  await page.getByRole('link', { name: 'View details: Pepperoni' }).click();
  await expect(page).toHaveURL(/\/en\/menu\/\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pepperoni' })).toBeVisible();
  await expect(page.getByTestId('item-unit-price')).toHaveText('12,90 ₼');
  await page.getByLabel(/Large \(36 cm\)/).check();
  await page.getByLabel(/Olives/).check();
  await expect(page.getByTestId('item-unit-price')).toHaveText('17,90 ₼');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('item-total')).toHaveText('Total: 35,80 ₼');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByText('Pepperoni added to cart')).toBeVisible();
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('35,80 ₼');
});

test('an item page in Russian, and an unknown item', async ({ page }) => {
  await page.goto('/ru/menu');
  await page.getByRole('link', { name: 'Подробнее: Маргарита' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Маргарита' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Размер/ })).toBeVisible();
  await page.goto('/ru/menu/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Блюдо не найдено' })).toBeVisible();
});

test('an unavailable item cannot be added', async ({ page }) => {
  await page.goto('/en/menu');
  await expect(page.getByRole('button', { name: 'Add to cart: Fresh Orange Juice' })).toBeDisabled();
  await page.getByRole('link', { name: 'View details: Fresh Orange Juice' }).click();
  // The item page (the list has an "Unavailable" badge too): its own heading first.
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Orange Juice' })).toBeVisible();
  await expect(page.getByText('Unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart · / })).toBeDisabled();
});

test('the Mokaland routes show the kids menu, in two languages', async ({ page }) => {
  for (const path of ['/en/mokaland', '/en/mokaland/menu']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Mokaland kids menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Smiley Pizza' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita', exact: true })).toHaveCount(0);
  }
  await page.goto('/tr/mokaland');
  await expect(page.getByRole('heading', { level: 1, name: 'Mokaland çocuk menüsü' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gülen Pizza' })).toBeVisible();
});

test('the birthday menu: loaded, packages, and Book a party with the package', async ({ page }) => {
  await page.goto('/en/mokaland/birthday-menu');
  await expect(page.locator('iframe[title="Birthday menu document"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'mokaland-birthday-menu-en.pdf');
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  await expect(page.getByText('from 18,00 ₼ per child')).toBeVisible();
  await page.getByRole('link', { name: 'Book the Super Party' }).click();
  await expect(page).toHaveURL(/\/en\/reservations\?occasion=birthday&package=super-party$/);
  await expect(page.getByRole('heading', { name: 'Birthday party booking' })).toBeVisible();
  // The package by its name, never its slug.
  await expect(page.getByText('Package: Super Party')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to the kids menu' }).click();
  await expect(page).toHaveURL(/\/en\/mokaland$/);
});

test('the birthday menu error state, and Try Again, in Azerbaijani and English', async ({ page }) => {
  await page.route('**/api/mokaland-menu/birthday-menu**', (route) => route.abort());
  await page.goto('/az/mokaland/birthday-menu');
  await expect(page.getByRole('heading', { name: 'Təəssüf ki, menyu açılmadı' })).toBeVisible();
  await page.goto('/en/mokaland/birthday-menu');
  await expect(page.getByRole('heading', { name: 'Oops! Menu not available' })).toBeVisible();
  await expect(page.getByText("The birthday menu couldn't be loaded. Please try downloading it instead!")).toBeVisible();
  await page.unroute('**/api/mokaland-menu/birthday-menu**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.locator('iframe[title="Birthday menu document"]')).toBeVisible();
});

test('a phone filters by a dietary tag and finds dishes by other languages’ words, in Russian and Azerbaijani', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru/menu');
  const menu = page.locator('[data-remote="menu"]');
  const names = menu.getByRole('heading', { level: 2 });
  const card = (name: string) => menu.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // the cards show the tags beside the allergens
  await expect(card('Пепперони').getByTestId('menu-diet')).toHaveText(['С мясом', 'Острое']);
  await expect(card('Маргарита').getByTestId('menu-card-allergens')).toHaveText('Аллергены: глютен, молоко');

  const filters = page.getByRole('group', { name: 'Показать только' });
  await filters.getByRole('button', { name: 'Вегетарианское' }).click();
  await expect(filters.getByRole('button', { name: 'Вегетарианское' })).toHaveAttribute('aria-pressed', 'true');
  await expect(names.filter({ hasText: 'Вегетарианская' })).toHaveCount(1);
  await expect(names.filter({ hasText: 'Маргарита' })).toHaveCount(1);
  await expect(names.filter({ hasText: 'Пепперони' })).toHaveCount(0);
  await expect(names.filter({ hasText: 'Спагетти болоньезе' })).toHaveCount(0);
  // with "Острое" too, only the dish that is both
  await filters.getByRole('button', { name: 'Острое' }).click();
  await expect(names).toHaveText(['Пенне арраббьята']);
  await filters.getByRole('button', { name: 'Вегетарианское' }).click();
  await filters.getByRole('button', { name: 'Острое' }).click();

  const search = page.getByRole('searchbox', { name: 'Поиск по меню' });
  for (const q of ['мясо', 'meat']) {
    await search.fill(q);
    await expect(names.filter({ hasText: 'Пепперони' })).toHaveCount(1);
    await expect(names.filter({ hasText: 'Спагетти болоньезе' })).toHaveCount(1);
    await expect(names.filter({ hasText: 'Вегетарианская' })).toHaveCount(0);
  }
  for (const q of ['peperoni', 'пеперони']) {
    await search.fill(q);
    await expect(names).toHaveText(['Пепперони']);
  }

  await page.goto('/az/menu');
  const az = page.getByRole('searchbox', { name: 'Menyuda axtar' });
  await az.fill('ət');
  await expect(names.filter({ hasText: 'Pepperoni' })).toHaveCount(1);
  await expect(names.filter({ hasText: 'Vegetarian' })).toHaveCount(0);
  await az.fill('');
  await page.getByRole('group', { name: 'Yalnız bunları göstər' }).getByRole('button', { name: 'Acılı' }).click();
  await expect(names).toHaveText(['Pepperoni', 'Bakı pizzası', 'Penne arrabyata']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a phone finds every pizza, every pasta and every dish with nuts, and hides dishes by allergen, in all four languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cases = [
    { lang: 'az', search: 'Menyuda axtar', pakhlava: 'Bakı paxlavası', allergies: 'Allergiya', noGluten: 'Qlütensiz', count: (n: number) => `${n} məhsul` },
    { lang: 'en', search: 'Search the menu', pakhlava: 'Baku Pakhlava', allergies: 'Allergies', noGluten: 'No gluten', count: (n: number) => `${n} items` },
    {
      lang: 'ru',
      search: 'Поиск по меню',
      pakhlava: 'Бакинская пахлава',
      allergies: 'Если у вас аллергия',
      noGluten: 'Без глютена',
      count: (n: number) => `${n} ${n === 3 ? 'блюда' : 'блюд'}`,
    },
    { lang: 'tr', search: 'Menüde ara', pakhlava: 'Bakü Baklavası', allergies: 'Alerjiler', noGluten: 'Gluten içermez', count: (n: number) => `${n} ürün` },
  ];
  for (const c of cases) {
    await page.goto(`/${c.lang}/menu`);
    const menu = page.locator('[data-remote="menu"]');
    const names = menu.getByRole('heading', { level: 2 });
    const search = page.getByRole('searchbox', { name: c.search });
    const category = async (slug: string) =>
      ((await (await page.request.get(`/api/menu/items?lang=${c.lang}&category=${slug}`)).json()).data as Array<{ name: string }>).map((i) => i.name);
    const [pizzas, pastas] = [await category('pizzas'), await category('pasta')];
    expect([pizzas.length, pastas.length]).toEqual([6, 3]);
    // every pizza (the calzone, a folded pizza, too), every pasta
    await search.fill('pizza');
    for (const name of pizzas) await expect(names.filter({ hasText: name })).toHaveCount(1);
    await search.fill('pasta');
    await expect(names).toHaveText(pastas);
    await expect(page.getByTestId('menu-count')).toHaveText(c.count(3));
    for (const q of ['nuts', 'qoz', 'орехи', 'ceviz']) {
      await search.fill(q);
      await expect(names).toHaveText([c.pakhlava]);
    }
    await search.fill('');
    // "without gluten": no pizza, pasta or pakhlava is left, the salad and the drinks are
    await page.getByRole('group', { name: c.allergies }).getByRole('button', { name: c.noGluten }).click();
    await expect(names.filter({ hasText: c.pakhlava })).toHaveCount(0);
    await expect(page.getByTestId('menu-count')).not.toHaveText(c.count(0));
    await search.fill('pizza');
    await expect(menu.locator('.menu-empty')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('a dish page shows the same diet badges as its card, and a drink carries its tags', async ({ page }) => {
  await page.goto('/en/menu');
  const menu = page.locator('[data-remote="menu"]');
  const card = (name: string) => menu.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Cola').getByTestId('menu-diet')).toHaveText(['Vegetarian', 'Vegan']);
  await page.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Vegan' }).click();
  await expect(page.getByTestId('menu-count')).toHaveText('5 items');
  await page.goto('/ru/menu/2');
  await expect(page.getByTestId('menu-diet')).toHaveText(['С мясом', 'Острое']);
});
