import { addDays, bakuClock, bakuDate, bakuInstant } from '../time/baku-time';
import { hoursOn, type OpeningHours } from '../time/opening-hours';
import type { OrderType } from '../cart/cart-rules';

/**
 * Ordering ahead: a pickup or a delivery for a chosen time today or tomorrow (Baku calendar days), on a 15-minute
 * slot, from a quarter of an hour after opening to a quarter of an hour before closing, at least 30 minutes from
 * now. One rule for the checkout's choice and the API's check.
 */
export const ORDER_AHEAD = { stepMinutes: 15, leadMinutes: 30, days: 2 } as const;

/** The order types that can be placed for later (a table order is for now, at the table). */
export const ORDER_AHEAD_TYPES: readonly OrderType[] = ['pickup', 'delivery'];

/** One time an order can be placed for: the instant (ISO), and its Baku calendar date and clock. */
export interface OrderAheadSlot {
  at: string;
  date: string;
  time: string;
}

/** The slots from `now` until the end of tomorrow (Baku), in time order. */
export function orderAheadSlots(hours: OpeningHours, now: Date = new Date()): OrderAheadSlot[] {
  const step = ORDER_AHEAD.stepMinutes * 60000;
  const earliest = now.getTime() + ORDER_AHEAD.leadMinutes * 60000;
  const today = bakuDate(now);
  const lastDate = addDays(today, ORDER_AHEAD.days - 1);
  const slots: OrderAheadSlot[] = [];
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
      slots.push({ at: at.toISOString(), date, time: bakuClock(at) });
    }
  }
  return slots.filter((slot, i) => i === 0 || slot.at > slots[i - 1]!.at);
}

/** Whether an order may be placed for this instant now (one of the slots). */
export function isOrderAheadSlot(hours: OpeningHours, at: Date, now: Date = new Date()): boolean {
  return orderAheadSlots(hours, now).some((slot) => Date.parse(slot.at) === at.getTime());
}
