import { openingStatus } from './opening-hours';

const DAILY = { open: '07:00', close: '03:00' };
// Baku is UTC+4: 06:59 in Baku is 02:59 UTC.
const baku = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+04:00`);

it('is open from 07:00 until 03:00 the next night, in Baku time', () => {
  expect(openingStatus(DAILY, baku('07:00'))).toEqual({ open: true, next: '03:00' });
  expect(openingStatus(DAILY, baku('23:30'))).toEqual({ open: true, next: '03:00' });
  expect(openingStatus(DAILY, baku('02:59'))).toEqual({ open: true, next: '03:00' });
});

it('is closed from 03:00 to 07:00 and says when it opens', () => {
  expect(openingStatus(DAILY, baku('03:00'))).toEqual({ open: false, next: '07:00' });
  expect(openingStatus(DAILY, baku('06:59'))).toEqual({ open: false, next: '07:00' });
});

it('handles hours within one day', () => {
  expect(openingStatus({ open: '11:00', close: '23:00' }, baku('10:59')).open).toBe(false);
  expect(openingStatus({ open: '11:00', close: '23:00' }, baku('22:59')).open).toBe(true);
  expect(openingStatus({ open: '11:00', close: '23:00' }, baku('23:00')).open).toBe(false);
});
