import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin, inboxMail, linkIn, seriousViolations, visibleTexts } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

test.describe('language routing (SPEC 2.1, 2.3)', () => {
  const UNPREFIXED: Array<[string, string]> = [
    ['/menu', '/az/menu'],
    ['/menu/7', '/az/menu'],
    ['/mokaland', '/az/mokaland'],
    ['/mokaland/menu', '/az/mokaland/menu'],
    ['/mokaland/birthday-menu', '/az/mokaland/birthday-menu'],
    ['/about', '/az/about'],
    ['/gallery', '/az/gallery'],
    ['/contact', '/az/contact'],
    ['/reservations', '/az/reservations'],
    ['/order', '/az/order'],
    ['/location', '/az/location'],
    ['/cart', '/az/cart'],
    ['/checkout', '/az/checkout'],
    ['/order-success', '/az/order-success'],
    ['/track-order/ABCDEFGHJK', '/az/track-order'],
  ];
  for (const [from, to] of UNPREFIXED) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('the root goes to the default language home, an invalid language keeps the rest of the path', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/az$/);
    await page.goto('/xx/about');
    await expect(page).toHaveURL(/\/az\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haqqımızda');
  });

  test('unprefixed paths follow the stored language', async ({ page }) => {
    await page.goto('/tr/about');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/tr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bize ulaşın');
  });

  test('the two special pages stay unprefixed', async ({ page }) => {
    await page.goto('/breakfast');
    await expect(page).toHaveURL(/\/breakfast$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Səhər yeməyi');
    await expect(page.getByRole('link', { name: 'Azərbaycan səhər yeməyi' })).toBeVisible();
    await page.goto('/qapali-italyan-pizzasi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qapalı italyan pizzası');
    await expect(page.getByRole('link', { name: 'Klassik kalzone' })).toBeVisible();
  });

  test('a language switch keeps the page and survives a reload', async ({ page }) => {
    await page.goto('/en/location');
    await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ru');
    await expect(page).toHaveURL(/\/ru\/location$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Как добраться');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Как добраться');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('Как добраться · Pizza Inn');
  });
});

test('switching to ru, tr and az changes every visible text on the home page', async ({ page }) => {
  // Names the languages share on purpose: the brand, the kids' brand, language names, social networks, contacts.
  const SAME = /^(Pizza Inn|Mokaland|🇦🇿 Azərbaycan|🇺🇸 English|🇷🇺 Русский|🇹🇷 Türkçe|Facebook|Instagram|Twitter|\d+|·|\+994[\d ]+|info@pizzainn\.az|☾|☀|☰|↑)$/;
  const skip = ['.highlight-card', 'select'];
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Guests’ favourites' })).toBeVisible();
  const english = (await visibleTexts(page, skip)).filter((t) => !SAME.test(t));
  expect(english.length).toBeGreaterThan(25);
  for (const lang of ['ru', 'tr', 'az']) {
    await page.getByRole('combobox').first().selectOption(lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const texts = await visibleTexts(page, skip);
    const untranslated = english.filter((t) => texts.includes(t));
    expect(untranslated, `untranslated in ${lang}`).toEqual([]);
  }
});

test('the home page keeps its favourites when the API was busy for a moment: the read is tried again', async ({ page }) => {
  const asked: number[] = [];
  await page.route('**/api/menu/featured?*', (route) => {
    asked.push(Date.now());
    // the first answer is the one the site's proxy gives while the API resets a connection
    if (asked.length === 1)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The service is busy. Please try again in a moment.' }),
      });
    return route.continue();
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Guests’ favourites' })).toBeVisible();
  await expect(page.locator('.highlight-card')).toHaveCount(4);
  expect(asked).toHaveLength(2);
});

test('sign up, profile update, logout and sign in again', async ({ page, request }) => {
  const email = `diner-${Date.now()}@example.az`;
  await page.goto('/en/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Full name').fill('Leyla Həsənova');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('At least 8 characters with a letter and a digit.').first()).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Leyla Həsənova');
  await page.getByLabel('Password').fill('Secret-Plov-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Welcome to Pizza Inn, Leyla Həsənova!')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/profile$/);

  await page.getByLabel('Full name').fill('Leyla H.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Leyla H.');
  // A new e-mail asks for the password first.
  const moved = `moved-${email}`;
  await page.getByLabel('Email').fill(moved);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Your password (needed to change the e-mail)').fill('Secret-Plov-2026');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The new address must be confirmed from its own inbox: until then the sign-in stays the old one.
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${moved}.` })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const mail = await inboxMail(request, moved);
  expect(mail.subject).toBe('Confirm your new e-mail for Pizza Inn');
  await page.goto(linkIn(mail, 'en/profile/confirm-email'));
  await page.getByRole('button', { name: 'Confirm the new e-mail' }).click();
  await expect(page.getByText('Done! You now sign in with your new e-mail.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(moved);

  await page.getByRole('button', { name: 'Account menu for Leyla H.' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  expect(await page.evaluate(() => localStorage.getItem('PizzaInn_token'))).toBeNull();

  await page.goto('/en/login');
  await page.getByLabel('Email').fill(moved);
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await page.getByLabel('Password').fill('Secret-Plov-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back, Leyla H.!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('a 401 on a signed-in request ends the session and goes to the admin login', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('customer@pizzainn.az');
  await page.getByLabel('Password').fill('Customer123!');
  // The profile asks for the order history as it opens: let that answer arrive before the session is revoked
  const history = page.waitForResponse((res) => res.url().includes('/api/orders/history'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect((await history).status()).toBe(200);
  // The session is revoked elsewhere (another device logs out)...
  const token = await page.evaluate(() => localStorage.getItem('PizzaInn_token'));
  await page.request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${token}` } });
  // ...so the next signed-in request answers 401.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('PizzaInn_token'), localStorage.getItem('PizzaInn_user')])).toEqual([null, null]);
});

