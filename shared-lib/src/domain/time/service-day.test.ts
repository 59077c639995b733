import { bakuInstant } from './baku-time';
import { everyDay } from './opening-hours';
import { momentOfInstant, momentOfSlot, momentOfStart } from './service-day';
import { formatMoment, formatMomentTime } from '../i18n/dates';
import { slotStart } from '../reservations/reservation-rules';

const HOURS = { open: '07:00', close: '03:00' };

describe('a slot listed under the service day of Monday 30 November 2026', () => {
  it.each([
    ['23:30', '2026-11-30', false, '2026-11-30T19:30:00.000Z'],
    ['00:00', '2026-12-01', true, '2026-11-30T20:00:00.000Z'],
    ['00:30', '2026-12-01', true, '2026-11-30T20:30:00.000Z'],
    ['02:59', '2026-12-01', true, '2026-11-30T22:59:00.000Z'],
  ])('%s Baku happens on %s (after midnight: %s), at %s', (time, calendarDate, afterMidnight, instant) => {
    const moment = momentOfSlot('2026-11-30', time, HOURS);
    expect(moment).toEqual({ serviceDate: '2026-11-30', calendarDate, time, afterMidnight });
    expect(slotStart('2026-11-30', time, HOURS).toISOString()).toBe(instant);
    // what the API stores (the service day and the instant) gives the same moment back
    expect(momentOfStart('2026-11-30', instant)).toEqual(moment);
  });

  it('says both days in every language after midnight, and only the time before', () => {
    const night = momentOfSlot('2026-11-30', '00:30', HOURS);
    expect(formatMoment(night, 'en')).toBe('Monday, November 30, 2026, 12:30 AM (overnight, Tue, Dec 1)');
    expect(formatMoment(night, 'ru')).toBe('понедельник, 30 ноября 2026 г., 00:30 (ночь на вт, 1 дек.)');
    expect(formatMoment(night, 'tr')).toBe('30 Kasım 2026 Pazartesi, gece 00:30 (1 Aralık Salı)');
    expect(formatMoment(night, 'az')).toBe('30 noyabr 2026, bazar ertəsi, gecə 00:30 (1 dekabr, çərşənbə axşamı)');
    expect(formatMomentTime(momentOfSlot('2026-11-30', '23:30', HOURS), 'ru')).toBe('23:30');
  });
});

describe('an order for later, by its instant', () => {
  const hours = everyDay(HOURS);
  it.each([
    ['2026-11-30', '23:30', '2026-11-30', false],
    ['2026-12-01', '00:00', '2026-11-30', true],
    ['2026-12-01', '00:30', '2026-11-30', true],
    ['2026-12-01', '02:59', '2026-11-30', true],
    ['2026-12-01', '07:30', '2026-12-01', false],
  ])('on %s at %s belongs to the service day of %s (after midnight: %s)', (calendarDate, time, serviceDate, afterMidnight) => {
    expect(momentOfInstant(bakuInstant(calendarDate, time), hours)).toEqual({ serviceDate, calendarDate, time, afterMidnight });
  });

  it('after a closed day, an early time is that calendar day’s own', () => {
    const closedMonday = { ...hours, closedDates: ['2026-11-30'] };
    expect(momentOfInstant(bakuInstant('2026-12-01', '00:30'), closedMonday).afterMidnight).toBe(false);
  });
});
