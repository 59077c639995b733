/** Baku is UTC+4 all year (no daylight saving since 2016). */
export const BAKU_UTC_OFFSET_MINUTES = 240;

/** The calendar date in Baku (yyyy-mm-dd) at an instant. */
export function bakuDate(at: Date = new Date()): string {
  return new Date(at.getTime() + BAKU_UTC_OFFSET_MINUTES * 60000).toISOString().slice(0, 10);
}

/** Adds days to a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a Baku wall-clock time happens: `date` at `time` (HH:MM) in Baku. */
export function bakuInstant(date: string, time: string): Date {
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - BAKU_UTC_OFFSET_MINUTES * 60000);
}

/** The wall-clock time in Baku (HH:MM, 24-hour) at an instant. */
export function bakuClock(at: Date = new Date()): string {
  return new Date(at.getTime() + BAKU_UTC_OFFSET_MINUTES * 60000).toISOString().slice(11, 16);
}
