import { bakuClock, bakuDate } from '../time/baku-time';
import type { ServiceMoment } from '../time/service-day';
import type { Language } from './languages';

const LOCALES: Record<Language, string> = { az: 'az-AZ', en: 'en-US', ru: 'ru-RU', tr: 'tr-TR' };
const AZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avqust', 'sentyabr', 'oktyabr', 'noyabr', 'dekabr'];
const AZ_WEEKDAYS = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'];

function hasLocale(lang: Language): boolean {
  try {
    return new Intl.DateTimeFormat(LOCALES[lang]).resolvedOptions().locale.toLowerCase().startsWith(lang);
  } catch {
    return false;
  }
}

/**
 * A calendar day (yyyy-mm-dd) in the language's own long format: "Sunday, November 22, 2026",
 * "22 noyabr 2026, bazar", "воскресенье, 22 ноября 2026 г.", "22 Kasım 2026 Pazar". Where the runtime lacks the
 * locale's data (Debian's Chromium has no az), the Azerbaijani form is written by hand.
 */
export function formatLongDate(isoDate: string, lang: Language): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  if (lang === 'az' || !hasLocale(lang)) {
    if (lang === 'az') return `${d.getUTCDate()} ${AZ_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${AZ_WEEKDAYS[d.getUTCDay()]}`;
    return isoDate.split('-').reverse().join('.');
  }
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A seating time ("20:00"): a 12-hour clock in English, 24-hour in az, ru and tr. */
export function formatSlotTime(hhmm: string, lang: Language): string {
  if (lang !== 'en') return hhmm;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant's wall-clock time in Baku, in the language's clock: "8:15 PM" in English, "20:15" in az, ru and tr. */
export function formatBakuTime(at: Date | string, lang: Language): string {
  return formatSlotTime(bakuClock(new Date(at)), lang);
}

/** A calendar day (yyyy-mm-dd) as day and month, for chart axes: "11/24" in English, "24.11" in az, ru and tr. */
export function formatDayMonth(isoDate: string, lang: Language): string {
  const [, m, d] = isoDate.split('-');
  return lang === 'en' ? `${Number(m)}/${Number(d)}` : `${d}.${m}`;
}

/** A calendar day (yyyy-mm-dd), short: "11/24/2026" in English, "24.11.2026" in az, ru and tr. */
export function formatShortDate(isoDate: string, lang: Language): string {
  const [y, m, d] = isoDate.split('-');
  return lang === 'en' ? `${Number(m)}/${Number(d)}/${y}` : `${d}.${m}.${y}`;
}

/** An instant's calendar day in Baku, short: "11/24/2026" in English, "24.11.2026" in az, ru and tr. */
export function formatBakuDate(at: Date | string, lang: Language): string {
  return formatShortDate(bakuDate(new Date(at)), lang);
}

/**
 * A time after midnight with the calendar day it falls on, as each language says it (a native read: no label and colon,
 * and Russian puts the time first): "12:30 AM (overnight, Tue, Dec 1)", "00:30 (ночь на вт, 1 дек.)",
 * "gece 00:30 (1 Aralık Salı)", "gecə 00:30 (1 dekabr, çərşənbə axşamı)".
 */
const NIGHT_TIME: Record<Language, (time: string, day: string) => string> = {
  az: (time, day) => `gecə ${time} (${day})`,
  en: (time, day) => `${time} (overnight, ${day})`,
  ru: (time, day) => `${time} (ночь на ${day})`,
  tr: (time, day) => `gece ${time} (${day})`,
};

/**
 * A calendar day (yyyy-mm-dd) without its year, with its weekday: "Tue, Dec 1", "вт, 1 дек."; in Turkish and
 * Azerbaijani in full ("1 Aralık Salı", "1 dekabr, çərşənbə axşamı": their abbreviations are not read at a glance,
 * and Azerbaijani is written by hand where the runtime lacks its locale).
 */
export function formatWeekdayDate(isoDate: string, lang: Language): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  if (lang === 'az' || !hasLocale(lang)) {
    if (lang === 'az') return `${d.getUTCDate()} ${AZ_MONTHS[d.getUTCMonth()]}, ${AZ_WEEKDAYS[d.getUTCDay()]}`;
    return formatShortDate(isoDate, lang);
  }
  const long = lang === 'tr';
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: long ? 'long' : 'short', day: 'numeric', month: long ? 'long' : 'short', timeZone: 'UTC' }).format(
    d,
  );
}

/**
 * A moment's time as a diner reads it under its service day: "8:00 PM", or after midnight with the calendar day it
 * falls on (NIGHT_TIME): "12:30 AM (overnight, Tue, Dec 1)", "00:30 (ночь на вт, 1 дек.)".
 */
export function formatMomentTime(moment: ServiceMoment, lang: Language): string {
  const time = formatSlotTime(moment.time, lang);
  return moment.afterMidnight ? NIGHT_TIME[lang](time, formatWeekdayDate(moment.calendarDate, lang)) : time;
}

/** A moment with its service day: "Monday, November 30, 2026, 12:30 AM (overnight, Tue, Dec 1)". */
export function formatMoment(moment: ServiceMoment, lang: Language): string {
  return `${formatLongDate(moment.serviceDate, lang)}, ${formatMomentTime(moment, lang)}`;
}
