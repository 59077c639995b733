import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-lib';
import { formatMomentTime, LARGE_GROUP_SIZE, momentOfStart, type Language } from 'shared-lib/domain';
import { fetchSlots, type Slot } from './booking-api';

/**
 * The times offered are the free slots of check-availability for the date and party size; the others are listed
 * disabled with the reason (fully booked, too soon for a large group, passed).
 */
export function TimeSelect(props: {
  id: string;
  lang: Language;
  date: string;
  guests: number;
  value: string;
  onChange: (time: string) => void;
  invalid?: boolean;
  describedBy?: string;
  noticeHours?: number;
}) {
  const { t } = useTranslation('booking');
  const { date, guests, value, onChange } = props;
  // the slots read for a date and party size; none shown (still loading) until those of the current ones arrive
  const asked = date ? `${date}|${guests}` : null;
  const [answer, setAnswer] = useState<{ asked: string; slots: Slot[] } | null>(null);
  const slots = asked !== null && answer?.asked === asked ? answer.slots : null;
  useEffect(() => {
    if (asked === null) return;
    let live = true;
    fetchSlots(date, guests)
      .then((s) => live && setAnswer({ asked, slots: s }))
      .catch(() => live && setAnswer({ asked, slots: [] }));
    return () => {
      live = false;
    };
  }, [asked, date, guests]);
  useEffect(() => {
    if (value && slots && !slots.some((s) => s.time === value && s.available)) onChange('');
  }, [slots, value, onChange]);

  const label = (s: Slot) => {
    // a time after midnight says so, with the calendar day it falls on: "night: 00:30 (вт, 1 дек.)"
    const time = formatMomentTime(momentOfStart(date, s.startsAt), props.lang);
    if (s.available) return time;
    if (s.reason === 'notice') return t('slotNotice', { time });
    if (s.reason === 'full') return t('slotFull', { time });
    return t('slotPast', { time });
  };
  const offered = slots?.filter((s) => s.reason !== 'past') ?? [];
  return (
    <>
      <select
        id={props.id}
        value={value}
        disabled={!date || slots === null}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{!date ? t('chooseDateFirst') : slots === null ? t('loadingSlots') : t('chooseTime')}</option>
        {offered.map((s) => (
          <option key={s.time} value={s.time} disabled={!s.available}>
            {label(s)}
          </option>
        ))}
      </select>
      {slots !== null && date && !slots.some((s) => s.available) && <p className="booking-note">{t('noSlots')}</p>}
      {guests >= LARGE_GROUP_SIZE && slots?.some((s) => s.reason === 'notice') && (
        <p className="booking-note">{t('largeGroupNote', { hours: props.noticeHours ?? 24 })}</p>
      )}
    </>
  );
}
