import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { addDays, bakuDate, bakuInstant, formatMoney, formatWeekdayDate } from 'shared-lib/domain';
import { freePort } from './api-process';
import { testDatabases, type TestDatabase } from './databases';
import { startInbox, smtpConfigFor, type Inbox } from './mail-inbox';
import { bearer, startTestApp, type TestApp } from './test-app';
import { MailerService } from '../src/mail/mailer.service';

/** The first free seating time of the day after tomorrow. */
async function freeSlot(t: TestApp, guests = 2, daysAhead = 2): Promise<{ date: string; time: string }> {
  const date = new Date(Date.now() + daysAhead * 86400000).toISOString().slice(0, 10);
  const slots = (await t.http.get(`/api/reservations/check-availability?date=${date}&guests=${guests}`).expect(200)).body.data.slots as Array<{
    time: string;
    available: boolean;
  }>;
  return { date, time: slots.find((s) => s.available)!.time };
}

/**
 * What diners and the restaurant are e-mailed, read back from a real SMTP server (MailDev): an order's confirmation
 * in its language with its lines, options and total; a booking's in Russian with a calendar file in Baku time; a party
 * booking reaching the restaurant's address.
 */
describe.each(testDatabases())('diner e-mails on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let inbox: Inbox;
  let margherita: number;

  beforeAll(async () => {
    inbox = await startInbox();
    db = await open();
    t = await startTestApp(db, { ...smtpConfigFor(inbox), siteUrl: 'https://pizzainn.example' });
    margherita = (await t.dataSource.query(`SELECT id FROM menu_items WHERE slug = 'margherita'`))[0].id;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  it('an order placed in az is confirmed in az with every line, its options, the total and the tracking link', async () => {
    const res = await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        phone: '+994 50 111 22 33',
        email: 'Leyla@Example.az',
        language: 'az',
        specialInstructions: 'Soğansız',
        items: [{ menuItemId: margherita, quantity: 2, customizations: { size: 'large', extras: ['extra-cheese'] } }],
      })
      .expect(201);
    const { code, total } = res.body.data;
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'leyla@example.az');
    expect(mail.subject).toBe(`Pizza Inn: ${code} sifarişiniz qəbul edildi`);
    expect(mail.text).toContain('2 × Marqarita (Böyük (36 sm), Əlavə pendir)');
    expect(mail.text).toContain(`Cəmi: ${formatMoney(Number(total))}`);
    expect(mail.text).toContain('Özü götürmə');
    expect(mail.text).toContain('Qeydiniz (yazdığınız kimi): “Soğansız”');
    expect(mail.text).toContain(`https://pizzainn.example/az/track-order/${code}`);
    expect(mail.html).toContain('Marqarita');
    expect(mail.html).toContain('<html lang="az">');
    // Written with the order, once.
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_messages WHERE event_key = $1`, [`order-received:${code}`]))[0].n).toBe(1);
  });

  it('a free delivery says it is free, and an order ahead is promised for its time, not "shortly"', async () => {
    const place = (body: object) =>
      t.http
        .post('/api/orders')
        .send({ phone: '+994 50 111 22 33', items: [{ menuItemId: margherita, quantity: 3, customizations: { size: 'medium' } }], ...body })
        .expect(201);
    // 3 × 9.50 = 28.50: over the free-delivery threshold of 25
    await place({
      orderType: 'delivery',
      deliveryAddress: 'Nizami 10',
      deliveryLocation: { lat: 40.38, lng: 49.84 },
      email: 'free@example.az',
      language: 'ru',
    });
    const free = await inbox.waitFor((m) => m.to[0]?.address === 'free@example.az');
    expect(free.text).toContain('Доставка: бесплатно');
    expect(free.text).toContain('кухня скоро начнёт его готовить');
    const tomorrowNoon = bakuInstant(addDays(bakuDate(), 1), '12:00').toISOString();
    await place({ orderType: 'pickup', scheduledFor: tomorrowNoon, email: 'ahead@example.az', language: 'en' });
    const ahead = await inbox.waitFor((m) => m.to[0]?.address === 'ahead@example.az');
    expect(ahead.text).toContain('The kitchen will have it ready for the time you chose.');
    expect(ahead.text).not.toContain('shortly');
    expect(ahead.text).not.toMatch(/Delivery/);
  });

  it("a diner's note is quoted as theirs and its web addresses cannot be clicked (security round three: relayed text)", async () => {
    const note = 'Your account is locked, verify at https://pizzainn-verify.example/login or www.pizzainn-verify.example';
    await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        phone: '+994 50 111 22 34',
        email: 'relay@example.az',
        language: 'en',
        specialInstructions: note,
        items: [{ menuItemId: margherita, quantity: 1, customizations: { size: 'large' } }],
      })
      .expect(201);
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'relay@example.az');
    expect(mail.text).toContain(
      'Your note, as you wrote it: “Your account is locked, verify at https[:]//pizzainn-verify.example/login or www[.]pizzainn-verify.example”',
    );
    expect(mail.text).not.toContain('https://pizzainn-verify');
    expect(mail.html).not.toContain('https://pizzainn-verify');
  });

  it('an order without an address sends nothing; one that asked for status changes hears of each', async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_messages`))[0].n;
    await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', phone: '+994 50 111 22 34', items: [{ menuItemId: margherita, quantity: 1, customizations: { size: 'small' } }] })
      .expect(201);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_messages`))[0].n).toBe(before);

    const res = await t.http
      .post('/api/orders')
      .send({
        orderType: 'pickup',
        phone: '+994 50 111 22 35',
        email: 'status@example.az',
        notifyStatus: true,
        language: 'en',
        items: [{ menuItemId: margherita, quantity: 1, customizations: { size: 'medium' } }],
      })
      .expect(201);
    const code = res.body.data.code;
    await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'confirmed' }).expect(200);
    const mail = await inbox.waitFor((m) => m.subject === `Pizza Inn: your order ${code} is confirmed`);
    expect(mail.to[0]!.address).toBe('status@example.az');
    // each e-mail says the new status, in the words of the order's type (a pickup is picked up, not delivered)
    expect(mail.text).toContain(`The restaurant has confirmed your order ${code}.`);
    for (const status of ['preparing', 'ready', 'delivered'])
      await t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status }).expect(200);
    const ready = await inbox.waitFor((m) => m.subject === `Pizza Inn: your order ${code} is ready`);
    expect(ready.text).toContain(`Your order ${code} is ready: you can pick it up at the counter.`);
    const done = await inbox.waitFor((m) => m.subject === `Pizza Inn: your order ${code} is picked up`);
    expect(done.text).toContain(`Your order ${code} is picked up. Enjoy your meal!`);
  });

  it('a booking at 00:30 is the night of the day it was listed under: the answer, the e-mail and the calendar file agree', async () => {
    const date = new Date(Date.now() + 4 * 86400000).toISOString().slice(0, 10);
    const slots = (await t.http.get(`/api/reservations/check-availability?date=${date}&guests=2`).expect(200)).body.data.slots as Array<{
      time: string;
      startsAt: string;
    }>;
    const nextDay = new Date(`${date}T12:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    const calendarDate = nextDay.toISOString().slice(0, 10);
    // listed under the evening (after its 23:30), starting on the next calendar day
    expect(slots.map((s) => s.time).slice(-6)).toEqual(['23:30', '00:00', '00:30', '01:00', '01:30', '02:00']);
    expect(slots.find((s) => s.time === '00:30')!.startsAt).toBe(`${date}T20:30:00.000Z`);
    const res = await t.http
      .post('/api/reservations')
      .send({ name: 'Анна', phone: '+994 50 222 33 45', email: 'night@example.az', date, time: '00:30', guests: 2, language: 'ru' })
      .expect(201);
    expect(res.body.data).toMatchObject({ date, time: '00:30', calendarDate, afterMidnight: true, startsAt: `${date}T20:30:00.000Z` });
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'night@example.az');
    expect(mail.text).toContain(`Время по Баку: 00:30 (ночь на ${formatWeekdayDate(calendarDate, 'ru')})`);
    const ics = mail.attachments!.find((a) => a.contentType.startsWith('text/calendar'))!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await inbox.attachment(mail, ics.generatedFileName))).getFirstSubcomponent('vevent')!);
    const baku = new Date(event.startDate.toJSDate().getTime() + 4 * 3600 * 1000).toISOString();
    expect([baku.slice(0, 10), baku.slice(11, 16)]).toEqual([calendarDate, '00:30']);
  });

  it('a booking made in ru is confirmed in ru with a calendar file that starts at the booked time in Baku', async () => {
    const { date, time } = await freeSlot(t);
    const res = await t.http
      .post('/api/reservations')
      .send({ name: 'Анна', phone: '+994 50 222 33 44', email: 'anna@example.az', date, time, guests: 3, language: 'ru' })
      .expect(201);
    const code = res.body.data.code;
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'anna@example.az');
    expect(mail.subject).toBe(`Pizza Inn: ваша бронь ${code}`);
    expect(mail.text).toContain(`Код брони: ${code}`);
    expect(mail.text).toContain('Гостей: 3');
    expect(mail.text).toContain('Время по Баку: ');
    const ics = mail.attachments!.find((a) => a.contentType.startsWith('text/calendar'))!;
    const calendar = new ICAL.Component(ICAL.parse(await inbox.attachment(mail, ics.generatedFileName)));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${code}@pizzainn.az`);
    expect(event.summary).toBe('Столик в Pizza Inn');
    // Baku is UTC+4 all year: the start, seen from Baku, is the booked day and time.
    const start = event.startDate.toJSDate();
    const baku = new Date(start.getTime() + 4 * 3600 * 1000).toISOString();
    expect(baku.slice(0, 10)).toBe(date);
    expect(baku.slice(11, 16)).toBe(time);
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(2 * 3600 * 1000);

    // Cancelling sends a cancellation whose calendar file cancels the same entry.
    await t.http.post('/api/reservations/cancel').send({ code, contact: 'anna@example.az' }).expect(200);
    const cancelled = await inbox.waitFor((m) => m.subject === `Pizza Inn: ваша бронь ${code} отменена`);
    const text = await inbox.attachment(cancelled, cancelled.attachments![0]!.generatedFileName);
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
  });

  it("a party booking reaches the restaurant's notification address, set by a manager", async () => {
    await t.http.put('/api/admin/mail/notifications').set(bearer(t.tokens.STAFF)).send({ email: 'party@pizzainn.example' }).expect(403);
    await t.http.put('/api/admin/mail/notifications').set(bearer(t.tokens.MANAGER)).send({ email: 'not an address' }).expect(400);
    await t.http.put('/api/admin/mail/notifications').set(bearer(t.tokens.MANAGER)).send({ email: 'party@pizzainn.example' }).expect(200);
    const pkg = (await t.dataSource.query(`SELECT slug FROM birthday_packages ORDER BY id LIMIT 1`))[0].slug;
    const { date, time } = await freeSlot(t, 10, 7);
    const res = await t.http
      .post('/api/reservations')
      .send({
        name: 'Kamran',
        phone: '+994 50 333 44 55',
        email: 'kamran@example.az',
        date,
        time,
        guests: 10,
        occasion: 'birthday',
        package: pkg,
        language: 'en',
      })
      .expect(201);
    const staff = await inbox.waitFor((m) => m.to[0]?.address === 'party@pizzainn.example');
    // the diner's own e-mail speaks of a party, not a table
    const diner = await inbox.waitFor((m) => m.to[0]?.address === 'kamran@example.az');
    expect(diner.text).toContain('We have your party request and will confirm it shortly.');
    expect(staff.subject).toContain(`Ad günü rezervasiyası ${res.body.data.code}`);
    expect(staff.text).toContain('Telefon: +994 50 333 44 55');
    // the restaurant's own message: not the footer that tells a diner why the e-mail came
    expect(staff.text).toContain('saytından avtomatik göndərilib');
    expect(staff.text).not.toContain('Bu məktubu ona görə alırsınız');
  });

  it('a party booking reaches a member of staff in the language they chose in the staff area', async () => {
    await t.http.put('/api/auth/language').set(bearer(t.tokens.MANAGER)).send({ language: 'ru' }).expect(200);
    await t.http.put('/api/admin/mail/notifications').set(bearer(t.tokens.MANAGER)).send({ email: 'manager@pizzainn.az' }).expect(200);
    const pkg = (await t.dataSource.query(`SELECT slug FROM birthday_packages ORDER BY id LIMIT 1`))[0].slug;
    const { date, time } = await freeSlot(t, 10, 8);
    const res = await t.http
      .post('/api/reservations')
      .send({
        name: 'Leyla',
        phone: '+994 50 333 44 66',
        email: 'leyla@example.az',
        date,
        time,
        guests: 10,
        occasion: 'birthday',
        package: pkg,
        language: 'tr',
      })
      .expect(201);
    const staff = await inbox.waitFor((m) => m.to[0]?.address === 'manager@pizzainn.az' && m.text.includes(res.body.data.code));
    expect(staff.subject).toContain(`Бронь праздника ${res.body.data.code}`);
    expect(staff.text).toContain('Телефон: +994 50 333 44 66');
    expect(staff.html).toContain('<html lang="ru"');
  });

  it('keeps sent and failed e-mails for MAIL_KEEP_DAYS (90), then deletes them; a queued one stays', async () => {
    const insert = (key: string, status: string, daysAgo: number) =>
      t.dataSource.query(
        `INSERT INTO mail_messages (event_key, kind, recipient, language, subject, text, html, headers, attachments, status, created_at)
         VALUES ($1, 'test', 'old@example.az', 'en', 'Old', 'Old', '<p>Old</p>', '{}', '[]', $2, now() - make_interval(days => $3))`,
        [key, status, daysAgo],
      );
    await insert('retention:old-sent', 'sent', 91);
    await insert('retention:old-failed', 'failed', 120);
    await insert('retention:old-queued', 'queued', 200);
    await insert('retention:recent-sent', 'sent', 89);
    const forgotten = await t.app.get(MailerService).forgetOld();
    expect(forgotten).toBe(2);
    const left = (await t.dataSource.query(`SELECT event_key FROM mail_messages WHERE event_key LIKE 'retention:%' ORDER BY event_key`)).map(
      (r: { event_key: string }) => r.event_key,
    );
    expect(left).toEqual(['retention:old-queued', 'retention:recent-sent']);
  });
});

/** An SMTP server that refuses one recipient: the message is marked failed for staff, who can send it again. */
describe('a refused e-mail', () => {
  let db: TestDatabase;
  let t: TestApp;
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    db = await testDatabases()[0]![1]();
    t = await startTestApp(db, { smtp: { host: '127.0.0.1', port, secure: false }, mailPollMs: 100, mailRetryBaseMs: 200 });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is marked failed with the reason at once, listed for staff, and the order is placed all the same', async () => {
    const ayran = (await t.dataSource.query(`SELECT id FROM menu_items WHERE slug = 'ayran'`))[0].id;
    const res = await t.http
      .post('/api/orders')
      .send({ orderType: 'pickup', phone: '+994 50 444 55 66', email: 'nobody@example.az', items: [{ menuItemId: ayran, quantity: 1 }] })
      .expect(201);
    const until = Date.now() + 10000;
    let failed: Array<{ id: number; recipient: string; status: string; lastError: string; attempts: number }> = [];
    while (Date.now() < until) {
      failed = (await t.http.get('/api/admin/mail?status=failed').set(bearer(t.tokens.MANAGER)).expect(200)).body.data;
      if (failed.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ recipient: 'nobody@example.az', status: 'failed', attempts: 1 });
    expect(failed[0]!.lastError).toContain('550');
    await t.http.get(`/api/orders/track?code=${res.body.data.code}`).expect(200);
    await t.http.get('/api/admin/mail').set(bearer(t.tokens.STAFF)).expect(403);
    // Staff send it again (it fails again: the mailbox still does not exist), and nothing else breaks.
    await t.http.post(`/api/admin/mail/${failed[0]!.id}/retry`).set(bearer(t.tokens.MANAGER)).expect(200);
    await t.http.post('/api/admin/mail/999999/retry').set(bearer(t.tokens.MANAGER)).expect(404);
    expect(received).toEqual([]);
  });
});
