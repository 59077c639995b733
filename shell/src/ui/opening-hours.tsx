import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-lib';
import { formatSlotTime, openingHoursOf, openingStatus, WEEKDAYS, type DailyHours, type Language, type Weekday } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';

const same = (a: DailyHours | null, b: DailyHours | null) => (a === null || b === null ? a === b : a.open === b.open && a.close === b.close);

/**
 * The opening hours of every page (footer, contact, location), from the restaurant's settings: "Daily 07:00 – 03:00",
 * or, when the weekdays differ, runs of days with the same hours: "Mon–Thu 07:00 – 03:00 · Fri–Sat 12:00 – 04:00 · Sun: closed".
 */
export function useHoursLine(lang: Language): string {
  const { t } = useTranslation('common');
  const { weekly } = openingHoursOf(useRestaurant());
  const time = (h: DailyHours) => ({ open: formatSlotTime(h.open, lang), close: formatSlotTime(h.close, lang) });
  if (WEEKDAYS.every((d) => same(weekly[d], weekly.mon)) && weekly.mon) return t('footer.hoursLine', time(weekly.mon));
  const runs: Array<{ from: Weekday; to: Weekday; hours: DailyHours | null }> = [];
  for (const day of WEEKDAYS) {
    const last = runs[runs.length - 1];
    if (last && same(last.hours, weekly[day])) last.to = day;
    else runs.push({ from: day, to: day, hours: weekly[day] });
  }
  return runs
    .map((run) => {
      const days =
        run.from === run.to
          ? t(`footer.weekdays.${run.from}`)
          : t('footer.dayRange', { from: t(`footer.weekdays.${run.from}`), to: t(`footer.weekdays.${run.to}`) });
      return run.hours ? t('footer.hoursDays', { days, ...time(run.hours) }) : t('footer.closedDays', { days });
    })
    .join(' · ');
}

/** The clock read by the minute (React's external store: the server and the hydrating render have none). */
const currentMinute = () => Math.floor(Date.now() / 60000);
const noMinuteOnServer = () => null;
function onEveryMinute(changed: () => void): () => void {
  // a check every few seconds keeps the minute on time after a sleeping phone wakes up
  const timer = setInterval(changed, 5000);
  return () => clearInterval(timer);
}

/** "Open now · closes at 03:00" in Baku time; written after the page starts (the server cannot know the reader's minute). */
export function OpenNow({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const hours = openingHoursOf(useRestaurant());
  const minute = useSyncExternalStore(onEveryMinute, currentMinute, noMinuteOnServer);
  if (minute === null) return null;
  const now = new Date(minute * 60000);
  const status = openingStatus(hours, now);
  const text =
    status.next === null ? t('location.closedNoTime') : t(status.open ? 'location.openNow' : 'location.closedNow', { time: formatSlotTime(status.next, lang) });
  return (
    <p className={`open-now ${status.open ? 'is-open' : 'is-closed'}`} data-testid="open-now">
      {text}
    </p>
  );
}
