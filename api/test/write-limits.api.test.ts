import request from 'supertest';
import { createApp } from '../src/app.factory';
import { WRITE_LIMITS } from '../src/abuse/write-limits';
import { UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY } from '../src/mail/mailer.service';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, TEST_CONFIG, type TestApp } from './test-app';

/**
 * The limits on anonymous writes at their real values (the other tests raise them): a burst from one address or for
 * one contact is refused with 429, its code and Retry-After, and writes no rows past the limit. On PostgreSQL the
 * counters are shared: two API processes on one database refuse together.
 */
describe.each(testDatabases())('write limits on %s', (name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let ayran: number;
  let day: string;
  let time: string;
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const order = (phone: string) => ({ orderType: 'pickup', phone, items: [{ menuItemId: ayran, quantity: 1 }] });
  const booking = (i: number, contact: { phone?: string; email?: string } = {}) => ({
    name: `Guest ${i}`,
    phone: contact.phone ?? `+994 50 300 ${String(10 + Math.floor(i / 90)).padStart(2, '0')} ${String(10 + (i % 90)).padStart(2, '0')}`,
    email: contact.email ?? `guest${i}@example.az`,
    date: day,
    time,
    guests: 2,
  });

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { writeLimitScale: 1 });
    ayran = (await t.dataSource.query(`SELECT id FROM menu_items WHERE slug = 'ayran'`))[0].id;
    // A day and a time the restaurant takes bookings for: the first free slot of the day after tomorrow.
    day = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
    const slots = (await t.http.get(`/api/reservations/check-availability?date=${day}&guests=2`).expect(200)).body.data.slots as Array<{
      time: string;
      available: boolean;
    }>;
    time = slots.find((s) => s.available)!.time;
  });
  afterAll(() => t?.close());

  it(`orders: ${WRITE_LIMITS.ordersPerClient.points} a minute from one address; the rest of a parallel burst gets 429 TOO_MANY_ORDERS with Retry-After`, async () => {
    const client = '203.0.113.20';
    const before = await count('SELECT count(*)::int AS n FROM orders');
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.http
          .post('/api/orders')
          .set('X-Forwarded-For', client)
          .send(order(`+994 55 400 00 ${String(10 + i)}`)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_ORDERS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(before + 10);
    // Another address orders as usual.
    await t.http.post('/api/orders').set('X-Forwarded-For', '198.51.100.20').send(order('+994 55 400 01 10')).expect(201);
  });

  it(`orders: the addresses of one IPv6 /64 are one client, ${WRITE_LIMITS.ordersPerClient.points} orders a minute in all (security round four)`, async () => {
    const before = await count('SELECT count(*)::int AS n FROM orders');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.http
        .post('/api/orders')
        .set('X-Forwarded-For', `2001:db8:64:1:${(i % 3) + 1}::${i + 1}`)
        .send(order(`+994 55 400 03 ${String(10 + i)}`));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(before + 10);
    // the next /64 is another client
    await t.http.post('/api/orders').set('X-Forwarded-For', '2001:db8:64:2::1').send(order('+994 55 400 04 10')).expect(201);
  });

  it(`registrations: the addresses of one IPv6 /64 share one allowance of ${WRITE_LIMITS.registrationsPerClient.points} an hour (security round four)`, async () => {
    const register = (i: number, address: string) =>
      t.http
        .post('/api/auth/register')
        .set('X-Forwarded-For', address)
        .send({ name: `Nigar ${i}`, email: `nigar.v6.${i}@example.az`, password: `Qarabag-Sunset-${i}9x` });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await register(i, `2001:db8:64:9:${i}::1`)).status);
    const allowance = WRITE_LIMITS.registrationsPerClient.points;
    expect(statuses).toEqual([...Array(allowance).fill(201), ...Array(7 - allowance).fill(429)]);
    await register(8, '2001:db8:64:a::1').expect(201);
  });

  it(`orders: ${WRITE_LIMITS.ordersPerPhone.points} an hour for one phone, whatever the address and however it is written`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const phone = i % 2 ? '+994 70 555 12 34' : '+994705551234';
      statuses.push(
        (
          await t.http
            .post('/api/orders')
            .set('X-Forwarded-For', `192.0.2.${i + 1}`)
            .send(order(phone))
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE regexp_replace(phone, '\\D', '', 'g') = '994705551234'`)).toBe(10);
  });

  it('staff entering orders at the counter are not limited', async () => {
    for (let i = 0; i < 12; i++) {
      await t.http.post('/api/orders').set(bearer(t.tokens.STAFF)).set('X-Forwarded-For', '203.0.113.21').send(order('+994 55 400 02 10')).expect(201);
    }
  });

  it(`bookings: ${WRITE_LIMITS.bookingsPerContact.points} a day for one phone or one e-mail; the fourth is refused and not written`, async () => {
    const phone = '+994 51 777 00 01';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await t.http
            .post('/api/reservations')
            .set('X-Forwarded-For', `192.0.2.${50 + i}`)
            .send(booking(100 + i, { phone }))
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The same e-mail with other phones is the same contact.
    const email = 'one.guest@example.az';
    const byEmail: number[] = [];
    for (let i = 0; i < 4; i++) {
      byEmail.push(
        (
          await t.http
            .post('/api/reservations')
            .set('X-Forwarded-For', `192.0.2.${60 + i}`)
            .send(booking(200 + i, { email }))
        ).status,
      );
    }
    expect(byEmail).toEqual([201, 201, 201, 429]);
    const refused = await t.http.post('/api/reservations').set('X-Forwarded-For', '192.0.2.70').send(booking(300, { email })).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_BOOKINGS');
    expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE email = $1`, [email])).toBe(3);
  });

  it(`bookings: ${WRITE_LIMITS.bookingsPerClient.points} an hour from one address, so a script cannot fill a day's tables`, async () => {
    const client = '203.0.113.30';
    const before = await count('SELECT count(*)::int AS n FROM reservations');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.http
          .post('/api/reservations')
          .set('X-Forwarded-For', client)
          .send(booking(400 + i)),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'TOO_MANY_BOOKINGS')).toBe(true);
    expect(await count('SELECT count(*)::int AS n FROM reservations')).toBe(before + 10);
  });

  it(`booking changes: ${WRITE_LIMITS.bookingChangesPerBooking.points} a day for one booking, and each address gets at most ${UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY} such e-mails a day (security round three)`, async () => {
    const victim = 'victim.changes@example.az';
    const made = await t.http
      .post('/api/reservations')
      .set('X-Forwarded-For', '192.0.2.150')
      .send(booking(900, { email: victim }))
      .expect(201);
    const code: string = made.body.data.code;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.http
        .post('/api/reservations/update')
        .set('X-Forwarded-For', `192.0.2.${160 + i}`)
        .send({ code, contact: victim, guests: 3 + (i % 3) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const mails = await count(`SELECT count(*)::int AS n FROM mail_messages WHERE lower(recipient) = $1`, [victim]);
    expect(mails).toBeLessThanOrEqual(UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY);
  });

  it(`orders to an address of someone else's choosing: at most ${UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY} confirmations a day reach it, the orders are placed all the same`, async () => {
    const victim = 'victim.orders@example.az';
    for (let i = 0; i < 8; i++) {
      await t.http
        .post('/api/orders')
        .set('X-Forwarded-For', `198.51.100.${20 + i}`)
        .send({ ...order(`+994 55 400 00 ${10 + i}`), email: victim, specialInstructions: 'Your account is locked' })
        .expect(201);
    }
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE email = $1`, [victim])).toBe(8);
    expect(await count(`SELECT count(*)::int AS n FROM mail_messages WHERE lower(recipient) = $1`, [victim])).toBe(UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY);
  });

  it(`a booking's confirmation and orders sent at once share one address's allowance: ${UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY} e-mails in all, never more`, async () => {
    const victim = 'victim.burst@example.az';
    await t.http
      .post('/api/reservations')
      .set('X-Forwarded-For', '198.51.100.60')
      .send(booking(500, { email: victim }))
      .expect(201);
    const placed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.http
          .post('/api/orders')
          .set('X-Forwarded-For', `198.51.100.${70 + i}`)
          .send({ ...order(`+994 55 401 00 ${10 + i}`), email: victim }),
      ),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(10).fill(201));
    const kinds = (await t.dataSource.query(`SELECT kind, count(*)::int AS n FROM mail_messages WHERE lower(recipient) = $1 GROUP BY kind ORDER BY kind`, [
      victim,
    ])) as Array<{ kind: string; n: number }>;
    expect(kinds).toEqual([
      { kind: 'order-received', n: UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY - 1 },
      { kind: 'reservation-received', n: 1 },
    ]);
  });

  it('contact messages and newsletter sign-ups are limited per address, and messages per e-mail', async () => {
    const message = (i: number, email = `writer${i}@example.az`) => ({ name: 'Writer', email, subject: 'Hello', message: 'A message long enough to be sent.' });
    const perClient: number[] = [];
    for (let i = 0; i < 7; i++) perClient.push((await t.http.post('/api/contact').set('X-Forwarded-For', '203.0.113.40').send(message(i))).status);
    expect(perClient).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i++)
      perEmail.push(
        (
          await t.http
            .post('/api/contact')
            .set('X-Forwarded-For', `192.0.2.${80 + i}`)
            .send(message(i, 'same@example.az'))
        ).status,
      );
    expect(perEmail).toEqual([201, 201, 201, 429]);
    const signUps: number[] = [];
    for (let i = 0; i < 12; i++)
      signUps.push(
        (
          await t.http
            .post('/api/contact/subscribe')
            .set('X-Forwarded-For', '203.0.113.41')
            .send({ email: `reader${i}@example.az` })
        ).status,
      );
    expect(signUps.filter((s) => s === 429)).toHaveLength(2);
    const refused = await t.http.post('/api/contact/subscribe').set('X-Forwarded-For', '203.0.113.41').send({ email: 'late@example.az' }).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_MESSAGES');
  });

  if (name === 'PostgreSQL') {
    it('two API processes on one database count together: one address gets 10 orders a minute in all, not 10 from each', async () => {
      const second = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, writeLimitScale: 1 } });
      await second.init();
      try {
        const other = request(second.getHttpServer());
        const client = '203.0.113.50';
        const statuses: number[] = [];
        for (let i = 0; i < 14; i++) {
          const api = i % 2 ? other : t.http;
          statuses.push(
            (
              await api
                .post('/api/orders')
                .set('X-Forwarded-For', client)
                .send(order(`+994 55 600 00 ${String(10 + i)}`))
            ).status,
          );
        }
        expect(statuses.filter((s) => s === 201)).toHaveLength(10);
        expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
        // The counters live in the database, not in either process.
        expect(await count(`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'ordersPerClient:%'`)).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    });

    it('sign-in attempts are counted for both processes too', async () => {
      const second = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, authRateLimit: 10 } });
      const first = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, authRateLimit: 10 } });
      await Promise.all([second.init(), first.init()]);
      try {
        const apis = [request(first.getHttpServer()), request(second.getHttpServer())];
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          statuses.push(
            (
              await apis[i % 2]!.post('/api/auth/login')
                .set('X-Forwarded-For', '203.0.113.51')
                .send({ email: `nobody${i}@example.az`, password: 'wrong password 1' })
            ).status,
          );
        }
        expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  }
});
