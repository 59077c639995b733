import { formatLongDate, formatWeekdayDate, slotStart } from 'shared-lib/domain';
import { expect, test } from './fixtures';
import { defaultRemotes, E2E_INBOX, writeRemotes } from './env';
import { API, apiLogin, inboxMail } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

/** A Baku calendar day, `days` from today. */
function bakuDay(days: number): string {
  const d = new Date(Date.now() + 4 * 3600000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('book a table, see the confirmation, find it by code and cancel it (English)', async ({ page }) => {
  await page.goto('/en/reservations');
  await page.getByLabel(/Guests/).selectOption('3');
  await page.getByLabel(/Preferred date/).fill(bakuDay(5));
  await expect(page.getByRole('option', { name: '8:00 PM', exact: true })).toBeAttached();
  await page.getByLabel(/Preferred time/).selectOption('20:00');
  await page.getByLabel(/Full name/).fill('Kamran Əliyev');
  await page.getByLabel(/Phone number/).fill('+994 50 222 33 44');
  await page.getByLabel(/Email address/).fill('kamran@example.az');
  await page.getByRole('button', { name: 'Request reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is requested' })).toBeVisible();
  const codeText = await page.getByTestId('reservation-code').textContent();
  const code = codeText!.replace('Reference code: ', '');
  expect(code).toMatch(/^R[A-Z0-9]{7}$/);
  await expect(page.getByText(/ at 8:00 PM$/)).toBeVisible();
  await page.getByRole('link', { name: 'Change or cancel' }).click();
  await expect(page.getByLabel('Reference code')).toHaveValue(code);
  // the manage page is a page of its own (as the booking e-mails link it, with the code filled in)
  const direct = await page.request.get(`/en/reservations/manage?code=${code}`);
  expect(direct.status()).toBe(200);
  await page.getByLabel('Phone or email').fill('someone@else.az');
  await page.getByRole('button', { name: 'Find my reservation' }).click();
  await expect(page.getByRole('alert')).toHaveText('The phone or email does not match this reservation.');
  await page.getByLabel('Phone or email').fill('+994 50 222 33 44');
  await page.getByRole('button', { name: 'Find my reservation' }).click();
  // the booking as it stands
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Waiting for confirmation');
  await expect(page.getByTestId('booking-when')).toContainText('at 8:00 PM');
  await expect(page.getByTestId('booking-guests')).toHaveText('3 guests');
  await page.getByLabel('New party size').selectOption('4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Your reservation is changed:');
  await expect(page.getByTestId('booking-guests')).toHaveText('4 guests');
  // Cancelling asks first, with the focus on keeping the table.
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Cancel reservation ${code}?`);
  await expect(page.getByRole('button', { name: 'Keep my reservation' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep my reservation' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your reservation ${code} is cancelled.`);
  // a cancelled booking offers nothing more to change
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Cancelled');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  await expect(page.getByTestId('booking-closed')).toHaveText('This reservation can no longer be changed.');
});

test('the fields show their errors and keep what was typed (Russian)', async ({ page }) => {
  await page.goto('/ru/reservations');
  await page.getByLabel(/Электронная почта/).fill('не почта');
  await page.getByLabel(/Имя и фамилия/).fill('Ирина');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Пожалуйста, заполните это поле.')).toHaveCount(3);
  await expect(page.getByText('Пожалуйста, введите корректный адрес электронной почты.')).toBeVisible();
  await expect(page.getByLabel(/Имя и фамилия/)).toHaveValue('Ирина');
  await expect(page.getByLabel(/Особые пожелания \(необязательно\)/)).toBeVisible();
});

test('a large group on a too-early date sees why the times are not offered (Azerbaijani)', async ({ page }) => {
  await page.goto('/az/reservations');
  await page.getByLabel(/Qonaq sayı/).selectOption('8');
  await page.getByLabel(/İstədiyiniz tarix/).fill(bakuDay(0));
  await expect(
    page.getByText('8 və daha çox nəfərlik qruplar masanı ən azı 24 saat əvvəlcədən rezerv etməlidir: ən erkən saatlar üçün sonrakı günlərdən birini seçin.'),
  ).toBeVisible();
  const disabled = page.locator('#booking-time option[disabled]');
  await expect(disabled.first()).toContainText('(böyük qrup üçün çox yaxın vaxtdır)');
  await page.getByLabel(/Qonaq sayı/).selectOption('4');
  await expect.poll(() => page.locator('#booking-time option:not([disabled]):not([value=""])').count()).toBeGreaterThan(0);
});

