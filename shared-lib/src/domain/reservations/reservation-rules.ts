import { addDays, bakuDate } from '../time/baku-time';
import { hoursOn, type DailyHours, type OpeningHours } from '../time/opening-hours';
import { instantOf, momentOfSlot } from '../time/service-day';
/** SPEC 5, 9: reservations are accepted up to 30 days ahead; groups of 8 or more need advance booking. */
export const RESERVATION_MAX_DAYS_AHEAD = 30;
export const LARGE_GROUP_SIZE = 8;
export const MAX_PARTY_SIZE = 30;

/** Daily 07:00 to 03:00 the next morning (SPEC 1, 9): the default of the restaurant's settings. */
export const OPENING_HOURS = { open: '07:00', close: '03:00' } as const;

/** The last table is seated an hour before closing. */
export const LAST_SEATING_BEFORE_CLOSE_MINUTES = 60;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function hhmm(total: number): string {
  const m = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * Seating times of one business day with these hours, in order: from opening until the last seating, crossing
 * midnight (07:00 ... 23:30, 00:00 ... 02:00); none on a closed day. A time after midnight belongs to the evening before.
 */
export function reservationTimeSlots(hours: DailyHours | null = OPENING_HOURS, stepMinutes = 30): string[] {
  if (!hours) return [];
  const open = minutes(hours.open);
  let close = minutes(hours.close);
  if (close <= open) close += 1440;
  const last = close - LAST_SEATING_BEFORE_CLOSE_MINUTES;
  const slots: string[] = [];
  for (let t = open; t <= last; t += stepMinutes) slots.push(hhmm(t));
  return slots;
}

/**
 * The dates a guest may pick: today to 30 days ahead, today being Baku's date at `now` wherever the code runs (the
 * site's server in UTC and a browser in Baku write the same bounds into the date field, so hydration agrees).
 */
export function reservationDateBounds(now: Date): { min: string; max: string } {
  const today = bakuDate(now);
  return { min: today, max: addDays(today, RESERVATION_MAX_DAYS_AHEAD) };
}

/**
 * The instant a reservation starts: a slot before the opening time belongs to the business day that started
 * the evening before (the 01:00 slot of 22 November is in the night of 22 to 23 November).
 */
export function slotStart(businessDate: string, time: string, hours: DailyHours | null = OPENING_HOURS): Date {
  return instantOf(momentOfSlot(businessDate, time, hours ?? OPENING_HOURS));
}

/** Groups of this size or more need this much notice (a setting; this is its default). */
export const DEFAULT_LARGE_GROUP_NOTICE_HOURS = 24;
export const DEFAULT_SEATS_PER_SLOT = 40;

export type SlotProblem = 'date-range' | 'closed' | 'past' | 'notice';

/**
 * Why a party cannot have this slot at `now`, or null: the date must be a business day from yesterday (whose night
 * is still open) to 30 days ahead, the time one of the seating times, in the future, and a group of 8 or more needs
 * `noticeHours` of notice. The API refuses with it; the reservation page explains with it.
 */
export function reservationSlotProblem(input: {
  date: string;
  time: string;
  guests: number;
  now: Date;
  noticeHours: number;
  hours: OpeningHours;
}): SlotProblem | null {
  const today = bakuDate(input.now);
  if (input.date < addDays(today, -1) || input.date > addDays(today, RESERVATION_MAX_DAYS_AHEAD)) return 'date-range';
  const day = hoursOn(input.hours, input.date);
  if (!reservationTimeSlots(day).includes(input.time)) return 'closed';
  const start = slotStart(input.date, input.time, day).getTime();
  if (start <= input.now.getTime()) return 'past';
  if (input.guests >= LARGE_GROUP_SIZE && start - input.now.getTime() < input.noticeHours * 3600000) return 'notice';
  return null;
}