test('signed-in staff see an Admin link; customers do not', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('manager@pizzainn.az');
  await page.getByLabel('Password').fill('Manager123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the profile opens (it loads with its first visit); the menu is opened once the page has settled.
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu for Demo Manager' }).click();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});

test('the dark theme applies, and stays after a reload', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(17, 24, 39)');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the contact form validates, and a sent message reaches the staff inbox', async ({ page, request }) => {
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(4);
  await page.getByLabel(/Full name/).fill('Rəşad Quliyev');
  await page.getByLabel(/Email address/).fill('rashad@example.az');
  await page.getByLabel(/Subject/).fill('Terrace');
  await page.getByLabel(/Message/).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please write at least 10 characters (at most 5000).')).toBeVisible();
  await expect(page.getByLabel(/Full name/)).toHaveValue('Rəşad Quliyev');
  await page.getByLabel(/Message/).fill('Is the terrace open in November?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  const token = await apiLogin(request, 'staff@pizzainn.az', 'Staff123!');
  const inbox = await (await request.get(`${API}/admin/contacts`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(inbox.data.map((m: { subject: string; name: string }) => [m.name, m.subject])).toContainEqual(['Rəşad Quliyev', 'Terrace']);
});

test('the gallery opens a photo in a lightbox that the keyboard can use', async ({ page, request }) => {
  const token = await apiLogin(request, 'manager@pizzainn.az', 'Manager123!');
  // A tiny real PNG (1x1, red).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
  for (const [az, en] of [
    ['Zal', 'Dining room'],
    ['Mətbəx', 'Kitchen'],
  ]) {
    const res = await request.post(`${API}/gallery/upload`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title_az: az!, title_en: en!, image: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/en/gallery');
  await page.getByRole('button', { name: 'Open photo: Dining room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dining room' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Kitchen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open photo: Dining room' })).toBeFocused();
});

test('the profile lists past orders and puts one back in the cart', async ({ page, request }) => {
  const token = await apiLogin(request, 'customer@pizzainn.az', 'Customer123!');
  const items = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
  const tiramisu = items.find((i) => i.slug === 'tiramisu')!;
  const placed = await request.post(`${API}/orders`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { orderType: 'pickup', phone: '+994 50 000 00 00', items: [{ menuItemId: tiramisu.id, quantity: 2 }] },
  });
  const code = (await placed.json()).data.code;
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('customer@pizzainn.az');
  await page.getByLabel('Password').fill('Customer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the profile's list (the open order is also in the floating "Your open orders" banner beside the page)
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Order ${code}` });
  await expect(row).toContainText('Total: 16,50 ₼');
  await row.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('the order page offers both delivery platforms, their estimates and tracking', async ({ page }) => {
  await page.goto('/en/order');
  await expect(page.getByRole('link', { name: 'Order on the Wolt website' })).toHaveAttribute('href', /wolt\.com/);
  await expect(page.getByRole('link', { name: 'Open the Bolt Food app' })).toBeVisible();
  await expect(page.getByText('Delivery in 25–40 minutes')).toBeVisible();
  await expect(page.getByText('Delivery in 20–35 minutes')).toBeVisible();
  await page.getByLabel('Order code').fill('bad');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Please enter a valid order code.')).toBeVisible();
  await page.getByLabel('Order code').fill('abcdefghjk');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/en\/track-order\/ABCDEFGHJK$/);
});

test('the location page gives one hours line, open or closed now in Baku time, the map and navigation apps', async ({ page }) => {
  // This machine reaches no tile server: the map must work (and the page too) without its tiles.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.clock.setFixedTime(new Date('2026-11-23T20:00:00+04:00'));
  await page.goto('/en/location');
  await expect(page.getByRole('main').getByText('Daily 7:00 AM – 3:00 AM')).toBeVisible();
  await expect(page.getByText('11:00 AM - 3:00 AM')).toHaveCount(0);
  await expect(page.getByTestId('open-now')).toHaveText('Open now · closes at 3:00 AM');
  // Leaflet's map, with its zoom controls and the OpenStreetMap credit, and the link for when it cannot show.
  const map = page.getByRole('region', { name: 'Map of the streets around Pizza Inn' });
  await expect(map).toHaveAttribute('data-map', 'ready');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=40.3719&mlon=49.8372#map=16/40.3719/49.8372',
  );
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByRole('link', { name: 'Navigate with Waze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Navigate with Yandex Navigator' })).toBeVisible();
  await page.clock.setFixedTime(new Date('2026-11-24T05:30:00+04:00'));
  await page.goto('/ru/location');
  await expect(page.getByTestId('open-now')).toHaveText('Закрыто до 07:00');
});

test('the scroll-to-top button appears after 300 px and the header changes after 50 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/en/about');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(page.locator('.site-header')).toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page reopened half-way down shows the scrolled header and the back-to-top button without a scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/ru/menu');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.locator('.site-header')).toHaveClass(/is-scrolled/);
  await expect(page.getByRole('button', { name: 'Наверх' })).toBeVisible();
});

test('a content-security violation is blocked, logged in local storage and reported to the API', async ({ page }) => {
  await page.goto('/en/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('PizzaInn_error_log') ?? '')).toContain('"kind":"csp"');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  const admin = await apiLogin(page.request, 'admin@pizzainn.az', 'Admin123!');
  await expect
    .poll(async () => (await (await page.request.get(`${API}/debug/csp`, { headers: { Authorization: `Bearer ${admin}` } })).json()).data.count)
    .toBeGreaterThan(0);
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the site's own policy rightly blocks.
  test.use({ bypassCSP: true });
  for (const path of ['/en', '/en/about', '/en/contact', '/en/location']) {
    test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await untilQuiet(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('newsletter: a sign-up on the contact page counts only once the link in the e-mail, in Russian, is confirmed', async ({ page, request }) => {
  const email = `reader-${Date.now()}@example.az`;
  await page.goto('/ru/contact');
  const form = page.locator('form.newsletter-form');
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByText('Пожалуйста, заполните это поле.')).toBeVisible();
  await form.getByLabel('Адрес электронной почты для рассылки').fill(email);
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByRole('status')).toHaveText(`Почти готово: откройте ссылку, которую мы отправили на ${email}, чтобы подтвердить подписку.`);

  const token = await apiLogin(request, 'manager@pizzainn.az', 'Manager123!');
  const readers = async () =>
    (
      (await (await request.get(`${API}/admin/contacts/subscribers`, { headers: { Authorization: `Bearer ${token}` } })).json()).data as Array<{
        email: string;
      }>
    ).map((s) => s.email);
  expect(await readers()).not.toContain(email);

  const mail = await inboxMail(request, email);
  expect(mail.subject).toBe('Подтвердите подписку на новости Pizza Inn');
  await page.goto(linkIn(mail, 'ru/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: 'Подтвердите подписку' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(page.getByRole('status')).toHaveText('Спасибо! Подписка подтверждена.');
  expect(await readers()).toContain(email);
});
