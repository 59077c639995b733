import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation, useSearchParams, apiClient, isApiFailure, apiErrorText } from 'shared-lib';
import { MAX_PARTY_SIZE, reservationDateBounds, type Language, fitsFormat, reservationCodeFormat } from 'shared-lib/domain';
import type { Reservation } from './booking-api';
import { TimeSelect } from './time-select';
import { whenText } from './when-text';

/** What a guest may still do with a booking: change or cancel it while it is pending or confirmed. */
const OPEN_STATUSES = ['pending', 'confirmed'];

/**
 * A guest's own booking: found with its reference code (the e-mails' link fills it in) and the phone or email it was
 * made with, shown as it stands (status, day, time, party size), then changed or cancelled while its status allows.
 */
export function ManagePage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['booking', 'vocabulary']);
  const [params] = useSearchParams();
  const [code, setCode] = useState((params.get('code') ?? '').toUpperCase());
  const [contact, setContact] = useState('');
  const [booking, setBooking] = useState<Reservation | null>(null);
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
  // the dates a booking may take, from the day the page opened (a render reads no clock)
  const [bounds] = useState(() => reservationDateBounds(new Date()));
  const pickTime = useCallback((value: string) => setTime(value), []);

  const failure = (error: unknown) => {
    if (!isApiFailure(error)) return t('failed', { message: apiErrorText(error) });
    if (error.status === 404) return t('manageNotFound');
    if (error.status === 403) return t('manageMismatch');
    if (error.code === 'RESERVATION_CLOSED') return t('manageClosed');
    if (error.status === 409) return t('noSeats');
    if (error.status === 422) return t('errors.timeGone');
    if (error.status === 429) return t('tooManyCodes');
    if (error.status === 503) return t('failed', { message: t('busy') });
    return t('failed', { message: apiErrorText(error) });
  };

  const check = () => {
    const ok = fitsFormat(reservationCodeFormat, code.trim().toUpperCase()) && contact.trim().length >= 3;
    setCodeError(fitsFormat(reservationCodeFormat, code.trim().toUpperCase()) ? '' : t('codeInvalid'));
    return ok;
  };
  const access = () => ({ code: code.trim().toUpperCase(), contact: contact.trim() });

  async function find(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    if (!check()) return;
    try {
      setBooking((await apiClient.post<Reservation>('/reservations/lookup', access())).data);
    } catch (error) {
      setBooking(null);
      setMessage({ kind: 'error', text: failure(error) });
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    try {
      const res = await apiClient.post<Reservation>('/reservations/update', {
        ...access(),
        ...(guests ? { guests: Number(guests) } : {}),
        ...(date ? { date } : {}),
        ...(time ? { time } : {}),
      });
      const r = res.data;
      setBooking(r);
      setGuests('');
      setDate('');
      setTime('');
      setMessage({
        kind: 'ok',
        text: t('updated', { when: whenText(t, r, lang), guests: t('confirmationGuests', { count: r.guests }) }),
      });
    } catch (error) {
      setMessage({ kind: 'error', text: failure(error) });
    }
  }

  async function cancel() {
    setConfirming(false);
    try {
      const res = await apiClient.post<Reservation>('/reservations/cancel', access());
      setBooking(res.data);
      setMessage({ kind: 'ok', text: t('cancelledDone', { code: res.data.code }) });
    } catch (error) {
      setMessage({ kind: 'error', text: failure(error) });
    }
  }

  const changeable = booking !== null && OPEN_STATUSES.includes(booking.status);
  const note = message && (
    <p className={message.kind === 'ok' ? 'booking-success' : 'booking-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
  return (
    <section className="booking-page">
      <h1>{t('manageTitle')}</h1>
      {!booking ? (
        <>
          <p>{t('manageIntro')}</p>
          <form className="booking-form" noValidate onSubmit={find}>
            <div className={`booking-field${codeError ? ' has-error' : ''}`}>
              <label htmlFor="manage-code">{t('code')}</label>
              <input
                id="manage-code"
                value={code}
                maxLength={8}
                aria-invalid={Boolean(codeError)}
                aria-describedby={codeError ? 'manage-code-error' : undefined}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
              />
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
            <p className="booking-actions">
              <button type="submit" className="booking-submit">
                {t('findBooking')}
              </button>
            </p>
            {note}
          </form>
        </>
      ) : (
        <>
          <section className="booking-current" aria-labelledby="booking-current-title" data-testid="current-booking">
            <h2 id="booking-current-title">{t('currentTitle', { code: booking.code })}</h2>
            <p data-testid="booking-status">{t('currentStatus', { status: t(`vocabulary:reservationStatus.${booking.status}`) })}</p>
            <p data-testid="booking-when">{whenText(t, booking, lang)}</p>
            <p data-testid="booking-guests">{t('confirmationGuests', { count: booking.guests })}</p>
          </section>
          {changeable ? (
            <form className="booking-form" noValidate onSubmit={save}>
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
                <TimeSelect
                  id="manage-time"
                  lang={lang}
                  date={date || booking.date}
                  guests={Number(guests || booking.guests)}
                  value={time}
                  onChange={pickTime}
                />
              </div>
              <p className="booking-actions">
                <button type="submit" className="booking-submit">
                  {t('saveChanges')}
                </button>
                <button type="button" className="booking-secondary" aria-expanded={confirming} onClick={() => setConfirming(true)}>
                  {t('cancelReservation')}
                </button>
              </p>
              {confirming && (
                <div className="booking-confirm" role="alertdialog" aria-labelledby="cancel-question">
                  <p id="cancel-question">{t('cancelConfirm', { code: booking.code })}</p>
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
              {note}
            </form>
          ) : (
            <>
              {note}
              <p data-testid="booking-closed">{t('manageClosed')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
