import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation, useSearchParams, apiClient, formatLongDate, formatSlotTime, isApiFailure, MAX_PARTY_SIZE, reservationDateBounds, type Language, apiErrorText, fitsFormat, reservationCodeFormat } from 'shared-lib';
import type { Reservation } from './booking-api';
import { TimeSelect } from './time-select';


/** A guest changes the time or party size, or cancels, with the reference code and their phone or email. */
export function ManagePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const [code, setCode] = useState((params.get('code') ?? '').toUpperCase());
  const [contact, setContact] = useState('');
  const [guests, setGuests] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [codeError, setCodeError] = useState('');
  // Cancelling asks first: one tap must not drop a table.
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const bounds = reservationDateBounds(new Date());
  const pickTime = useCallback((value: string) => setTime(value), []);

  const failure = (error: unknown) => {
    if (!isApiFailure(error)) return t('failed', { message: apiErrorText(error) });
    if (error.status === 404) return t('manageNotFound');
    if (error.status === 403) return t('manageMismatch');
    if (error.code === 'RESERVATION_CLOSED') return t('manageClosed');
    if (error.status === 409) return t('noSeats');
    if (error.status === 422) return t('timeGone');
    if (error.status === 429) return t('tooManyCodes');
    if (error.status === 503) return t('failed', { message: t('busy') });
    return t('failed', { message: apiErrorText(error) });
  };

  const check = () => {
    const ok = fitsFormat(reservationCodeFormat, code.trim().toUpperCase()) && contact.trim().length >= 3;
    setCodeError(fitsFormat(reservationCodeFormat, code.trim().toUpperCase()) ? '' : t('codeInvalid'));
    return ok;
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!check()) return;
    try {
      const res = await apiClient.post<Reservation>('/reservations/update', {
        code: code.trim().toUpperCase(),
        contact: contact.trim(),
        ...(guests ? { guests: Number(guests) } : {}),
        ...(date ? { date } : {}),
        ...(time ? { time } : {}),
      });
      const r = res.data;
      setMessage({ kind: 'ok', text: t('updated', { date: formatLongDate(r.date, lang), time: formatSlotTime(r.time, lang), guests: t('confirmationGuests', { count: r.guests }) }) });
    } catch (error) {
      setMessage({ kind: 'error', text: failure(error) });
    }
  }

  async function cancel() {
    setConfirming(false);
    if (!check()) return;
    try {
      const res = await apiClient.post<Reservation>('/reservations/cancel', { code: code.trim().toUpperCase(), contact: contact.trim() });
      setMessage({ kind: 'ok', text: t('cancelledDone', { code: res.data.code }) });
    } catch (error) {
      setMessage({ kind: 'error', text: failure(error) });
    }
  }

  return (
    <section className="booking-page">
      <h1>{t('manageTitle')}</h1>
      <p>{t('manageIntro')}</p>
      <form className="booking-form" noValidate onSubmit={save}>
        <div className={`booking-field${codeError ? ' has-error' : ''}`}>
          <label htmlFor="manage-code">{t('code')}</label>
          <input id="manage-code" value={code} maxLength={8} aria-invalid={Boolean(codeError)} aria-describedby={codeError ? 'manage-code-error' : undefined} onChange={(e) => setCode(e.target.value.toUpperCase())} />
          {codeError && (
            <p className="booking-error" id="manage-code-error">
              {codeError}
            </p>
          )}
        </div>
        <div className="booking-field">
          <label htmlFor="manage-contact">{t('contact')}</label>
          <input id="manage-contact" autoComplete="email" value={contact} onChange={(e) => setContact(e.target.value)} />
        </div>
        <div className="booking-field">
          <label htmlFor="manage-guests">{t('newGuests')}</label>
          <select id="manage-guests" value={guests} onChange={(e) => setGuests(e.target.value)}>
            <option value="">{t('keep')}</option>
            {Array.from({ length: MAX_PARTY_SIZE }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('guestsOption', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-field">
          <label htmlFor="manage-date">{t('newDate')}</label>
          <input id="manage-date" type="date" min={bounds.min} max={bounds.max} value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="booking-field">
          <label htmlFor="manage-time">{t('newTime')}</label>
          <TimeSelect id="manage-time" lang={lang} date={date} guests={Number(guests || 2)} value={time} onChange={pickTime} />
        </div>
        <p className="booking-actions">
          <button type="submit" className="booking-submit">
            {t('saveChanges')}
          </button>
          <button type="button" className="booking-secondary" aria-expanded={confirming} onClick={() => (check() ? setConfirming(true) : undefined)}>
            {t('cancelReservation')}
          </button>
        </p>
        {confirming && (
          <div className="booking-confirm" role="alertdialog" aria-labelledby="cancel-question">
            <p id="cancel-question">{t('cancelConfirm', { code: code.trim().toUpperCase() })}</p>
            <p className="booking-actions">
              <button type="button" className="booking-submit booking-danger" onClick={() => void cancel()}>
                {t('cancelYes')}
              </button>
              <button ref={keepButton} type="button" className="booking-secondary" onClick={() => setConfirming(false)}>
                {t('cancelKeep')}
              </button>
            </p>
          </div>
        )}
        {message && (
          <p className={message.kind === 'ok' ? 'booking-success' : 'booking-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}
