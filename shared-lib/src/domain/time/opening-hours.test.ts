import { everyDay, hoursOn, openingStatus, weekdayOf, type OpeningHours } from './opening-hours';

const DAILY = everyDay({ open: '07:00', close: '03:00' });
// Baku is UTC+4. 23 November 2026 is a Monday.
const baku = (day: string, hhmm: string) => new Date(`2026-11-${day}T${hhmm}:00+04:00`);

it('is open from 07:00 until 03:00 the next night, in Baku time', () => {
  expect(openingStatus(DAILY, baku('23', '07:00'))).toEqual({ open: true, next: '03:00' });
  expect(openingStatus(DAILY, baku('23', '23:30'))).toEqual({ open: true, next: '03:00' });
  expect(openingStatus(DAILY, baku('23', '02:59'))).toEqual({ open: true, next: '03:00' });
});

it('is closed from 03:00 to 07:00 and says when it opens', () => {
  expect(openingStatus(DAILY, baku('23', '03:00'))).toEqual({ open: false, next: '07:00' });
  expect(openingStatus(DAILY, baku('23', '06:59'))).toEqual({ open: false, next: '07:00' });
});

it('handles hours within one day', () => {
  const day = everyDay({ open: '11:00', close: '23:00' });
  expect(openingStatus(day, baku('23', '10:59')).open).toBe(false);
  expect(openingStatus(day, baku('23', '22:59')).open).toBe(true);
  expect(openingStatus(day, baku('23', '23:00'))).toEqual({ open: false, next: '11:00' });
});

it('follows each weekday, closed days and holidays', () => {
  const hours: OpeningHours = {
    weekly: { ...DAILY.weekly, mon: null, fri: { open: '12:00', close: '04:00' }, sat: { open: '12:00', close: '04:00' } },
    closedDates: ['2026-11-25'],
  };
  expect(weekdayOf('2026-11-23')).toBe('mon');
  expect(weekdayOf('2026-11-29')).toBe('sun');
  expect(hoursOn(hours, '2026-11-23')).toBeNull();
  expect(hoursOn(hours, '2026-11-25')).toBeNull();
  expect(hoursOn(hours, '2026-11-27')).toEqual({ open: '12:00', close: '04:00' });
  // Sunday's night ends at 03:00 on Monday, then Monday is closed: the next opening is Tuesday 07:00.
  expect(openingStatus(hours, baku('23', '02:00'))).toEqual({ open: true, next: '03:00' });
  expect(openingStatus(hours, baku('23', '12:00'))).toEqual({ open: false, next: '07:00' });
  // Friday's night runs until 04:00 on Saturday.
  expect(openingStatus(hours, baku('28', '03:30'))).toEqual({ open: true, next: '04:00' });
  expect(openingStatus(hours, baku('28', '05:00'))).toEqual({ open: false, next: '12:00' });
  const never: OpeningHours = { weekly: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, closedDates: [] };
  expect(openingStatus(never, baku('23', '12:00'))).toEqual({ open: false, next: null });
});
