import { addDays, bakuClock, bakuDate, bakuInstant } from '../time/baku-time';
import { hoursOn, type OpeningHours } from '../time/opening-hours';
import type { OrderType } from '../cart/cart-rules';
import { momentOfInstant } from '../time/service-day';

/**
 * Ordering ahead: a pickup or a delivery for a chosen time today or tomorrow (Baku calendar days), on a 15-minute
 * slot, from a quarter of an hour after opening to a quarter of an hour before closing, at least 30 minutes from
 * now. One rule for the checkout's choice and the API's check.
 */
export const ORDER_AHEAD = { stepMinutes: 15, leadMinutes: 30, days: 2 } as const;

/** The order types that can be placed for later (a table order is for now, at the table). */
export const ORDER_AHEAD_TYPES: readonly OrderType[] = ['pickup', 'delivery'];

/**
 * One time an order can be placed for: the instant (ISO), its Baku calendar date and clock, and the service day it
 * belongs to (the evening before for a time after midnight: service-day.ts), counted from the service day of `now`.
 */
export interface OrderAheadSlot {
  at: string;
  date: string;
  time: string;
  serviceDate: string;
  /** 0: the service day under way at `now` (tonight's after-midnight times included), 1: the next, 2: the one after. */
  serviceDay: number;
  afterMidnight: boolean;
}

/** The slots from `now` until the end of tomorrow (Baku), in time order. */
export function orderAheadSlots(hours: OpeningHours, now: Date = new Date()): OrderAheadSlot[] {
  const step = ORDER_AHEAD.stepMinutes * 60000;
  const earliest = now.getTime() + ORDER_AHEAD.leadMinutes * 60000;
  const today = bakuDate(now);
  const lastDate = addDays(today, ORDER_AHEAD.days - 1);
  const slots: OrderAheadSlot[] = [];
  const serviceToday = momentOfInstant(now, hours).serviceDate;
  const daysFrom = (date: string) => Math.round((Date.parse(date) - Date.parse(serviceToday)) / 86400000);
  // yesterday's business day may run past midnight into today
  for (let d = -1; d < ORDER_AHEAD.days; d++) {
    const day = addDays(today, d);
    const open = hoursOn(hours, day);
    if (!open) continue;
    const opensAt = bakuInstant(day, open.open).getTime();
    let closesAt = bakuInstant(day, open.close).getTime();
    if (closesAt <= opensAt) closesAt += 24 * 3600000;
    for (let t = opensAt + step; t <= closesAt - step; t += step) {
      if (t < earliest) continue;
      const at = new Date(t);
      const date = bakuDate(at);
      if (date > lastDate) break;
      const moment = momentOfInstant(at, hours);
      slots.push({
        at: at.toISOString(),
        date,
        time: bakuClock(at),
        serviceDate: moment.serviceDate,
        serviceDay: daysFrom(moment.serviceDate),
        afterMidnight: moment.afterMidnight,
      });
    }
  }
  return slots.filter((slot, i) => i === 0 || slot.at > slots[i - 1]!.at);
}

/** Whether an order may be placed for this instant now (one of the slots). */
export function isOrderAheadSlot(hours: OpeningHours, at: Date, now: Date = new Date()): boolean {
  return orderAheadSlots(hours, now).some((slot) => Date.parse(slot.at) === at.getTime());
}
