import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  useTranslation,
  Link,
  useSearchParams,
  apiClient,
  isApiFailure,
  apiErrorText,
  useSelector,
  selectPublicSettings,
  DEFAULT_RESTAURANT,
  type RootState,
} from 'shared-lib';
import { MAX_PARTY_SIZE, reservationDateBounds, restaurantHoursWords, withLanguage, type Language } from 'shared-lib/domain';
import type { Reservation } from './booking-api';
import { TimeSelect } from './time-select';
import { whenText } from './when-text';
import { EMPTY_FORM, NAME_LENGTH, validateReservation, type FieldErrors, type ReservationForm } from './reservation-form';

function Field({ id, label, required, error, children }: { id: string; label: string; required: boolean; error?: string; children: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className={`booking-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label} <span className="booking-mark">({required ? t('required') : t('optional')})</span>
      </label>
      {children}
      {error && (
        <p className="booking-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

// Only a party booking shows its package: the menu's cache (shared-lib/server-state) loads with it, not with every booking.
const PartyPackage = lazy(() => import('./party-package'));

export function ReservationsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('booking');
  // the hours the page names are the settings' (the spec's until they arrive)
  const restaurant = useSelector((state: RootState) => selectPublicSettings(state)?.restaurant) ?? DEFAULT_RESTAURANT;
  const [form, setForm] = useState<ReservationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent'; reservation: Reservation } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const setTime = useCallback((time: string) => setForm((f) => ({ ...f, time })), []);
  // the dates a booking may take, from the day the page opened (a render reads no clock)
  const [bounds] = useState(() => reservationDateBounds(new Date()));
  // The confirmation replaces the form: bring it (and its code) into view and move the focus to it, so neither a
  // phone user scrolled down to the button nor a screen reader is left on the vanished form.
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status.kind !== 'sent') return;
    confirmationHeading.current?.focus({ preventScroll: true });
    confirmationHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [status.kind]);
  // 'Book a party' from the birthday menu arrives with ?occasion=birthday&package=slug.
  const [params] = useSearchParams();
  const occasion = params.get('occasion') === 'birthday' ? 'birthday' : undefined;
  const partyPackage = occasion && /^[a-z0-9-]{1,80}$/.test(params.get('package') ?? '') ? params.get('package')! : undefined;

  // a party starts at its package's smallest group (the diner may still choose another size)
  const startPartyAt = useCallback(
    ({ min, max }: { min: number; max: number }) =>
      setForm((f) => (Number(f.guests) < min || Number(f.guests) > max ? { ...f, guests: String(Math.min(min, MAX_PARTY_SIZE)) } : f)),
    [],
  );
  const set = (field: keyof ReservationForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const err = (field: keyof ReservationForm) => {
    const code = errors[field];
    if (!code) return undefined;
    if (code === 'noSeats') return t('noSeats');
    if (code === 'notice') return t('largeGroupNote', { hours: 24 });
    return code === 'nameLength' ? t('errors.nameLength', NAME_LENGTH) : t(`errors.${code}`);
  };

  if (status.kind === 'sent') {
    const r = status.reservation;
    return (
      <section className="booking-page" aria-live="polite">
        <h1 ref={confirmationHeading} tabIndex={-1} className="booking-confirmation-title">
          {r.package || r.occasion ? t('partyConfirmationTitle') : t('confirmationTitle')}
        </h1>
        <p className="booking-code" data-testid="reservation-code">
          {t('confirmationCode', { code: r.code })}
        </p>
        <p data-testid="booking-when">{whenText(t, r, lang)}</p>
        <p>{t('confirmationGuests', { count: r.guests })}</p>
        <p>{t('confirmationKeep')}</p>
        <p className="booking-actions">
          <Link className="booking-submit booking-link" to={withLanguage(lang, `/reservations/manage?code=${r.code}`)}>
            {t('manageLink')}
          </Link>
          <button type="button" className="booking-secondary" onClick={() => setStatus({ kind: 'idle' })}>
            {r.package || r.occasion ? t('bookAnotherParty') : t('bookAnother')}
          </button>
        </p>
      </section>
    );
  }
  const aria = (field: keyof ReservationForm) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `booking-${field}-error` : undefined,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateReservation(form, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      const res = await apiClient.post<Reservation>('/reservations', {
        guests: Number(form.guests),
        date: form.date,
        time: form.time,
        name: form.fullName.trim(),
        phone: form.phoneNumber.trim(),
        email: form.emailAddress.trim(),
        specialRequests: form.specialRequests.trim() || undefined,
        language: lang,
        ...(occasion ? { occasion } : {}),
        ...(partyPackage ? { package: partyPackage } : {}),
      });
      setStatus({ kind: 'sent', reservation: res.data });
    } catch (error) {
      // The server's reasons shown at their fields, in the guest's language; what was typed stays.
      const fields = isApiFailure(error) ? Object.keys(error.errors ?? {}) : [];
      if (isApiFailure(error) && error.status === 409) {
        setErrors({ time: 'noSeats' });
        setStatus({ kind: 'idle' });
      } else if (isApiFailure(error) && error.status === 422 && fields.some((f) => ['date', 'time', 'guests'].includes(f))) {
        setErrors(Object.fromEntries(fields.map((f) => [f, f === 'date' ? 'dateRange' : f === 'guests' ? 'notice' : 'timeGone'])) as FieldErrors);
        setStatus({ kind: 'idle' });
      } else if (isApiFailure(error) && error.status === 503) setStatus({ kind: 'failed', message: t('busy') });
      else setStatus({ kind: 'failed', message: apiErrorText(error) });
    }
  }

  return (
    <section className="booking-page">
      <h1>{occasion ? t('partyTitle') : t('title')}</h1>
      <p>{t('intro')}</p>
      {partyPackage && (
        <Suspense fallback={null}>
          <PartyPackage slug={partyPackage} lang={lang} guests={Number(form.guests)} onGroup={startPartyAt} />
        </Suspense>
      )}
      <div className="booking-layout">
        <form className="booking-form" noValidate onSubmit={submit}>
          <Field id="booking-guests" label={t('guests')} required error={err('guests')}>
            <select id="booking-guests" value={form.guests} onChange={set('guests')} {...aria('guests')}>
              {Array.from({ length: MAX_PARTY_SIZE }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('guestsOption', { count: n })}
                </option>
              ))}
            </select>
          </Field>
          <Field id="booking-date" label={t('date')} required error={err('date')}>
            <input id="booking-date" type="date" min={bounds.min} max={bounds.max} value={form.date} onChange={set('date')} {...aria('date')} />
          </Field>
          <Field id="booking-time" label={t('time')} required error={err('time')}>
            <TimeSelect
              id="booking-time"
              lang={lang}
              date={form.date}
              guests={Number(form.guests)}
              value={form.time}
              onChange={setTime}
              invalid={Boolean(errors.time)}
              describedBy={errors.time ? 'booking-time-error' : undefined}
            />
          </Field>
          <Field id="booking-fullName" label={t('fullName')} required error={err('fullName')}>
            <input id="booking-fullName" autoComplete="name" value={form.fullName} onChange={set('fullName')} {...aria('fullName')} />
          </Field>
          <Field id="booking-phoneNumber" label={t('phoneNumber')} required error={err('phoneNumber')}>
            <input id="booking-phoneNumber" type="tel" autoComplete="tel" value={form.phoneNumber} onChange={set('phoneNumber')} {...aria('phoneNumber')} />
          </Field>
          <Field id="booking-emailAddress" label={t('emailAddress')} required error={err('emailAddress')}>
            <input
              id="booking-emailAddress"
              type="email"
              autoComplete="email"
              value={form.emailAddress}
              onChange={set('emailAddress')}
              {...aria('emailAddress')}
            />
          </Field>
          <Field id="booking-specialRequests" label={t('specialRequests')} required={false}>
            <textarea
              id="booking-specialRequests"
              rows={3}
              maxLength={500}
              placeholder={t('specialRequestsHint')}
              value={form.specialRequests}
              onChange={set('specialRequests')}
            />
          </Field>
          <button type="submit" className="booking-submit" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('submitting') : t('submit')}
          </button>
          {status.kind === 'failed' && (
            <p className="booking-error" role="alert">
              {t('failed', { message: status.message })}
            </p>
          )}
          <p className="booking-note">
            <Link to={withLanguage(lang, '/reservations/manage')}>{t('manageLink')}</Link>
          </p>
        </form>
        <aside className="booking-info">
          <h2>{t('infoTitle')}</h2>
          <ul>
            <li>{t('infoLargeGroups')}</li>
            <li>{t('infoDaysAhead')}</li>
            <li>{t('infoHours', { ...restaurantHoursWords(restaurant, lang) })}</li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
