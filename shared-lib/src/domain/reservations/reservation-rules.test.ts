import { everyDay } from '../time/opening-hours';
import { OPENING_HOURS, reservationDateBounds, reservationTimeSlots } from './reservation-rules';

describe('reservation rules', () => {
  it('offers seating from 07:00 across midnight until an hour before the 03:00 close', () => {
    const slots = reservationTimeSlots();
    expect(slots[0]).toBe('07:00');
    expect(slots).toContain('23:30');
    expect(slots).toContain('00:00');
    expect(slots.at(-1)).toBe('02:00');
    expect(slots).not.toContain('02:30');
    expect(slots).toHaveLength(39);
  });

  it('allows dates from today to 30 days ahead, across a month end', () => {
    expect(reservationDateBounds(new Date('2026-11-22T10:00:00+04:00'))).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    expect(reservationDateBounds(new Date('2027-01-31T10:00:00+04:00'))).toEqual({ min: '2027-01-31', max: '2027-03-02' });
    // 00:30 in Baku is 20:30 of the day before in UTC: the bounds are Baku's, on a server in UTC as in a browser in Baku
    expect(reservationDateBounds(new Date('2026-11-22T20:30:00Z'))).toEqual({ min: '2026-11-23', max: '2026-12-23' });
  });
});

describe('slot start', () => {
  it('puts a slot after midnight in the night after the business date (Baku time)', () => {
    const { slotStart } = require('./reservation-rules');
    expect(slotStart('2026-11-22', '20:00').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(slotStart('2026-11-22', '01:30').toISOString()).toBe('2026-11-22T21:30:00.000Z');
    expect(slotStart('2026-11-30', '00:00').toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });
});

describe('reservation slot problems', () => {
  const { reservationSlotProblem } = require('./reservation-rules');
  // 22 November 2026, 15:00 in Baku
  const now = new Date('2026-11-22T11:00:00Z');
  const hours = everyDay(OPENING_HOURS);
  const check = (date: string, time: string, guests = 2, on = hours) => reservationSlotProblem({ date, time, guests, now, noticeHours: 24, hours: on });

  it('a slot after midnight belongs to the evening before', () => {
    expect(check('2026-11-22', '01:00')).toBeNull();
    expect(check('2026-11-21', '01:00')).toBe('past');
    expect(check('2026-11-22', '14:30')).toBe('past');
  });

  it('accepts up to 30 days ahead and no further', () => {
    expect(check('2026-12-22', '20:00')).toBeNull();
    expect(check('2026-12-23', '20:00')).toBe('date-range');
    expect(check('2026-11-20', '20:00')).toBe('date-range');
  });

  it('a party of 8 the same day needs the notice; 7 does not', () => {
    expect(check('2026-11-22', '20:00', 8)).toBe('notice');
    expect(check('2026-11-22', '20:00', 7)).toBeNull();
    expect(check('2026-11-23', '16:00', 8)).toBeNull();
    expect(check('2026-11-23', '14:30', 8)).toBe('notice');
  });

  it('refuses times outside the seating hours', () => {
    expect(check('2026-11-24', '04:00')).toBe('closed');
    expect(check('2026-11-24', '02:30')).toBe('closed');
  });

  it("follows the settings' hours of that weekday and closed dates", () => {
    // 24 November 2026 is a Tuesday.
    const short = { weekly: { ...hours.weekly, tue: { open: '12:00', close: '22:00' }, wed: null }, closedDates: ['2026-11-26'] };
    expect(check('2026-11-24', '11:30', 2, short)).toBe('closed');
    expect(check('2026-11-24', '21:00', 2, short)).toBeNull();
    expect(check('2026-11-24', '21:30', 2, short)).toBe('closed'); // the last seating is an hour before closing
    expect(check('2026-11-25', '20:00', 2, short)).toBe('closed');
    expect(check('2026-11-26', '20:00', 2, short)).toBe('closed');
    expect(check('2026-11-27', '20:00', 2, short)).toBeNull();
    expect(reservationTimeSlots(null)).toEqual([]);
    expect(reservationTimeSlots({ open: '12:00', close: '14:00' })).toEqual(['12:00', '12:30', '13:00']);
  });
});
