// The order board through the faults of a shift: a Wi-Fi drop, a session ended elsewhere, sound the browser blocks,
// a bump bar, and prep-time colours against a fixed clock.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, ROOT, writeRemotes } from './env';
import { API, apiLogin, newStaffAccount, signInAs } from './helpers';
import { bakuDate, formatDayMonth, openingHoursOf, orderAheadSlots } from '../shared-lib/src/domain';

test.beforeEach(() => writeRemotes(defaultRemotes()));

/** The text of a PDF as pdf.js reads it, with each page's size (the API tests' reader). */
function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'api', 'test', 'pdf-text.mjs')], { input: pdf }).toString();
}

async function boardPage(
  browser: Browser,
  email = 'staff@pizzainn.az',
  password = 'Staff123!',
  viewport = { width: 1280, height: 900 },
  { clock = false } = {},
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  // a clock the test can move on (setSystemTime), running in real time meanwhile
  if (clock) await page.clock.install();
  await signInAs(page, email, password);
  await page.goto('/admin/orders');
  await expect(page.getByTestId('board-connection')).toHaveText('Live', { timeout: 15000 });
  return page;
}

/** A pickup order placed online, as a diner would; returns its code. */
async function placeOrder(request: APIRequestContext, name = 'Board Test'): Promise<string> {
  const res = await request.post(`${API}/orders`, {
    data: { orderType: 'pickup', customerName: name, phone: '+994501112233', items: [{ menuItemId: 7, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.code;
}

test('a Wi-Fi drop: the board says it is not live, and every order placed meanwhile is on it within 3 s of coming back', async ({ browser, request }) => {
  const board = await boardPage(browser);
  const boardTop = () => board.getByTestId('column-pending').evaluate((column) => column.getBoundingClientRect().top);
  const topWhenLive = await boardTop();
  await board.context().setOffline(true);
  await expect(board.getByTestId('board-connection')).toContainText('Not live: reconnecting... Last update');
  // the banner is over the foot of the screen: the board has not moved
  expect(await boardTop()).toBe(topWhenLive);
  const banner = await board.getByTestId('board-connection').boundingBox();
  expect(banner!.y + banner!.height).toBeGreaterThan(900 - 40);
  const codes: string[] = [];
  for (let i = 0; i < 5; i++) codes.push(await placeOrder(request, `Offline ${i}`));
  await board.waitForTimeout(5000); // the tablet stays offline a while (the orders are placed meanwhile)
  for (const code of codes) await expect(board.getByTestId(`order-${code}`)).toHaveCount(0);
  await board.context().setOffline(false);
  for (const code of codes) await expect(board.getByTestId('column-pending').getByTestId(`order-${code}`)).toBeVisible({ timeout: 3000 });
  await expect(board.getByTestId('board-connection')).toHaveText('Live');
  // oldest first: the five keep the order they were placed in
  const shown = await board
    .getByTestId('column-pending')
    .locator('li[data-testid^="order-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice(6)));
  expect(shown.filter((c) => codes.includes(c))).toEqual(codes);
  await board.close();
});

test('a reconnect whose read of the open orders fails (a 502 from a process going down) reconnects again and is live, with every order', async ({
  browser,
  request,
}) => {
  const board = await boardPage(browser);
  // the next read of the open orders answers 502, as nginx does for a request that reached an API process as it died
  let refused = 0;
  await board.route('**/api/admin/orders/open?*', async (route) => {
    if (refused++ === 0) return route.fulfill({ status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' });
    return route.fallback();
  });
  await board.context().setOffline(true);
  await expect(board.getByTestId('board-connection')).toContainText('Not live: reconnecting...');
  const code = await placeOrder(request, 'Failed resync');
  await board.context().setOffline(false);
  // the stream opens, says ready, the read fails: the board drops that stream and opens another (1 s later), whose
  // read is answered: live again, with the order placed meanwhile and one placed after
  await expect(board.getByTestId('column-pending').getByTestId(`order-${code}`)).toBeVisible({ timeout: 10000 });
  await expect(board.getByTestId('board-connection')).toHaveText('Live');
  expect(refused).toBeGreaterThanOrEqual(2);
  const later = await placeOrder(request, 'After the failed resync');
  await expect(board.getByTestId('column-pending').getByTestId(`order-${later}`)).toBeVisible({ timeout: 5000 });
  await board.close();
});

test('an order ahead waits off the screens until its fire time, then arrives as a new order; the expo can fire one early, and every board hears it', async ({
  browser,
  request,
}) => {
  // no order ahead left by an earlier try (a retry in CI)
  await clearBoard(request);
  const expo = await boardPage(browser, undefined, undefined, undefined, { clock: true });
  const kitchen = await boardPage(browser);
  await kitchen.getByTestId('station-pick').selectOption({ label: 'Kitchen' });
  // placed during a Wi-Fi drop: on reconnect it is under "Later" with when it is due and when it goes on the screens
  await expo.context().setOffline(true);
  await expect(expo.getByTestId('board-connection')).toContainText('Not live: reconnecting...');
  // the last two slots the diner's checkout would offer (tomorrow evening), by the storefront's own rule
  const restaurant = (await (await request.get(`${API}/settings`)).json()).data.restaurant;
  const slots = orderAheadSlots(openingHoursOf(restaurant));
  const ahead = async (at: string, name: string) => {
    const res = await request.post(`${API}/orders`, {
      data: { orderType: 'pickup', customerName: name, phone: '+994501112233', scheduledFor: at, items: [{ menuItemId: 7, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).data.code as string;
  };
  const slot = slots.at(-1)!;
  const code = await ahead(slot.at, 'Ahead Offline');
  const early = await ahead(slots.at(-2)!.at, 'Ahead Early');
  await expo.waitForTimeout(3000);
  await expo.context().setOffline(false);
  const later = expo.getByTestId(`later-${code}`);
  await expect(expo.getByTestId('later-orders').locator('summary')).toHaveText('Later: 2 orders ahead', { timeout: 5000 });
  await expo.getByTestId('later-orders').locator('summary').click();
  const time = (at: number | string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Baku' }).format(new Date(at));
  const spaced = (text: string) => text.replace(/\s/g, '\\s');
  await expect(later.getByTestId('order-due')).toHaveText(new RegExp(`^Due ${slot.date === bakuDate() ? '' : 'tomorrow, '}${spaced(time(slot.at))}$`));
  // fired 20 minutes (the prep target) before it is due, its day said when it is not today
  const fireAt = Date.parse(slot.at) - 20 * 60000;
  const fireDay = bakuDate(new Date(fireAt));
  const fireText = `${fireDay === bakuDate() ? '' : `${formatDayMonth(fireDay, 'en')}, `}${time(fireAt)}`;
  await expect(later.getByTestId('order-fires')).toHaveText(new RegExp(`^on the screens at ${spaced(fireText)}$`));
  for (const page of [expo, kitchen]) await expect(page.getByTestId(`order-${code}`)).toHaveCount(0);
  await expect(kitchen.getByTestId('later-orders')).toHaveCount(0);

  // the expo fires one early: it is a new order on the expo and on the kitchen's screen at once
  await expo.getByTestId(`later-${early}`).getByRole('button', { name: 'Fire now' }).click();
  await expect(expo.getByTestId('column-pending').getByTestId(`order-${early}`)).toBeVisible();
  await expect(kitchen.getByTestId('order-tiles').getByTestId(`order-${early}`)).toHaveAttribute('data-status', 'pending');
  await expect(expo.getByTestId('later-orders').locator('summary')).toHaveText('Later: 1 order ahead');

  // the other fires itself at its time (the board's clock moved on), with the tab's count of new orders up by one
  const titleCount = async () => Number((await expo.title()).match(/^\((\d+)\)/)?.[1] ?? 0);
  const before = await titleCount();
  await expo.clock.setSystemTime(fireAt + 60000);
  const card = expo.getByTestId('column-pending').getByTestId(`order-${code}`);
  await expect(card).toBeVisible({ timeout: 20000 });
  await expect.poll(titleCount).toBe(before + 1);
  await expect(card.getByTestId('order-due')).toHaveText(
    new RegExp(`^Due ${slot.date === bakuDate(new Date(fireAt + 60000)) ? '' : 'tomorrow, '}${spaced(time(slot.at))}$`),
  );
  await expect(card.getByTestId('order-age')).toHaveAttribute('data-lateness', 'ok');
  await expect(expo.getByTestId('later-orders')).toHaveCount(0);
  // its printed ticket says when it is due
  await expo.evaluate(() => (window.print = () => undefined));
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect(expo.getByTestId('ticket-due').first()).toHaveText(/^DUE /);
  await expo.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await kitchen.close();
  await expo.close();
});

test('a session ended elsewhere: a banner at once, the cards stay, and signing in on the board makes it live again', async ({ browser, request }) => {
  const email = await newStaffAccount(request, 'Kitchen Tablet', 'kitchen', 'Kitchen-Shift-2026');
  const before = await placeOrder(request, 'Before');
  const board = await boardPage(browser, email, 'Kitchen-Shift-2026');
  await expect(board.getByTestId(`order-${before}`)).toBeVisible();
  // signed out on another device: every session of the account ends
  const elsewhere = await apiLogin(request, email, 'Kitchen-Shift-2026');
  await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${elsewhere}` } });
  const banner = board.getByTestId('board-session-ended');
  await expect(banner).toBeVisible({ timeout: 10000 });
  await expect(banner).toContainText('Your session has ended. The board is not live: new orders will not appear until someone signs in here.');
  await expect(board.getByTestId(`order-${before}`)).toBeVisible();
  await expect(board).toHaveURL(/\/admin\/orders$/);
  await banner.getByLabel('Email').fill(email);
  await banner.getByLabel('Password').fill('Kitchen-Shift-2026');
  await banner.getByRole('button', { name: 'Sign in' }).click();
  await expect(banner).toBeHidden();
  await expect(board.getByTestId('board-connection')).toHaveText('Live');
  const after = await placeOrder(request, 'After');
  await expect(board.getByTestId(`order-${after}`)).toBeVisible();
  await board.close();
});

test('sound the browser blocks: "Tap to enable sound" instead of a Mute button that lies; the tab title counts new orders', async ({ browser, request }) => {
  // Headless Chromium lets every page play sound; a browser after a reload does not until someone taps. Every audio
  // context of this page starts suspended, as the autoplay policy leaves it, and only a tap's resume() lets it play.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        void this.suspend();
      }
    };
  });
  const board = await context.newPage();
  await signInAs(board, 'staff@pizzainn.az', 'Staff123!');
  await board.goto('/admin/orders');
  await expect(board.getByTestId('board-connection')).toHaveText('Live', { timeout: 15000 });
  // blocked: the board asks for the tap and offers no Mute button
  await expect(board.getByTestId('enable-sound')).toHaveText('Tap to enable sound');
  await expect(board.getByRole('button', { name: 'Mute new-order sound' })).toHaveCount(0);
  await board.getByTestId('enable-sound').click();
  await expect(board.getByTestId('enable-sound')).toHaveCount(0);
  await expect(board.getByRole('button', { name: 'Mute new-order sound' })).toBeVisible();
  const code = await placeOrder(request, 'Chime');
  await expect(board.getByTestId(`order-${code}`)).toBeVisible();
  await expect(board).toHaveTitle(/^\(\d+\) /);
  const count = Number((await board.title()).match(/^\((\d+)\)/)![1]);
  await board.evaluate(() => (window.print = () => undefined));
  await board.getByTestId(`order-${code}`).getByRole('button', { name: 'Print ticket' }).click();
  await board.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(async () => Number((await board.title()).match(/^\((\d+)\)/)?.[1] ?? 0)).toBe(count - 1);
  await board.close();
});

/** Closes every open order (the kitchen's end of a rush), so a test starts from an empty board. */
async function clearBoard(request: APIRequestContext): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'manager@pizzainn.az', 'Manager123!')}` };
  const open = (await (await request.get(`${API}/admin/orders/open`, { headers })).json()).data.items as Array<{ code: string; status: string }>;
  for (const order of open) {
    const next = { pending: 'cancelled', confirmed: 'cancelled', preparing: 'ready', ready: 'delivered' }[order.status]!;
    for (const status of next === 'ready' ? ['ready', 'delivered'] : [next]) {
      expect((await request.patch(`${API}/admin/orders/${order.code}/status`, { headers, data: { status } })).status()).toBe(200);
    }
  }
}

test("a bump bar a cook can trust: keys in screen order on the tickets this screen bumps, a cursor kept in view, never another screen's step", async ({
  browser,
  request,
}) => {
  await clearBoard(request);
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const confirm = async (code: string) =>
    expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  const cooking = await placeOrder(request, 'Cooking');
  await confirm(cooking);
  const first = await placeOrder(request, 'First');
  const code = await placeOrder(request, 'Bump');
  // the expo (every station; the restaurant has three): digits go to the new orders, oldest first, not to the one cooking
  const board = await boardPage(browser);
  // a ticket in a status: in its column on the expo, a tile with that status on a station's screen
  const card = (status: string, order: string) => board.locator(`[data-testid="order-${order}"][data-status="${status}"]`);
  await expect(card('pending', first).locator('kbd')).toHaveText('1');
  await expect(card('pending', code).locator('kbd')).toHaveText('2');
  await expect(card('confirmed', cooking).locator('kbd')).toHaveCount(0);
  await board.keyboard.press('2');
  await expect(card('pending', code)).toHaveAttribute('aria-current', 'true');
  await board.keyboard.press('Enter');
  await expect(card('confirmed', code)).toHaveAttribute('aria-current', 'true');
  await expect(card('confirmed', code).getByTestId('order-stage')).toHaveText('Cooking: 0 min');
  await board.keyboard.press('Backspace');
  await expect(card('pending', code)).toBeVisible();
  await expect(board.getByText(`Change undone: order ${code} → Pending`)).toBeVisible();
  // an arrow takes the cursor to the same row of the next column; Enter there is the stations' step: refused, said
  await board.keyboard.press('ArrowUp');
  await expect(card('pending', first)).toHaveAttribute('aria-current', 'true');
  await board.keyboard.press('ArrowRight');
  await expect(card('confirmed', cooking)).toHaveAttribute('aria-current', 'true');
  await board.keyboard.press('Enter');
  await expect(board.getByText(`Order ${cooking} is being cooked: the stations bump it.`)).toBeVisible();
  await expect(card('confirmed', cooking)).toBeVisible();
  // ? shows the keys
  await board.keyboard.press('?');
  const keys = board.getByRole('dialog', { name: 'Bump bar keys' });
  await expect(keys.getByRole('definition')).toHaveText([
    'move the cursor from ticket to ticket',
    'pick a numbered ticket on screen',
    "bump the picked ticket: this screen's next step",
    'bring the last bumped ticket back',
    'show the orders closed in the last two hours',
    'show these keys',
  ]);
  await board.keyboard.press('Escape');
  await expect(keys).toHaveCount(0);

  // the kitchen's screen: the new orders carry no digit, and Enter on one (the cursor put there) does not confirm it
  // (the bump bar's keys go to the board, not to the station list just used)
  const pickStation = async (label: string) => {
    await board.getByTestId('station-pick').selectOption({ label });
    await board.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await pickStation('Kitchen');
  await expect(card('pending', code).locator('kbd')).toHaveCount(0);
  await expect(card('confirmed', cooking).locator('kbd')).toHaveText('1');
  // the kitchen's tiles, oldest first: the cooking ticket, then the two new ones; an arrow goes on in that order
  await expect(board.getByTestId('order-board')).toHaveAttribute('data-layout', 'tiles');
  await board.keyboard.press('ArrowRight');
  await expect(card('pending', first)).toHaveAttribute('aria-current', 'true');
  await board.keyboard.press('Enter');
  await expect(board.getByText(`Order ${first}: the expo confirms new orders and hands ready ones over.`)).toBeVisible();
  await expect(card('pending', first)).toBeVisible();
  // its own ticket: 1, Enter marks the kitchen's lines done (the order is ready and leaves this screen); Backspace opens them again
  await board.keyboard.press('1');
  await board.keyboard.press('Enter');
  await expect(board.getByTestId(`order-${cooking}`)).toHaveCount(0);
  await board.keyboard.press('Backspace');
  await expect(card('preparing', cooking)).toBeVisible();
  await board.keyboard.press('1');
  await board.keyboard.press('Enter');
  await expect(board.getByTestId(`order-${cooking}`)).toHaveCount(0);

  // the expo hands the ready order over (its digit comes after the two new orders'), and R brings it back
  await pickStation('All stations (expo)');
  await expect(card('ready', cooking).locator('kbd')).toHaveText('3');
  await board.keyboard.press('3');
  await board.keyboard.press('Enter');
  await expect(board.getByTestId(`order-${cooking}`)).toHaveCount(0);
  await board.keyboard.press('r');
  await board.getByTestId(`recall-${cooking}`).getByRole('button', { name: 'Bring back' }).click();
  await expect(card('ready', cooking)).toBeVisible();
  await board.close();
});

test("at rush (30 open orders on the kitchen's tiles) the cursor is kept in view and the digits stay on the tickets on screen the kitchen makes", async ({
  browser,
  request,
}) => {
  await clearBoard(request);
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const codes: string[] = [];
  const waiting: string[] = [];
  for (let i = 0; i < 30; i++) {
    const code = await placeOrder(request, `Rush ${i}`);
    // three new orders among them, the expo's to confirm: on the kitchen's screen, never under its keys
    if (i % 10 === 4) waiting.push(code);
    else {
      expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
      codes.push(code);
    }
  }
  const board = await boardPage(browser, undefined, undefined, { width: 1280, height: 800 });
  await board.getByTestId('station-pick').selectOption({ label: 'Kitchen' });
  await board.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const tiles = board.getByTestId('order-tiles');
  await expect(tiles.locator('li[data-code]')).toHaveCount(30);
  // the first nine tickets on screen that the kitchen makes are numbered from 1, oldest first
  const numbered = tiles.locator('li[data-code]:has(kbd)');
  await expect(numbered).toHaveCount(9);
  for (let i = 0; i < 9; i++) {
    await expect(numbered.nth(i)).toBeInViewport({ ratio: 0.5 });
    await expect(numbered.nth(i).locator('kbd')).toHaveText(String(i + 1));
    await expect(numbered.nth(i)).toHaveAttribute('data-status', 'confirmed');
  }
  for (const code of waiting) await expect(tiles.getByTestId(`order-${code}`).locator('kbd')).toHaveCount(0);
  // on to the last ticket: it is scrolled into view, and the digits follow what is on screen
  for (let i = 0; i < 30; i++) await board.keyboard.press('ArrowRight');
  const last = tiles.getByTestId(`order-${codes.at(-1)}`);
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(last).toBeInViewport({ ratio: 0.5 });
  // the digits moved with the screen: onto tickets now in view, off the first ones, scrolled away
  await expect(numbered.first()).toBeInViewport({ ratio: 0.5 });
  await expect(numbered.last()).toBeInViewport({ ratio: 0.5 });
  await expect(tiles.getByTestId(`order-${codes[0]}`).locator('kbd')).toHaveCount(0);
  // Enter bumps the picked ticket's kitchen lines: it leaves this screen, and no new order was confirmed by it
  await board.keyboard.press('Enter');
  await expect(tiles.getByTestId(`order-${codes.at(-1)}`)).toHaveCount(0);
  for (const code of waiting) await expect(tiles.getByTestId(`order-${code}`)).toHaveAttribute('data-status', 'pending');
  await board.close();
});

for (const lang of ['az', 'ru'] as const) {
  test(`the kitchen's tiles at 1280×800 in ${lang}: at least 12 whole tickets of up to four lines, oldest first, and a longer one goes on in the next tile with its code and place`, async ({
    browser,
    request,
  }, testInfo) => {
    await clearBoard(request);
    const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
    const menu = (await (await request.get(`${API}/menu/items?lang=${lang}`)).json()).data as Array<{
      id: number;
      category: string;
      available: boolean;
      customizations: Array<{ required: boolean }>;
    }>;
    // the kitchen station's dishes (drinks are the bar's, desserts the desserts station's), ordered as they come
    const dishes = menu.filter(
      (m) => !['drinks', 'desserts', 'kids-drinks-desserts'].includes(m.category) && m.available && !m.customizations.some((g) => g.required),
    );
    expect(dishes.length).toBeGreaterThanOrEqual(6);
    // a diner's order of `lines` dishes, confirmed (the kitchen makes it)
    const place = async (lines: number, at: number, extra: object) => {
      const items = Array.from({ length: lines }, (_, i) => ({ menuItemId: dishes[(at + i) % dishes.length]!.id, quantity: 1 + (i % 2) }));
      const res = await request.post(`${API}/orders`, { data: { customerName: `Tile ${at}`, phone: '+994501112233', language: lang, items, ...extra } });
      expect(res.status()).toBe(201);
      const { code } = (await res.json()).data as { code: string };
      expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
      return code;
    };
    // fifteen tickets of one to four lines, at tables and for pickup
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      const where = i % 2 === 0 ? { orderType: 'pickup' } : { orderType: 'table', tableNumber: String(i + 1) };
      codes.push(await place(1 + (i % 4), i, where));
    }
    const board = await boardPage(browser, undefined, undefined, { width: 1280, height: 800 });
    await board.evaluate((language) => localStorage.setItem('PizzaInn_language', language), lang);
    await board.goto('/admin/orders?station=kitchen');
    const tiles = board.getByTestId('order-tiles');
    await expect(tiles.locator('li[data-code]')).toHaveCount(15);
    // oldest first
    expect(await tiles.locator('li[data-code]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code')))).toEqual(codes);
    // whole tickets on the screen, as a cook sees them
    await board.screenshot({ path: testInfo.outputPath(`tiles-${lang}-1280x800.png`) });
    const whole = await tiles.locator(':scope > li').evaluateAll(
      (cards) =>
        cards.filter((c) => {
          const r = c.getBoundingClientRect();
          return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
        }).length,
    );
    expect(whole).toBeGreaterThanOrEqual(12);

    // a ticket of six lines: four on its tile, then a tile with its code, its place and the other two
    const long = await place(6, 20, { orderType: 'table', tableNumber: '7' });
    await expect(tiles.getByTestId(`order-${long}`).locator('.admin-order-lines > li')).toHaveCount(4);
    const rest = tiles.getByTestId(`order-${long}-part-2`);
    await expect(rest.locator('.admin-order-lines > li')).toHaveCount(2);
    await expect(rest).toContainText(long);
    await expect(rest).toContainText(lang === 'az' ? 'Masa 7' : 'Столик 7');
    await expect(rest).toContainText('→ 2/2');
    await expect(rest).toContainText(lang === 'az' ? 'davamı, 2/2' : 'продолжение, 2 из 2');
    // the two tiles come one after the other
    const after = await tiles.locator(':scope > li').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(after.slice(-2)).toEqual([`order-${long}`, `order-${long}-part-2`]);
    await board.close();
  });
}

test('a move on the board refreshes the other views of the order with no reload: the recently closed list follows each bump and recall', async ({
  browser,
  request,
}) => {
  await clearBoard(request);
  const code = await placeOrder(request, 'Follows');
  const board = await boardPage(browser);
  await board.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  // The recently closed list is open (and read) before the order is closed.
  await board.getByTestId('recall-panel').locator('summary').click();
  await expect(board.getByTestId(`recall-${code}`)).toHaveCount(0);
  const card = board.getByTestId(`order-${code}`);
  for (const [button, column] of [
    ['Confirm', 'confirmed'],
    ['Start preparing', 'preparing'],
    ['Mark ready', 'ready'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(board.getByTestId(`column-${column}`).getByTestId(`order-${code}`)).toBeVisible();
  }
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(card).toHaveCount(0);
  // The mutation invalidated the orders' lists: the open panel lists the delivered order without being asked.
  await expect(board.getByTestId(`recall-${code}`)).toBeVisible();
  // when it was closed, by whom, and whose it was
  await expect(board.getByTestId(`recall-${code}`).getByTestId('recall-closed')).toHaveText(/^\s*\d{1,2}:\d{2}.* · .+ \(Staff\) · Follows$/);
  await board.getByTestId(`recall-${code}`).getByRole('button', { name: 'Bring back' }).click();
  await expect(board.getByTestId('column-ready').getByTestId(`order-${code}`)).toBeVisible();
  await expect(board.getByTestId(`recall-${code}`)).toHaveCount(0);
  expect(await board.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await board.close();
});

test('tickets on a roll: as long as their content, and a split ticket repeats the code and the place', async ({ browser, request }) => {
  // dishes the kitchen station makes (not drinks or desserts), so each order prints one ticket
  const items = (
    (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{
      id: number;
      available: boolean;
      category: string;
      customizations: Array<{ required: boolean }>;
    }>
  ).filter((i) => i.available && i.customizations.every((g) => !g.required) && !['drinks', 'desserts'].includes(i.category));
  const place = async (lines: number) => {
    const res = await request.post(`${API}/orders`, {
      data: {
        orderType: 'table',
        tableNumber: '12',
        items: Array.from({ length: lines }, (_, k) => ({ menuItemId: items[k % items.length]!.id, quantity: 1 })),
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).data.code as string;
  };
  const short = await place(2);
  const long = await place(40);
  const board = await boardPage(browser);
  await board.evaluate(() => (window.print = () => undefined));
  const printed = async (code: string) => {
    await board.getByTestId(`order-${code}`).getByRole('button', { name: 'Print ticket' }).click();
    await board.emulateMedia({ media: 'print' });
    const text = pdfText(await board.pdf({ preferCSSPageSize: true }));
    await board.emulateMedia({ media: 'screen' });
    await board.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    return text;
  };
  const sizes = (text: string) =>
    text
      .match(/^sizes: (.*)$/m)![1]!
      .split(' ')
      .map((s) =>
        s
          .match(/^(\d+)x(\d+)mm$/)!
          .slice(1)
          .map(Number),
      );
  const two = await printed(short);
  expect(two).toMatch(/^pages: 1$/m);
  const [[width, height]] = sizes(two) as [[number, number]];
  expect(width).toBe(80);
  expect(height).toBeLessThan(100); // a two-line order uses a few centimetres of paper, not 200 mm
  const many = await printed(long);
  expect(many).toMatch(/^pages: 1$/m);
  expect(sizes(many)[0]![1]).toBeGreaterThan(height + 100);
  // a ticket that does split (a fixed 200 mm page) carries the code and the place on every part
  await board.getByTestId(`order-${long}`).getByRole('button', { name: 'Print ticket' }).click();
  await board.evaluate(() => document.getElementById('kitchen-ticket-page')?.remove());
  await board.emulateMedia({ media: 'print' });
  const split = pdfText(await board.pdf({ preferCSSPageSize: true }));
  const pages = Number(split.match(/^pages: (\d+)$/m)![1]);
  expect(pages).toBeGreaterThan(1);
  const texts = split.split('\n').slice(2, 2 + pages);
  for (const page of texts) expect([page.includes(long), page.includes('Table 12')]).toEqual([true, true]);
  await board.close();
});

test('stations: each sees only its lines and bumps them, the expo prints one ticket per station, each with the code and place', async ({
  browser,
  request,
}) => {
  await clearBoard(request);
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string; name: string }>;
  const [salad, cola, tiramisu] = ['greek-salad', 'cola', 'tiramisu'].map((slug) => menu.find((i) => i.slug === slug)!);
  const res = await request.post(`${API}/orders`, {
    data: {
      orderType: 'table',
      tableNumber: '8',
      specialInstructions: 'No ice',
      items: [
        { menuItemId: salad!.id, quantity: 1 },
        { menuItemId: cola!.id, quantity: 2 },
        { menuItemId: tiramisu!.id, quantity: 1 },
      ],
    },
  });
  const { code } = (await res.json()).data as { code: string };
  expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);

  const bar = await boardPage(browser);
  await bar.getByTestId('station-pick').selectOption({ label: 'Bar' });
  await expect(bar).toHaveURL(/station=bar/);
  const atBar = bar.getByTestId('order-tiles').getByTestId(`order-${code}`);
  await expect(atBar.locator('.admin-order-lines li')).toHaveText([`2 × ${cola!.name}`]);
  await expect(atBar.getByTestId('order-place')).toContainText('Table 8');
  await expect(atBar.getByTestId('order-note')).toContainText('No ice');
  await expect(bar.getByTestId('order-board')).toHaveAttribute('data-layout', 'tiles');
  await bar.getByTestId('all-day').locator('summary').click();
  await expect(bar.getByTestId('all-day').locator('li')).toHaveText([`2 × ${cola!.name}`]);
  // the bar's ticket: only its line
  await bar.evaluate(() => (window.print = () => undefined));
  await atBar.getByRole('button', { name: 'Print ticket' }).click();
  await expect(bar.getByTestId('kitchen-ticket')).toHaveCount(1);
  await expect(bar.getByTestId('kitchen-ticket')).toContainText(code);
  await expect(bar.getByTestId('ticket-station')).toHaveText('Bar');
  await expect(bar.getByTestId('kitchen-ticket')).not.toContainText(salad!.name);
  await bar.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // the expo view: the whole order, and one ticket per station, each on its own page with the code and the place
  const expo = await boardPage(browser);
  const whole = expo.getByTestId(`order-${code}`);
  await expect(whole.locator('.admin-order-lines li')).toHaveCount(3);
  await expo.evaluate(() => (window.print = () => undefined));
  await whole.getByRole('button', { name: 'Print ticket' }).click();
  await expect(expo.getByTestId('ticket-station')).toHaveText(['Kitchen', 'Bar', 'Desserts']);
  await expo.emulateMedia({ media: 'print' });
  const printed = pdfText(await expo.pdf({ preferCSSPageSize: true }));
  await expo.emulateMedia({ media: 'screen' });
  await expo.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  expect(printed).toMatch(/^pages: 3$/m);
  const pages = printed.split('\n').slice(2, 5);
  expect(pages.map((p) => [p.includes(code), p.includes('Table 8'), p.includes('No ice')])).toEqual([
    [true, true, true],
    [true, true, true],
    [true, true, true],
  ]);
  expect([pages[0]!.includes(salad!.name), pages[1]!.includes(cola!.name), pages[2]!.includes(tiramisu!.name), pages[0]!.includes(cola!.name)]).toEqual([
    true,
    true,
    true,
    false,
  ]);

  // the bar bumps its part: gone from the bar, the order is started, still waiting for the kitchen and desserts
  await atBar.getByRole('button', { name: `Bar: mark order ${code} done` }).click();
  await expect(bar.getByTestId(`order-${code}`)).toHaveCount(0);
  await expect(expo.getByTestId('column-preparing').getByTestId(`order-${code}`)).toBeVisible();
  // the kitchen and desserts (a bump bar: number key, Enter) finish it: ready on the expo
  for (const station of ['Kitchen', 'Desserts']) {
    await bar.getByTestId('station-pick').selectOption({ label: station });
    await expect(bar.getByTestId(`order-${code}`).locator('.admin-order-lines li')).toHaveCount(1);
    await bar.keyboard.press('1');
    await bar.keyboard.press('Enter');
    await expect(bar.getByTestId(`order-${code}`)).toHaveCount(0);
  }
  await expect(expo.getByTestId('column-ready').getByTestId(`order-${code}`)).toBeVisible();
  await bar.close();
  await expo.close();
});

test('two boards agree: a line marked at the bar shows on the expo, and one taken back on the expo returns to the bar', async ({ browser, request }) => {
  await clearBoard(request);
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string; name: string }>;
  const [salad, cola, tiramisu] = ['greek-salad', 'cola', 'tiramisu'].map((slug) => menu.find((i) => i.slug === slug)!);
  const res = await request.post(`${API}/orders`, {
    data: {
      orderType: 'table',
      tableNumber: '4',
      items: [
        { menuItemId: salad!.id, quantity: 1 },
        { menuItemId: cola!.id, quantity: 2 },
        { menuItemId: tiramisu!.id, quantity: 1 },
      ],
    },
  });
  const { code } = (await res.json()).data as { code: string };
  expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  // the kitchen has started it: the order is being prepared, and stays so through the bar's marks
  const lines = (await (await request.get(`${API}/admin/orders/${code}`, { headers })).json()).data.lines as Array<{ id: number; station: string }>;
  const kitchenLine = lines.find((l) => l.station === 'kitchen')!.id;
  expect((await request.post(`${API}/admin/orders/${code}/lines/${kitchenLine}`, { headers, data: { done: true } })).status()).toBe(200);

  const expo = await boardPage(browser);
  const bar = await boardPage(browser);
  await bar.getByTestId('station-pick').selectOption({ label: 'Bar' });
  const drinkAtBar = bar.getByTestId(`order-${code}`).getByRole('button', { name: `2 × ${cola!.name}` });
  const drinkOnExpo = expo
    .getByTestId('column-preparing')
    .getByTestId(`order-${code}`)
    .getByRole('button', { name: `2 × ${cola!.name}` });
  await expect(drinkOnExpo).toHaveAttribute('aria-pressed', 'false');
  await drinkAtBar.click();
  // the bar's part is done: the order leaves the bar, and the expo shows its drink done
  await expect(bar.getByTestId(`order-${code}`)).toHaveCount(0);
  await expect(drinkOnExpo).toHaveAttribute('aria-pressed', 'true');
  // taken back on the expo: the drink is the bar's to make again
  await drinkOnExpo.click();
  await expect(drinkOnExpo).toHaveAttribute('aria-pressed', 'false');
  await expect(drinkAtBar).toHaveAttribute('aria-pressed', 'false');
  await expect(expo.getByTestId('column-preparing').getByTestId(`order-${code}`)).toHaveCount(1);
  await bar.close();
  await expo.close();
});

test("what a cook must not miss: each line says its allergens on the card and the printed ticket, in the staff member's language", async ({
  browser,
  request,
}) => {
  const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
  const [pakhlava, cola] = ['baku-pakhlava', 'cola'].map((slug) => menu.find((i) => i.slug === slug)!);
  const res = await request.post(`${API}/orders`, {
    data: {
      orderType: 'table',
      tableNumber: '3',
      items: [
        { menuItemId: pakhlava!.id, quantity: 1 },
        { menuItemId: cola!.id, quantity: 1 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const { code } = (await res.json()).data as { code: string };
  const board = await boardPage(browser);
  await board.evaluate(() => localStorage.setItem('PizzaInn_language', 'az'));
  await board.reload();
  const card = board.getByTestId(`order-${code}`);
  // the pakhlava's line names its four allergens; the cola has none
  await expect(card.getByTestId('line-allergens')).toHaveText(['Allergenlər: qlüten, qoz-fındıq, süd, yumurta']);
  await board.evaluate(() => (window.print = () => undefined));
  await card.getByRole('button', { name: 'Çeki çap et' }).click();
  await expect(board.getByTestId('kitchen-ticket').getByTestId('line-allergens')).toHaveText(['Allergenlər: qlüten, qoz-fındıq, süd, yumurta']);
  await board.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await board.close();
});

test('a long note with no spaces wraps inside its card on the board', async ({ browser, request }) => {
  const note = `Call${'9'.repeat(30)}please${'x'.repeat(60)}`;
  const res = await request.post(`${API}/orders`, {
    data: { orderType: 'pickup', customerName: 'Long Note', phone: '+994501112233', specialInstructions: note, items: [{ menuItemId: 7, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  const { code } = (await res.json()).data as { code: string };
  const board = await boardPage(browser);
  const card = board.getByTestId(`order-${code}`);
  await expect(card.getByTestId('order-note')).toContainText(note);
  const [cardBox, noteBox] = [await card.boundingBox(), await card.getByTestId('order-note').boundingBox()];
  expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  await board.close();
});

test('ages turn amber at 10 minutes and red at 20 (a fixed clock)', async ({ browser, request }) => {
  const code = await placeOrder(request, 'Clock');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await context.newPage();
  await board.clock.setFixedTime(Date.now() + 12 * 60000);
  await signInAs(board, 'staff@pizzainn.az', 'Staff123!');
  await board.goto('/admin/orders');
  const age = board.getByTestId(`order-${code}`).getByTestId('order-age');
  await expect(age).toHaveText('12 min');
  await expect(age).toHaveAttribute('data-lateness', 'warn');
  // the stage's own timer: waiting for the expo all that time
  await expect(board.getByTestId(`order-${code}`).getByTestId('order-stage')).toHaveText('Waiting: 12 min');
  await board.clock.setFixedTime(Date.now() + 21 * 60000);
  // the cards' clock ticks every 15 s (ages are in minutes)
  await expect(age).toHaveText('21 min', { timeout: 20000 });
  await expect(age).toHaveAttribute('data-lateness', 'late');
  expect(await age.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)');
  await context.close();
});

test('tapping lines marks them done and moves the order on; the all-day counts say what is still to make', async ({ browser, request }) => {
  await clearBoard(request);
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const res = await request.post(`${API}/orders`, {
    data: {
      orderType: 'table',
      tableNumber: '5',
      language: 'en',
      items: [
        { menuItemId: 7, quantity: 2 },
        { menuItemId: 7, quantity: 1 },
      ],
    },
  });
  const { code, items } = (await res.json()).data as { code: string; items: Array<{ name: string }> };
  expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  const board = await boardPage(browser);
  const card = board.getByTestId('column-confirmed').getByTestId(`order-${code}`);
  await board.getByTestId('all-day').locator('summary').click();
  await expect(board.getByTestId('all-day')).toContainText(`3 × ${items[0]!.name}`);
  await card.getByRole('button', { name: `2 × ${items[0]!.name}` }).click();
  const preparing = board.getByTestId('column-preparing').getByTestId(`order-${code}`);
  await expect(preparing.getByRole('button', { name: `2 × ${items[0]!.name}` })).toHaveAttribute('aria-pressed', 'true');
  await preparing.getByRole('button', { name: `1 × ${items[0]!.name}` }).click();
  await expect(board.getByTestId('column-ready').getByTestId(`order-${code}`)).toBeVisible();
  // a ready order is made: nothing left to make
  await expect(board.getByTestId('all-day')).toContainText('Nothing to make.');
  await board.close();
});

test("a dish sold out from its line on the board: a manager marks it and a diner's open menu says so at once; staff see no such button by default", async ({
  browser,
  request,
}) => {
  await clearBoard(request);
  const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string; name: string }>;
  const dish = menu.find((m) => m.slug === 'greek-salad')!;
  const res = await request.post(`${API}/orders`, {
    data: { orderType: 'pickup', customerName: 'Sold Out', phone: '+994501112233', items: [{ menuItemId: dish.id, quantity: 1 }] },
  });
  const { code } = (await res.json()).data as { code: string };
  // a diner with the menu open
  const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await diner.goto('/en/menu');
  const card = diner.getByTestId('menu-item').filter({ hasText: dish.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Unavailable')).toHaveCount(0);

  // staff: no such button while the restaurant does not allow it
  const staff = await boardPage(browser);
  await expect(staff.getByTestId(`order-${code}`)).toBeVisible();
  await expect(staff.getByRole('button', { name: `Mark ${dish.name} sold out on the menu` })).toHaveCount(0);
  await staff.close();

  const manager = await boardPage(browser, 'manager@pizzainn.az', 'Manager123!');
  const soldOutButton = manager.getByTestId(`order-${code}`).getByRole('button', { name: `Mark ${dish.name} sold out on the menu` });
  await soldOutButton.click();
  // one tap takes it from every diner: the board asks first, and "Keep on the menu" changes nothing
  const ask = manager.getByRole('dialog', { name: `Mark ${dish.name} sold out?` });
  await expect(ask).toContainText('Diners see it as unavailable at once');
  await ask.getByRole('button', { name: 'Keep on the menu' }).click();
  await expect(ask).toHaveCount(0);
  await expect(card.getByText('Unavailable')).toHaveCount(0);
  await soldOutButton.click();
  await ask.getByRole('button', { name: 'Sold out' }).click();
  await expect(manager.getByTestId('sold-out-bar')).toHaveText(`${dish.name} is sold out: diners see it as unavailable. Back on the menu`);
  // the diner's menu, with no reload: unavailable, and its Add button off
  await expect(card.getByText('Unavailable')).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole('button', { name: /Add/ })).toBeDisabled();
  // put back from the same bar
  await manager.getByTestId('sold-out-bar').getByRole('button', { name: 'Back on the menu' }).click();
  await expect(manager.getByTestId('sold-out-bar')).toHaveCount(0);
  await expect(card.getByText('Unavailable')).toHaveCount(0, { timeout: 5000 });
  await manager.close();
  await diner.close();
});
