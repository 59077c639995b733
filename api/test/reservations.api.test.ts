import { addDays, bakuDate, everyDay, weekdayOf } from 'shared-lib/domain';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

const guest = { name: 'Aysel Məmmədova', phone: '+994 50 123 45 67', email: 'aysel@example.az' };

describe.each(testDatabases())('reservations on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const today = bakuDate();
  const inFiveDays = addDays(today, 5);
  const book = (body: object) => t.http.post('/api/reservations').send({ ...guest, ...body });

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('books a table and answers with a reference code; a slot after midnight belongs to the evening before', async () => {
    const res = await book({ guests: 4, date: inFiveDays, time: '20:00', specialRequests: 'Window table' }).expect(201);
    expect(res.body.data).toMatchObject({ guests: 4, date: inFiveDays, time: '20:00', status: 'pending', specialRequests: 'Window table' });
    expect(res.body.data.code).toMatch(/^R[A-HJ-KM-NP-TV-Z2-9]{7}$/);
    expect(res.body.data.startsAt).toBe(new Date(`${inFiveDays}T16:00:00Z`).toISOString());
    const night = await book({ guests: 2, date: inFiveDays, time: '01:30' }).expect(201);
    expect(night.body.data.startsAt).toBe(new Date(`${addDays(inFiveDays, 1)}T01:30:00+04:00`).toISOString());
  });

  it('offers the slots of a business day with the seats left, across midnight', async () => {
    const res = await t.http.get(`/api/reservations/check-availability?date=${inFiveDays}&guests=2`).expect(200);
    const slots = res.body.data.slots as Array<{ time: string; available: boolean; seatsLeft: number }>;
    expect(slots[0]!.time).toBe('07:00');
    expect(slots.at(-1)!.time).toBe('02:00');
    expect(slots.find((s) => s.time === '20:00')).toEqual({ time: '20:00', startsAt: `${inFiveDays}T16:00:00.000Z`, available: true, seatsLeft: 36 });
    // a time after midnight is the next calendar day's: 00:30 Baku is 20:30 UTC of the day it is listed under
    expect(slots.find((s) => s.time === '00:30')).toMatchObject({ startsAt: `${inFiveDays}T20:30:00.000Z` });
    expect(slots.every((s) => s.available)).toBe(true);
    await t.http.get(`/api/reservations/check-availability?date=${inFiveDays}&guests=31`).expect(400);
    await t.http.get(`/api/reservations/check-availability?date=tomorrow&guests=2`).expect(400);
  });

  it('refuses past dates, dates beyond 30 days, times outside opening hours and bad party sizes', async () => {
    const count = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM reservations'))[0].n);
    const before = await count();
    const past = await book({ guests: 2, date: addDays(today, -2), time: '20:00' }).expect(422);
    expect(past.body.errors).toEqual({ date: ['Reservations are accepted from today up to 30 days ahead'] });
    await book({ guests: 2, date: addDays(today, 31), time: '20:00' }).expect(422);
    await book({ guests: 2, date: addDays(today, 30), time: '20:00' }).expect(201);
    const closed = await book({ guests: 2, date: inFiveDays, time: '04:00' }).expect(422);
    expect(closed.body.errors.time).toEqual(['Please choose a time within our opening hours (the last seating is an hour before closing)']);
    await book({ guests: 2, date: inFiveDays, time: '02:30' }).expect(422);
    for (const guests of [0, 31, 2.5]) await book({ guests, date: inFiveDays, time: '20:00' }).expect(400);
    const invalid = await book({ guests: 2, date: inFiveDays, time: '20:00', email: 'nope', phone: 'x' }).expect(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'phone']);
    expect(await count()).toBe(before + 1);
  });

  it('a group of 8 cannot book a slot less than 24 hours away; a smaller party can', async () => {
    const slots = (await t.http.get(`/api/reservations/check-availability?date=${today}&guests=8`).expect(200)).body.data.slots as Array<{
      time: string;
      available: boolean;
      reason?: string;
    }>;
    const soon = slots.find((s) => s.reason === 'notice');
    expect(soon).toBeDefined();
    // a slot after midnight belongs to the evening before: between 00:00 and 03:00 in Baku, today's last slots are
    // more than 24 hours away and rightly open to a group
    const hoursAway = (time: string) => (Date.parse(`${time < '07:00' ? addDays(today, 1) : today}T${time}:00+04:00`) - Date.now()) / 3_600_000;
    const upcoming = slots.filter((s) => hoursAway(s.time) > 0);
    expect(upcoming.filter((s) => hoursAway(s.time) < 24).every((s) => !s.available && s.reason === 'notice')).toBe(true);
    expect(upcoming.filter((s) => s.available).every((s) => hoursAway(s.time) >= 24)).toBe(true);
    const refused = await book({ guests: 8, date: today, time: soon!.time }).expect(422);
    expect(refused.body.message).toBe('Groups of 8 or more need to book at least 24 hours ahead');
    await book({ guests: 7, date: today, time: soon!.time }).expect(201);
    await book({ guests: 12, date: addDays(today, 3), time: '19:00' }).expect(201);
  });

  it('20 parallel requests for the last 4 seats book exactly 4 seats', async () => {
    await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({ reservations: { seatsPerSlot: 10 } })
      .expect(200);
    const date = addDays(today, 6);
    await book({ guests: 6, date, time: '21:00' }).expect(201);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ guests: 1, date, time: '21:00', name: `Guest ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(16);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('There are not enough free seats at this time');
    const [row] = await t.dataSource.query(`SELECT sum(guests)::int AS seats FROM reservations WHERE business_date = $1 AND slot_time = '21:00'`, [date]);
    expect(row.seats).toBe(10);
    const slot = (await t.http.get(`/api/reservations/check-availability?date=${date}&guests=1`)).body.data.slots.find(
      (s: { time: string }) => s.time === '21:00',
    );
    expect(slot).toEqual({ time: '21:00', startsAt: `${date}T17:00:00.000Z`, available: false, seatsLeft: 0, reason: 'full' });
    await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({ reservations: { seatsPerSlot: 40 } })
      .expect(200);
  });

  it('cancel and update need the code and the phone or email it was made with', async () => {
    const code = (await book({ guests: 2, date: inFiveDays, time: '18:00' }).expect(201)).body.data.code;
    await t.http.post('/api/reservations/update').send({ code, contact: '+994 55 999 99 99', time: '19:00' }).expect(403);
    const moved = await t.http.post('/api/reservations/update').send({ code, contact: 'AYSEL@example.az', time: '19:30', guests: 3 }).expect(200);
    expect(moved.body.data).toMatchObject({ time: '19:30', guests: 3 });
    await t.http.post('/api/reservations/update').send({ code, contact: '994501234567', time: '05:00' }).expect(422);
    await t.http.post('/api/reservations/cancel').send({ code, contact: 'someone@else.az' }).expect(403);
    const cancelled = await t.http.post('/api/reservations/cancel').send({ code: code.toLowerCase(), contact: '+994 (50) 123-45-67' }).expect(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    await t.http.post('/api/reservations/cancel').send({ code, contact: 'aysel@example.az' }).expect(409);
    await t.http.post('/api/reservations/cancel').send({ code: 'RZZZZZZZ', contact: 'aysel@example.az' }).expect(404);
    // the manage page reads the booking as it stands, with the same proof
    const found = await t.http.post('/api/reservations/lookup').send({ code, contact: 'aysel@example.az' }).expect(200);
    expect(found.body.data).toMatchObject({ code, status: 'cancelled', time: '19:30', guests: 3, date: inFiveDays });
    await t.http.post('/api/reservations/lookup').send({ code, contact: 'someone@else.az' }).expect(403);
    await t.http.post('/api/reservations/lookup').send({ code: 'RZZZZZZZ', contact: 'aysel@example.az' }).expect(404);
    await t.http.post('/api/reservations/lookup').send({ code: 'nope', contact: 'aysel@example.az' }).expect(400);
  });

  it('a party booking must name a package that exists; nothing is booked otherwise', async () => {
    const before = (
      await t.http
        .get(`/api/admin/reservations?date=${addDays(today, 11)}`)
        .set(bearer(t.tokens.STAFF))
        .expect(200)
    ).body.data.length;
    const res = await book({ guests: 12, date: addDays(today, 11), time: '15:00', occasion: 'birthday', package: 'free-party-for-all' }).expect(422);
    expect(res.body.fields).toEqual({ package: [{ code: 'choice' }] });
    expect(
      (
        await t.http
          .get(`/api/admin/reservations?date=${addDays(today, 11)}`)
          .set(bearer(t.tokens.STAFF))
          .expect(200)
      ).body.data,
    ).toHaveLength(before);
  });

  it('a party package is booked only for its number of children: 5 for the Super Party (10-25) is refused, nothing stored', async () => {
    const date = addDays(today, 12);
    const count = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM reservations WHERE business_date = $1', [date]))[0].n);
    const before = await count();
    for (const guests of [5, 26]) {
      const res = await book({ guests, date, time: '15:00', occasion: 'birthday', package: 'super-party' }).expect(422);
      expect(res.body).toMatchObject({ code: 'PACKAGE_GROUP_SIZE', fields: { guests: [{ code: 'PACKAGE_GROUP_SIZE', params: { min: 10, max: 25 } }] } });
    }
    expect(await count()).toBe(before);
    // within the package's range it is taken; changed to 5 afterwards, it is refused the same way
    const party = { occasion: 'birthday', package: 'super-party', phone: '+994 50 777 66 55', email: 'party-size@example.az' };
    const made = await book({ guests: 10, date, time: '15:00', ...party }).expect(201);
    const changed = await t.http.post('/api/reservations/update').send({ code: made.body.data.code, contact: '+994 50 777 66 55', guests: 5 });
    expect([changed.status, changed.body.code]).toEqual([422, 'PACKAGE_GROUP_SIZE']);
  });

  it('a party booking keeps its occasion and package for the staff', async () => {
    const res = await book({ guests: 12, date: addDays(today, 10), time: '15:00', occasion: 'birthday', package: 'super-party' }).expect(201);
    const staff = await t.http
      .get(`/api/admin/reservations?date=${addDays(today, 10)}`)
      .set(bearer(t.tokens.STAFF))
      .expect(200);
    expect(staff.body.data.find((r: { code: string }) => r.code === res.body.data.code)).toMatchObject({
      occasion: 'birthday',
      package: 'super-party',
      guests: 12,
    });
  });

  it('staff confirm, seat, complete, cancel and mark no-shows; other changes are 409', async () => {
    const code = (await book({ guests: 2, date: inFiveDays, time: '12:00' })).body.data.code;
    const set = (status: string) => t.http.patch(`/api/admin/reservations/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status });
    await set('completed').expect(409);
    for (const s of ['confirmed', 'seated', 'completed']) await set(s).expect(200);
    await set('cancelled').expect(409);
    const other = (await book({ guests: 2, date: inFiveDays, time: '12:30' })).body.data.code;
    await t.http.patch(`/api/admin/reservations/${other}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'no-show' }).expect(200);
    await t.http.patch(`/api/admin/reservations/${other}/status`).set(bearer(t.tokens.CUSTOMER)).send({ status: 'confirmed' }).expect(403);
    await t.http.patch(`/api/admin/reservations/${other}/status`).set(bearer(t.tokens.STAFF)).send({ status: 'asleep' }).expect(400);
  });

  it("follows the settings' hours per weekday and closed dates; bad hours are refused with field codes", async () => {
    const date = addDays(today, 12);
    const weekday = weekdayOf(date);
    const weekly = { ...everyDay({ open: '07:00', close: '03:00' }).weekly, [weekday]: { open: '12:00', close: '22:00' } };
    const put = (openingHours: object) => t.http.put('/api/admin/settings').set(bearer(t.tokens.SUPER_ADMIN)).send({ restaurant: { openingHours } });
    await put({ weekly, closedDates: [addDays(today, 13)] }).expect(200);
    try {
      const slots = (await t.http.get(`/api/reservations/check-availability?date=${date}&guests=2`).expect(200)).body.data.slots.map(
        (s: { time: string }) => s.time,
      );
      expect([slots[0], slots.at(-1), slots.length]).toEqual(['12:00', '21:00', 19]);
      expect((await t.http.get(`/api/reservations/check-availability?date=${addDays(today, 13)}&guests=2`).expect(200)).body.data.slots).toEqual([]);
      const refused = await book({ guests: 2, date, time: '11:00' }).expect(422);
      expect(refused.body.code).toBe('TIME_OUTSIDE_HOURS');
      await book({ guests: 2, date: addDays(today, 13), time: '20:00' }).expect(422);
      await book({ guests: 2, date, time: '21:00' }).expect(201);
      // the public settings carry the hours the storefront shows
      expect((await t.http.get('/api/settings').expect(200)).body.data.restaurant.openingHours.weekly[weekday]).toEqual({ open: '12:00', close: '22:00' });
      // bad input: field codes, nothing saved
      const bad = await put({ weekly: { ...weekly, mon: { open: '25:00', close: '03:00' }, tue: 'late' }, closedDates: ['2026-02-30', 'soon'] }).expect(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(
        expect.arrayContaining(['restaurant.openingHours.closedDates', 'restaurant.openingHours.weekly.mon.open']),
      );
      await put({ weekly: { mon: null }, closedDates: [] }).expect(400);
      // nothing saved: the hours are still the week saved above (whichever weekday the booked date falls on)
      expect((await t.http.get('/api/settings').expect(200)).body.data.restaurant.openingHours.weekly).toEqual(weekly);
    } finally {
      await put({ weekly: everyDay({ open: '07:00', close: '03:00' }).weekly, closedDates: [] }).expect(200);
    }
  });
});