test('a party booked from the birthday menu reaches the staff with its occasion and package (Azerbaijani)', async ({ page, request }) => {
  await page.goto('/az/mokaland/birthday-menu');
  await page.getByRole('link', { name: 'Paketi sifariş et: Super şənlik' }).click();
  await expect(page.getByRole('heading', { name: 'Ad günü şənliyi sifarişi' })).toBeVisible();
  // a Super-party is 10-25 children: the form starts at 10, with the price estimate
  await expect(page.getByLabel(/Qonaq sayı/)).toHaveValue('10');
  await expect(page.getByTestId('party-estimate')).toHaveText('Təxmini qiymət: 10 uşaq üçün 290,00 ₼ (hər uşaq üçün 29,00 ₼).');
  await page.getByLabel(/Qonaq sayı/).selectOption('12');
  await expect(page.getByTestId('party-estimate')).toHaveText('Təxmini qiymət: 12 uşaq üçün 348,00 ₼ (hər uşaq üçün 29,00 ₼).');
  const day = bakuDay(7);
  await page.getByLabel(/İstədiyiniz tarix/).fill(day);
  await expect(page.locator('#booking-time option[value="15:00"]')).toBeAttached();
  await page.getByLabel(/İstədiyiniz saat/).selectOption('15:00');
  await page.getByLabel(/Ad və soyad/).fill('Günay Rzayeva');
  await page.getByLabel(/Telefon nömrəsi/).fill('+994 55 444 55 66');
  await page.getByLabel(/E-poçt ünvanı/).fill('gunay@example.az');
  await page.getByRole('button', { name: 'Sorğunu göndər' }).click();
  await expect(page.getByRole('heading', { name: 'Ad günü şənliyi sifarişiniz qəbul edildi' })).toBeVisible();
  await expect(page.getByText(/, saat 15:00$/)).toBeVisible();
  const token = await apiLogin(request, 'staff@pizzainn.az', 'Staff123!');
  const list = await (await request.get(`${API}/admin/reservations?date=${day}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(list.data).toContainEqual(expect.objectContaining({ name: 'Günay Rzayeva', occasion: 'birthday', package: 'super-party', guests: 12 }));
});

test("a party in Russian starts at its package's group and says the estimate with the right plural", async ({ page }) => {
  await page.goto('/ru/reservations?occasion=birthday&package=mini-party');
  await expect(page.getByLabel(/^Количество гостей/)).toHaveValue('6');
  await expect(page.getByTestId('party-estimate')).toHaveText('Примерная стоимость: 108,00 ₼ за 6 детей (18,00 ₼ за ребёнка).');
});

// The site's server runs in UTC and writes Baku's dates; a browser whose own calendar date is another (a traveller's
// phone, or any phone between 00:00 and 04:00 in Baku against a server in UTC) must agree with it: the same date
// bounds in the server's page and the live one, no hydration message, and today and day 30 accepted by the form.
test("a browser whose calendar date differs from Baku's agrees with the server on the booking dates", async ({ browser }) => {
  // a time zone whose date is not Baku's right now: 10 hours ahead of Baku from 14:00 there, 15 hours behind before
  const bakuHour = new Date(Date.now() + 4 * 3600000).getUTCHours();
  const timezoneId = bakuHour >= 14 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ timezoneId, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).not.toBe(bakuDay(0));
  const hydration: string[] = [];
  page.on('console', (m) => /hydrat|Minified React error/i.test(m.text()) && hydration.push(m.text()));
  const served = await (await page.request.get('/en/reservations')).text();
  expect(served).toContain(`min="${bakuDay(0)}"`);
  expect(served).toContain(`max="${bakuDay(30)}"`);
  await page.goto('/en/reservations');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-part]:not([data-live])'));
  const date = page.getByLabel(/Preferred date/);
  await expect(date).toHaveAttribute('min', bakuDay(0));
  await expect(date).toHaveAttribute('max', bakuDay(30));
  for (const day of [bakuDay(0), bakuDay(30)]) {
    await date.fill(day);
    await page.getByRole('button', { name: 'Request reservation' }).click();
    await expect(page.getByText('Please choose a date from today up to 30 days ahead.')).toHaveCount(0);
  }
  await date.fill(bakuDay(31));
  await page.getByRole('button', { name: 'Request reservation' }).click();
  await expect(page.getByText('Please choose a date from today up to 30 days ahead.')).toBeVisible();
  expect(hydration).toEqual([]);
  await context.close();
});

// Issue 33: the browser's clock fixed at 00:30 in Baku, the browser in UTC (as the site's server is), where its own
// calendar still says the day before: the reservations page hydrates with no mismatch and the dates are Baku's.
test('at 00:30 Baku time, with the browser on UTC, the reservations page hydrates without a mismatch', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${bakuDay(0)}T00:30:00+04:00`));
  expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe(bakuDay(-1));
  const hydration: string[] = [];
  page.on('console', (m) => /hydrat|Minified React error/i.test(m.text()) && hydration.push(m.text()));
  await page.goto('/en/reservations');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-part]:not([data-live])'));
  const date = page.getByLabel(/Preferred date/);
  await expect(date).toHaveAttribute('min', bakuDay(0));
  await expect(date).toHaveAttribute('max', bakuDay(30));
  expect(hydration).toEqual([]);
  await context.close();
});

