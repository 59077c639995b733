import { everyDay } from '../time/opening-hours';
import { isOrderAheadSlot, orderAheadSlots } from './order-ahead';

const hours = everyDay({ open: '07:00', close: '23:00' });
const baku = (iso: string) => new Date(`${iso}+04:00`);

describe('ordering ahead', () => {
  it('offers quarter-hour slots from 30 minutes on, today and tomorrow, within the opening hours', () => {
    const slots = orderAheadSlots(hours, baku('2026-12-01T22:00:00'));
    expect(slots.slice(0, 3)).toEqual([
      { at: '2026-12-01T18:30:00.000Z', date: '2026-12-01', time: '22:30', serviceDate: '2026-12-01', serviceDay: 0, afterMidnight: false },
      { at: '2026-12-01T18:45:00.000Z', date: '2026-12-01', time: '22:45', serviceDate: '2026-12-01', serviceDay: 0, afterMidnight: false },
      { at: '2026-12-02T03:15:00.000Z', date: '2026-12-02', time: '07:15', serviceDate: '2026-12-02', serviceDay: 1, afterMidnight: false },
    ]);
    expect(slots.at(-1)).toMatchObject({ date: '2026-12-02', time: '22:45' });
    expect(slots).toHaveLength(2 + 63);
  });

  it('at night, before opening, starts at a quarter past opening; a closed date offers nothing that day', () => {
    expect(orderAheadSlots(hours, baku('2026-12-01T02:00:00'))[0]).toMatchObject({ date: '2026-12-01', time: '07:15' });
    const holiday = { ...hours, closedDates: ['2026-12-02'] };
    expect(orderAheadSlots(holiday, baku('2026-12-01T22:00:00')).map((s) => s.time)).toEqual(['22:30', '22:45']);
  });

  it('follows hours past midnight into the next calendar day', () => {
    const late = everyDay({ open: '12:00', close: '02:00' });
    const times = orderAheadSlots(late, baku('2026-12-01T23:00:00'))
      .slice(0, 6)
      .map((s) => `${s.date} ${s.time}`);
    expect(times).toEqual(['2026-12-01 23:30', '2026-12-01 23:45', '2026-12-02 00:00', '2026-12-02 00:15', '2026-12-02 00:30', '2026-12-02 00:45']);
  });

  it('accepts only a slot: not too soon, not off the quarter, not after tomorrow', () => {
    const now = baku('2026-12-01T12:00:00');
    expect(isOrderAheadSlot(hours, baku('2026-12-02T19:30:00'), now)).toBe(true);
    expect(isOrderAheadSlot(hours, baku('2026-12-01T12:15:00'), now)).toBe(false);
    expect(isOrderAheadSlot(hours, baku('2026-12-02T19:40:00'), now)).toBe(false);
    expect(isOrderAheadSlot(hours, baku('2026-12-02T23:30:00'), now)).toBe(false);
    expect(isOrderAheadSlot(hours, baku('2026-12-03T12:00:00'), now)).toBe(false);
  });
});

describe('times after midnight, ordered ahead', () => {
  const hours = everyDay({ open: '07:00', close: '03:00' });
  it('stay under the evening they belong to, with the calendar day they fall on', () => {
    const slots = orderAheadSlots(hours, baku('2026-11-30T23:00:00'));
    expect(slots.find((s) => s.time === '00:30')).toMatchObject({ date: '2026-12-01', serviceDate: '2026-11-30', serviceDay: 0, afterMidnight: true });
    expect(slots.find((s) => s.time === '23:30')).toMatchObject({ date: '2026-11-30', serviceDate: '2026-11-30', serviceDay: 0, afterMidnight: false });
    expect(slots.find((s) => s.date === '2026-12-01' && s.time === '07:15')).toMatchObject({ serviceDate: '2026-12-01', serviceDay: 1, afterMidnight: false });
  });
  it('after midnight, tonight is still the service day under way', () => {
    const slots = orderAheadSlots(hours, baku('2026-12-01T00:10:00'));
    expect(slots[0]).toMatchObject({ date: '2026-12-01', time: '00:45', serviceDate: '2026-11-30', serviceDay: 0, afterMidnight: true });
  });
});
