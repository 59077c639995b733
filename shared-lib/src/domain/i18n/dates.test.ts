import { formatBakuDate, formatBakuTime, formatDayMonth, formatLongDate, formatShortDate, formatSlotTime } from './dates';

it('formats a day in each language', () => {
  expect(formatLongDate('2026-11-22', 'en')).toBe('Sunday, November 22, 2026');
  expect(formatLongDate('2026-11-22', 'az')).toBe('22 noyabr 2026, bazar');
  expect(formatLongDate('2026-11-23', 'az')).toBe('23 noyabr 2026, bazar ertəsi');
  expect(formatLongDate('2026-11-22', 'ru')).toContain('22 ноября 2026');
  expect(formatLongDate('2026-11-22', 'tr')).toContain('22 Kasım 2026');
});

it('uses a 24-hour clock in az, ru and tr and a 12-hour one in English', () => {
  expect(formatSlotTime('20:30', 'az')).toBe('20:30');
  expect(formatSlotTime('00:00', 'ru')).toBe('00:00');
  expect(formatSlotTime('20:30', 'en')).toBe('8:30 PM');
  expect(formatSlotTime('00:00', 'en')).toBe('12:00 AM');
  expect(formatSlotTime('12:00', 'en')).toBe('12:00 PM');
});

describe('instants in Baku time', () => {
  // 2026-11-23 20:15 UTC is 00:15 on the 24th in Baku (UTC+4).
  const at = '2026-11-23T20:15:00Z';
  it('writes the Baku clock in each language', () => {
    expect(formatBakuTime(at, 'en')).toBe('12:15 AM');
    expect(['az', 'ru', 'tr'].map((l) => formatBakuTime(at, l as 'az'))).toEqual(['00:15', '00:15', '00:15']);
  });
  it('writes the Baku day in each language', () => {
    expect(formatBakuDate(at, 'en')).toBe('11/24/2026');
    expect(formatBakuDate(at, 'ru')).toBe('24.11.2026');
  });
});

it('writes short calendar days the language way', () => {
  expect(['en', 'az', 'ru', 'tr'].map((l) => formatShortDate('2026-03-07', l as 'en'))).toEqual(['3/7/2026', '07.03.2026', '07.03.2026', '07.03.2026']);
  expect(['en', 'ru'].map((l) => formatDayMonth('2026-03-07', l as 'en'))).toEqual(['3/7', '07.03']);
});