// One meaning for a date and time (issue 55): the restaurant is open until 03:00, so the 00:30 slot listed under an
// evening happens on the next calendar day. The list, the confirmation, the e-mail and the calendar file all say so, on
// a phone, in Azerbaijani and Russian.
for (const [lang, button, night] of [
  ['az', 'Sorğunu göndər', (day: string) => `gecə 00:30 (${formatWeekdayDate(bakuDayAfter(day), 'az')})`],
  ['ru', 'Отправить заявку', (day: string) => `00:30 (ночь на ${formatWeekdayDate(bakuDayAfter(day), 'ru')})`],
] as const) {
  test(`a table at 00:30 is the night of the day it is listed under, on every screen, in the e-mail and the calendar file (${lang}, 390 px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const day = bakuDay(6);
    const at = night(day);
    const email = `night-${lang}-${Date.now()}@example.az`;
    await page.goto(`/${lang}/reservations`);
    await page.locator('#booking-guests').selectOption('2');
    await page.locator('#booking-date').fill(day);
    // listed under the evening, after its 23:30, with the calendar day it falls on
    await expect(page.locator('#booking-time').getByRole('option', { name: at, exact: true })).toBeAttached();
    await page.locator('#booking-time').selectOption('00:30');
    await page.locator('#booking-fullName').fill('Aysel Məmmədova');
    await page.locator('#booking-phoneNumber').fill('+994 50 333 44 55');
    await page.locator('#booking-emailAddress').fill(email);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByTestId('booking-when')).toHaveText(`${formatLongDate(day, lang)}, ${at}`);
    await page.screenshot({ path: test.info().outputPath(`booking-night-${lang}-390.png`), fullPage: true });
    // the e-mail says the same, and its calendar file starts at that instant (00:30 Baku is 20:30 UTC the evening before)
    const mail = (await inboxMail(request, email)) as Awaited<ReturnType<typeof inboxMail>> & {
      id: string;
      attachments?: Array<{ generatedFileName: string }>;
    };
    expect(mail.text).toContain(formatLongDate(day, lang));
    expect(mail.text).toContain(at);
    const ics = await (await request.get(`${E2E_INBOX}/api/email/${mail.id}/attachment/${encodeURIComponent(mail.attachments![0]!.generatedFileName)}`)).text();
    const start = slotStart(day, '00:30')
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(start.slice(0, 8)).toBe(day.replace(/-/g, ''));
  });
}

/** The calendar day after a yyyy-mm-dd day. */
function bakuDayAfter(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
