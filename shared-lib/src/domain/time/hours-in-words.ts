// The restaurant's hours as the texts name them (issue 58, facts from data): a text that says when the restaurant
// opens takes the time from the settings, never writes it. Azerbaijani and Turkish put a case suffix after a time
// written in digits, and the suffix follows how the time is read aloud ("07:00-dən": yeddi; "10:00-dan": on; Turkish
// "07:00'den", "05:00'ten", "03:00'e kadar"), so the values carry their suffix and no text glues one to a placeholder.
import { formatSlotTime } from '../i18n/dates';
import type { Language } from '../i18n/languages';
import { openingHoursOf, WEEKDAYS, type DailyHours, type OpeningHours } from './opening-hours';

/** The values of a text that names the hours: `{{opens}} – {{closes}}`, `{{opensFrom}} {{closesUntil}}`. */
export interface HoursWords {
  /** "07:00" (English: "7:00 AM") */
  opens: string;
  /** "03:00" (English: "3:00 AM") */
  closes: string;
  /** From the opening time: az "07:00-dən", tr "07:00'den", en and ru "07:00" (the text says "from" / "с"). */
  opensFrom: string;
  /** Until the closing time: az "03:00-dək", tr "03:00'e kadar", en and ru "03:00" (the text says "until" / "до"). */
  closesUntil: string;
}

/**
 * The hours most open weekdays keep (all of them, as the restaurant works); null when it is closed all week. The texts
 * that say "daily" name these; the footer and the contact page list each day's own.
 */
export function usualHours(info: { workingHours: DailyHours; openingHours?: OpeningHours | null }): DailyHours | null {
  const { weekly } = openingHoursOf(info);
  const counts = new Map<string, { hours: DailyHours; days: number }>();
  for (const day of WEEKDAYS) {
    const hours = weekly[day];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    const seen = counts.get(key) ?? { hours, days: 0 };
    counts.set(key, { hours, days: seen.days + 1 });
  }
  let best: { hours: DailyHours; days: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.days > best.days) best = entry;
  return best ? { open: best.hours.open, close: best.hours.close } : null;
}

/** The last word of a number 0-59 read aloud, in Turkish and in Azerbaijani. */
const UNITS = {
  tr: ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'],
  az: ['sıfır', 'bir', 'iki', 'üç', 'dörd', 'beş', 'altı', 'yeddi', 'səkkiz', 'doqquz'],
} as const;
const TENS = {
  tr: ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli'],
  az: ['', 'on', 'iyirmi', 'otuz', 'qırx', 'əlli'],
} as const;

function lastWordRead(time: string, lang: 'az' | 'tr'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // "07:00" is read as its hour ("yedi"), "07:30" ends on its minutes ("yedi otuz")
  const n = minutes === 0 ? hours : minutes;
  if (n === 0) return UNITS[lang][0];
  return n % 10 === 0 ? TENS[lang][Math.floor(n / 10)]! : UNITS[lang][n % 10]!;
}

const BACK_VOWELS = /[aıou]/;
function lastVowel(word: string): string {
  return /([aıoueəiöü])[^aıoueəiöü]*$/u.exec(word)?.[1] ?? 'e';
}

/** Turkish ablative: 'den/'dan, 'ten/'tan after a voiceless consonant (ç f h k p s ş t). */
function turkishAblative(time: string): string {
  const word = lastWordRead(time, 'tr');
  const back = BACK_VOWELS.test(lastVowel(word));
  const voiceless = /[çfhkpsşt]$/.test(word);
  return `${time}'${voiceless ? 't' : 'd'}${back ? 'an' : 'en'}`;
}

/** Turkish dative: 'e/'a, 'ye/'ya after a vowel. */
function turkishDative(time: string): string {
  const word = lastWordRead(time, 'tr');
  const back = BACK_VOWELS.test(lastVowel(word));
  const afterVowel = /[aıoueiöü]$/.test(word);
  return `${time}'${afterVowel ? 'y' : ''}${back ? 'a' : 'e'}`;
}

/** Azerbaijani ablative: -dan/-dən by the last vowel read. */
function azerbaijaniAblative(time: string): string {
  return `${time}-${BACK_VOWELS.test(lastVowel(lastWordRead(time, 'az'))) ? 'dan' : 'dən'}`;
}

/** The values a text of `lang` names `hours` with. */
export function hoursWords(hours: DailyHours, lang: Language): HoursWords {
  const { open, close } = hours;
  if (lang === 'tr') return { opens: open, closes: close, opensFrom: turkishAblative(open), closesUntil: `${turkishDative(close)} kadar` };
  // the terminative -dək does not change with the word before it
  if (lang === 'az') return { opens: open, closes: close, opensFrom: azerbaijaniAblative(open), closesUntil: `${close}-dək` };
  // English reads its own clock ("7:00 AM"), as every time on its pages
  const [opens, closes] = [formatSlotTime(open, lang), formatSlotTime(close, lang)];
  return { opens, closes, opensFrom: opens, closesUntil: closes };
}

/** The values of the restaurant's usual hours in `lang` (the settings' working hours when every day is closed). */
export function restaurantHoursWords(info: { workingHours: DailyHours; openingHours?: OpeningHours | null }, lang: Language): HoursWords {
  return hoursWords(usualHours(info) ?? info.workingHours, lang);
}
