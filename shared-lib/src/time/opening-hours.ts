import { bakuClock } from './baku-time';

/** Daily opening hours (HH:MM, Baku time); a closing time at or before the opening time is after midnight. */
export interface DailyHours {
  open: string;
  close: string;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether the restaurant is open at an instant, in Baku time, and the next change: open 07:00-03:00 means open from
 * 07:00 until 03:00 the next night, closed 03:00-07:00.
 */
export function openingStatus(hours: DailyHours, at: Date = new Date()): { open: boolean; next: string } {
  const now = minutes(bakuClock(at));
  const open = minutes(hours.open);
  const close = minutes(hours.close);
  const isOpen = close > open ? now >= open && now < close : now >= open || now < close;
  return { open: isOpen, next: isOpen ? hours.close : hours.open };
}
