import { addDays, bakuClock, bakuDate } from './baku-time';

/** One business day's hours (HH:MM, Baku time); a closing time at or before the opening time is after midnight. */
export interface DailyHours {
  open: string;
  close: string;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The restaurant's hours: each weekday's (null: closed that day), and dates closed whatever the weekday says
 * (holidays, yyyy-mm-dd). A business day runs from its opening until its closing, past midnight if it says so.
 */
export interface OpeningHours {
  weekly: Record<Weekday, DailyHours | null>;
  closedDates: string[];
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The same hours every day (the restaurant's single "working hours" of before, and the default). */
export function everyDay(hours: DailyHours): OpeningHours {
  return { weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...hours }])) as Record<Weekday, DailyHours>, closedDates: [] };
}

/** The hours of the restaurant's settings: per weekday where set, else its daily working hours on every day. */
export function openingHoursOf(info: { workingHours: DailyHours; openingHours?: OpeningHours | null }): OpeningHours {
  return info.openingHours ?? everyDay(info.workingHours);
}

/** The weekday of a calendar day (yyyy-mm-dd). */
export function weekdayOf(isoDate: string): Weekday {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The hours of one business day, or null when the restaurant is closed that day. */
export function hoursOn(hours: OpeningHours, businessDate: string): DailyHours | null {
  if (hours.closedDates.includes(businessDate)) return null;
  return hours.weekly[weekdayOf(businessDate)] ?? null;
}

const crossesMidnight = (h: DailyHours) => minutes(h.close) <= minutes(h.open);

/**
 * Whether the restaurant is open at an instant, in Baku time, and the time of the next change (null when it does
 * not open again within a week): open 07:00-03:00 on Monday means open from Monday 07:00 until Tuesday 03:00.
 */
export function openingStatus(hours: OpeningHours, at: Date = new Date()): { open: boolean; next: string | null } {
  const today = bakuDate(at);
  const now = minutes(bakuClock(at));
  const yesterday = hoursOn(hours, addDays(today, -1));
  if (yesterday && crossesMidnight(yesterday) && now < minutes(yesterday.close)) return { open: true, next: yesterday.close };
  const day = hoursOn(hours, today);
  if (day && now >= minutes(day.open) && (crossesMidnight(day) || now < minutes(day.close))) return { open: true, next: day.close };
  if (day && now < minutes(day.open)) return { open: false, next: day.open };
  for (let i = 1; i <= 7; i++) {
    const later = hoursOn(hours, addDays(today, i));
    if (later) return { open: false, next: later.open };
  }
  return { open: false, next: null };
}
