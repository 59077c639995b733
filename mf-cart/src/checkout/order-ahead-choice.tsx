import { useId } from 'react';
import { useTranslation } from 'shared-lib';
import { formatMomentTime, formatWeekdayDate, type Language, type OrderAheadSlot } from 'shared-lib/domain';

/** The diner's choice of time: null is as soon as possible, else one of the slots' instants (ISO). */
export type OrderAheadTime = string | null;

/**
 * "When?" for a pickup or delivery: as soon as possible (not while the restaurant is closed), or a time later today or
 * tomorrow from the slots of the settings (orderAheadSlots, which the API checks again).
 */
export function OrderAheadChoice({
  slots,
  closed,
  value,
  onChange,
  lang,
}: {
  slots: readonly OrderAheadSlot[];
  closed: boolean;
  value: OrderAheadTime;
  onChange: (next: OrderAheadTime) => void;
  lang: Language;
}) {
  const { t } = useTranslation('cart');
  const id = useId();
  // grouped by service day: a time after midnight stays under the evening it belongs to, with its calendar day said
  const days = [...new Set(slots.map((s) => s.serviceDate))];
  const dayOf = (serviceDate: string) => slots.find((s) => s.serviceDate === serviceDate)!.serviceDay;
  const dayLabel = (serviceDate: string) =>
    dayOf(serviceDate) === 0 ? t('ahead.today') : dayOf(serviceDate) === 1 ? t('ahead.tomorrow') : formatWeekdayDate(serviceDate, lang);
  const optionLabel = (s: OrderAheadSlot) => {
    const time = formatMomentTime({ serviceDate: s.serviceDate, calendarDate: s.date, time: s.time, afterMidnight: s.afterMidnight }, lang);
    return s.serviceDay === 0 ? t('ahead.todayAt', { time }) : s.serviceDay === 1 ? t('ahead.tomorrowAt', { time }) : `${dayLabel(s.serviceDate)}, ${time}`;
  };
  const later = value !== null;
  return (
    <fieldset className="cart-options cart-ahead" data-testid="order-ahead">
      <legend>{t('ahead.when')}</legend>
      <label className="cart-choice">
        <input type="radio" name={`${id}-when`} checked={!later} disabled={closed} onChange={() => onChange(null)} />{' '}
        {closed ? t('ahead.whenNowClosed') : t('ahead.whenNow')}
      </label>
      <label className="cart-choice">
        <input type="radio" name={`${id}-when`} checked={later} onChange={() => onChange(slots[0]?.at ?? null)} /> {t('ahead.whenLater')}
      </label>
      {later && (
        <div className="cart-field">
          <label htmlFor={`${id}-time`}>{t('ahead.whenTime')}</label>
          <select id={`${id}-time`} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
            {days.map((day) => (
              <optgroup key={day} label={dayLabel(day)}>
                {slots
                  .filter((s) => s.serviceDate === day)
                  .map((s) => (
                    <option key={s.at} value={s.at}>
                      {optionLabel(s)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
