import { useEffect, useState } from 'react';
import { useTranslation, formatSlotTime, openingStatus, type Language } from 'shared-lib';
import { useRestaurant } from '../app/use-restaurant';

/** The one opening-hours line of every page (footer, contact, location), from the restaurant's settings. */
export function useHoursLine(lang: Language): string {
  const { t } = useTranslation('common');
  const { workingHours } = useRestaurant();
  return t('footer.hoursLine', { open: formatSlotTime(workingHours.open, lang), close: formatSlotTime(workingHours.close, lang) });
}

/** "Open now · closes at 03:00" in Baku time; written after the page starts (the server cannot know the reader's minute). */
export function OpenNow({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const { workingHours } = useRestaurant();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60000);
    return () => clearInterval(timer);
  }, []);
  if (!now) return null;
  const status = openingStatus(workingHours, now);
  return (
    <p className={`open-now ${status.open ? 'is-open' : 'is-closed'}`} data-testid="open-now">
      {t(status.open ? 'location.openNow' : 'location.closedNow', { time: formatSlotTime(status.next, lang) })}
    </p>
  );
}
