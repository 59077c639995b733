import { formatLongDate, formatMomentTime, formatSlotTime, momentOfStart, type Language } from 'shared-lib/domain';
import type { TFunction } from 'i18next';

/**
 * When a booking is, as the diner reads it: its service day and time, and for a time after midnight the calendar day
 * it falls on ("Monday, November 30, 2026, night: 12:30 AM (Tue, Dec 1)"), from shared-lib's service-day rule.
 */
export function whenText(t: TFunction<'booking'>, booking: { date: string; time: string; startsAt: string }, lang: Language): string {
  const moment = momentOfStart(booking.date, booking.startsAt);
  const date = formatLongDate(booking.date, lang);
  return moment.afterMidnight
    ? t('whenNight', { date, time: formatMomentTime(moment, lang) })
    : t('confirmationWhen', { date, time: formatSlotTime(booking.time, lang) });
}
