// One meaning for a date and time (issue 55): the restaurant is open past midnight (until 03:00 by default), so a time
// after midnight belongs to two days at once. It is part of the service day it is listed under (the night of Monday 30
// November) and it happens on the next calendar day (Tuesday 1 December, 00:30). Every screen, e-mail, calendar file,
// staff view and API answer says both; this module is the one place that decides which is which.
import { addDays, bakuClock, bakuDate, bakuInstant } from './baku-time';
import { hoursOn, type DailyHours, type OpeningHours } from './opening-hours';

/** A bookable or orderable moment: its service day, its calendar day and time (Baku), and whether it is after midnight. */
export interface ServiceMoment {
  /** The business day it is listed under (yyyy-mm-dd): the day the evening began. */
  serviceDate: string;
  /** The calendar day it happens on (yyyy-mm-dd): the next day for a time after midnight. */
  calendarDate: string;
  /** HH:MM, Baku time. */
  time: string;
  /** Whether it is after midnight of its service day (then `calendarDate` is the day after `serviceDate`). */
  afterMidnight: boolean;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The default service day when a day's own hours are unknown: open at 07:00 (SPEC 1). */
const DEFAULT_OPEN = '07:00';

/**
 * A time listed under a service day: before that day's opening time it is after midnight, on the next calendar day
 * (the 00:30 slot of 30 November happens on 1 December at 00:30).
 */
export function momentOfSlot(serviceDate: string, time: string, hours: DailyHours | null = null): ServiceMoment {
  const afterMidnight = minutes(time) < minutes((hours ?? { open: DEFAULT_OPEN }).open);
  return { serviceDate, calendarDate: afterMidnight ? addDays(serviceDate, 1) : serviceDate, time, afterMidnight };
}

/**
 * An instant (an order for later): its Baku calendar day and time, and the service day it belongs to, the evening
 * before when the previous day's hours run past midnight and the time falls before their close.
 */
export function momentOfInstant(at: Date, hours: OpeningHours): ServiceMoment {
  const calendarDate = bakuDate(at);
  const time = bakuClock(at);
  const yesterday = hoursOn(hours, addDays(calendarDate, -1));
  const crossesMidnight = yesterday !== null && minutes(yesterday.close) <= minutes(yesterday.open);
  const afterMidnight = crossesMidnight && minutes(time) < minutes(yesterday.close);
  return { serviceDate: afterMidnight ? addDays(calendarDate, -1) : calendarDate, calendarDate, time, afterMidnight };
}

/** The instant a moment happens. */
export function instantOf(moment: ServiceMoment): Date {
  return bakuInstant(moment.calendarDate, moment.time);
}

/** A booking's moment from its service day and the instant it starts (what the API stores and answers). */
export function momentOfStart(serviceDate: string, startsAt: Date | string): ServiceMoment {
  const at = new Date(startsAt);
  const calendarDate = bakuDate(at);
  return { serviceDate, calendarDate, time: bakuClock(at), afterMidnight: calendarDate !== serviceDate };
}
