import { expect, test } from './fixtures';
import { E2E_PORT_BASE, defaultRemotes, remotePort, writeRemotes } from './env';

test.beforeEach(() => writeRemotes(defaultRemotes()));

test('/ lands on /az with the header, footer and home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/az$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('link', { name: 'Pizza Inn' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1995-ci ildən Fəvvarələr meydanında pizza');
  await expect(page.getByRole('contentinfo')).toContainText('Hər gün 07:00 – 03:00');
});

test('/en/menu lists the seeded items from the API, with the code from mf-menu’s own port', async ({ page }) => {
  const menuRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`:${remotePort.mf_menu}/`)) menuRequests.push(r.url());
  });
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Baku Special' })).toBeVisible();
  await expect(page.getByText('9,50 ₼').first()).toBeVisible();
  await expect(page.getByTestId('menu-count')).toHaveText('21 items');
  expect(menuRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(menuRequests.some((u) => /__federation_expose_routes\.[0-9a-f]+\.js$/.test(u))).toBe(true);
  // the shell's own bundle does not carry the menu's code
  const shellMain = await (await page.request.get(`http://127.0.0.1:${E2E_PORT_BASE}/main.js`)).text();
  expect(shellMain).not.toContain('No items found matching your search');
});

test('an invalid language segment and unprefixed paths redirect with the rest of the path kept', async ({ page }) => {
  await page.goto('/xx/menu');
  await expect(page).toHaveURL(/\/az\/menu$/);
  await page.goto('/menu/3');
  await expect(page).toHaveURL(/\/az\/menu$/);
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/az\/reservations$/);
});

test('switching language keeps the page, stores the choice and changes the texts', async ({ page }) => {
  await page.goto('/en/menu');
  await expect(page.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ru');
  await expect(page).toHaveURL(/\/ru\/menu$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Наше меню' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Маргарита' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('PizzaInn_language'))).toBe('ru');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/ru\/about$/);
});

test('adding to the cart updates the header count, survives a reload and shows on the cart page', async ({ page }) => {
  await page.goto('/en/menu');
  await page.getByRole('button', { name: 'Add to cart: Margherita' }).click();
  await page.getByRole('button', { name: 'Add to cart: Margherita' }).click();
  await page.getByRole('button', { name: 'Add to cart: Ayran' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Add to cart: Fresh Orange Juice' })).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByRole('button', { name: /^Order/ }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('21,00 ₼');
  await expect(page.getByTestId('cart-service-fee')).toHaveText('2,10 ₼');
  await expect(page.getByTestId('cart-total')).toHaveText('23,10 ₼');
  await expect(page.getByRole('button', { name: 'Decrease quantity of Ayran' })).toBeDisabled();
});

test('an unknown page shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the reservation form comes from mf-booking', async ({ page }) => {
  await page.goto('/en/reservations');
  await expect(page.getByRole('heading', { name: 'Book a table' })).toBeVisible();
  await expect(page.getByText('Groups of 8 or more need advance booking.')).toBeVisible();
  await expect(page.locator('[data-remote="booking"]')).toBeVisible();
});

test('the admin area sends an unsigned visitor to /admin/login, without the public header', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: /sign in|girişi|Вход|girişi/i })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
});

test('a demo staff account signs in at /admin/login and lands where it was going', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(/E-poçt|Email/).fill('staff@pizzainn.az');
  await page.getByLabel(/Şifrə|Password/).fill('Staff123!');
  await page.getByRole('button', { name: /Daxil ol|Sign in/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  // The role in the page's language, never its code.
  await expect(page.getByText(/Demo Staff \((İşçi|Staff|Əməkdaş)\)/)).toBeVisible();
});

test('cart toasts: added, removed with Undo, restored, cleared', async ({ page }) => {
  await page.goto('/en/menu');
  await page.getByRole('button', { name: 'Add to cart: Tiramisu' }).click();
  await expect(page.getByText('Tiramisu added to cart')).toBeVisible();
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Remove Tiramisu' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Tiramisu removed from cart' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Tiramisu restored to cart')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Order cleared')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
