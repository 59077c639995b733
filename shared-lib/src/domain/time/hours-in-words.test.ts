import { everyDay } from './opening-hours';
import { hoursWords, restaurantHoursWords, usualHours } from './hours-in-words';

describe('hoursWords: a time in digits with the suffix it is read with', () => {
  it.each([
    ['07:00', '03:00', "07:00'den", "03:00'e kadar"],
    ['10:00', '02:00', "10:00'dan", "02:00'ye kadar"],
    ['05:00', '06:00', "05:00'ten", "06:00'ya kadar"],
    ['09:00', '23:00', "09:00'dan", "23:00'e kadar"],
    ['07:30', '00:00', "07:30'dan", "00:00'a kadar"],
    ['08:00', '04:00', "08:00'den", "04:00'e kadar"],
  ])('tr: %s – %s', (open, close, opensFrom, closesUntil) => {
    expect(hoursWords({ open, close }, 'tr')).toEqual({ opens: open, closes: close, opensFrom, closesUntil });
  });

  it.each([
    ['07:00', '07:00-dən'],
    ['10:00', '10:00-dan'],
    ['06:00', '06:00-dan'],
    ['08:30', '08:30-dan'],
    ['09:00', '09:00-dan'],
    ['11:00', '11:00-dən'],
  ])('az: from %s is %s', (open, opensFrom) => {
    expect(hoursWords({ open, close: '03:00' }, 'az')).toEqual({ opens: open, closes: '03:00', opensFrom, closesUntil: '03:00-dək' });
  });

  it('en and ru: the time alone, in the language\'s clock (the text says "from" and "until")', () => {
    expect(hoursWords({ open: '07:00', close: '03:00' }, 'en')).toEqual({ opens: '7:00 AM', closes: '3:00 AM', opensFrom: '7:00 AM', closesUntil: '3:00 AM' });
    expect(hoursWords({ open: '07:00', close: '03:00' }, 'ru').closesUntil).toBe('03:00');
  });
});

describe('usualHours: the hours the texts say "daily" of', () => {
  it('takes the hours most open weekdays keep, from the weekly settings', () => {
    const weekly = everyDay({ open: '08:00', close: '02:00' });
    weekly.weekly.sat = { open: '10:00', close: '04:00' };
    weekly.weekly.sun = null;
    expect(usualHours({ workingHours: { open: '07:00', close: '03:00' }, openingHours: weekly })).toEqual({ open: '08:00', close: '02:00' });
  });

  it('takes the working hours when there are no weekly hours, and when every day is closed', () => {
    expect(restaurantHoursWords({ workingHours: { open: '07:00', close: '03:00' } }, 'az').opensFrom).toBe('07:00-dən');
    const closed = everyDay({ open: '07:00', close: '03:00' });
    for (const day of Object.keys(closed.weekly) as Array<keyof typeof closed.weekly>) closed.weekly[day] = null;
    expect(usualHours({ workingHours: { open: '07:00', close: '03:00' }, openingHours: closed })).toBeNull();
    expect(restaurantHoursWords({ workingHours: { open: '09:00', close: '23:00' }, openingHours: closed }, 'tr').closesUntil).toBe("23:00'e kadar");
  });
});
