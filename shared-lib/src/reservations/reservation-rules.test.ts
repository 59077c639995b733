import { reservationDateBounds, reservationTimeSlots } from './reservation-rules';

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
    expect(reservationDateBounds(new Date(2026, 10, 22))).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    expect(reservationDateBounds(new Date(2027, 0, 31))).toEqual({ min: '2027-01-31', max: '2027-03-02' });
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
