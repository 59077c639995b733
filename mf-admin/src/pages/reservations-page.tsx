import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-lib';
import { bakuDate, formatMomentTime, momentOfStart, RESERVATION_TRANSITIONS, type Language, type ReservationStatus } from 'shared-lib/domain';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { followEvents } from '../live/event-stream';
import { LiveNote } from '../live/live-note';
import { menuReads } from 'shared-lib/server-state';
import { staffApi } from '../server-state/staff-api';

export interface AdminReservation {
  code: string;
  name: string;
  phone: string;
  guests: number;
  /** The service day it is listed under, its time, and the instant it starts (after midnight, the next calendar day). */
  date: string;
  time: string;
  startsAt: string;
  status: ReservationStatus;
  specialRequests: string;
  occasion: string | null;
  package: string | null;
}

const ACTIONS: Array<[ReservationStatus, ParseKeys<'admin'>]> = [
  ['confirmed', 'reservations.confirm'],
  ['seated', 'reservations.seat'],
  ['completed', 'reservations.complete'],
  ['cancelled', 'reservations.cancel'],
  ['no-show', 'reservations.noShow'],
];

/** Cancelling and marking a no-show cannot be taken back: they ask first. */
const ASK_FIRST: ReadonlySet<ReservationStatus> = new Set(['cancelled', 'no-show']);

/**
 * Reservations of one business day, live (new bookings and changes appear by themselves), with confirm, seat,
 * complete, and cancel and no-show after a confirmation; party bookings show their package by name.
 */
export function ReservationsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const [day, setDay] = useState(bakuDate());
  const [asking, setAsking] = useState<{ reservation: AdminReservation; status: ReservationStatus } | null>(null);
  const list = staffApi.useReservationsQuery({ date: day }, { refetchOnMountOrArgChange: true });
  const [setStatus] = staffApi.useSetReservationStatusMutation();
  const packages = { data: menuReads.useBirthdayPackagesQuery({ lang }).currentData };
  // Live: a booking made or changed anywhere reads the day again.
  const { refetch } = list;
  // each booking's change, and after a drop the whole day again (the stream does not replay what it missed)
  useEffect(
    () =>
      followEvents(
        '/admin/reservations/events',
        () => void refetch(),
        () => void refetch(),
      ),
    [refetch],
  );
  const packageName = (slug: string | null) => packages.data?.find((p) => p.slug === slug)?.name ?? slug ?? '';
  const set = (code: string, status: ReservationStatus) => setStatus({ code, status });
  return (
    <section>
      <h1>{t('section.reservations')}</h1>
      <LiveNote path="/admin/reservations/events" live={t('reservations.live')} />
      <label className="admin-toolbar">
        {t('reservations.day')} <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      {list.data?.length === 0 && <p>{t('none')}</p>}
      <ul className="admin-board">
        {list.data?.map((r) => (
          <li key={r.code} className="admin-order" data-testid={`reservation-${r.code}`}>
            <p>
              <strong>{formatMomentTime(momentOfStart(r.date, r.startsAt), lang)}</strong> · {r.name} · {t('reservations.guests', { count: r.guests })} ·{' '}
              {r.phone} · <span>{t(`vocabulary:reservationStatus.${r.status}`)}</span>
            </p>
            {r.occasion === 'birthday' && <p className="admin-flag">{t('reservations.party', { package: packageName(r.package) })}</p>}
            {r.specialRequests && <p data-user-text>{r.specialRequests}</p>}
            <p className="admin-actions">
              {ACTIONS.filter(([s]) => RESERVATION_TRANSITIONS[r.status].includes(s)).map(([s, label]) => (
                <button
                  key={s}
                  type="button"
                  className={ASK_FIRST.has(s) ? 'admin-secondary admin-danger-text' : 'admin-button'}
                  onClick={() => (ASK_FIRST.has(s) ? setAsking({ reservation: r, status: s }) : void set(r.code, s))}
                >
                  {t(label)}
                </button>
              ))}
            </p>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          title={t(asking.status === 'cancelled' ? 'reservations.cancelTitle' : 'reservations.noShowTitle', {
            name: asking.reservation.name,
            time: formatMomentTime(momentOfStart(asking.reservation.date, asking.reservation.startsAt), lang),
          })}
          text={t(asking.status === 'cancelled' ? 'reservations.cancelText' : 'reservations.noShowText')}
          confirm={t(asking.status === 'cancelled' ? 'reservations.cancelYes' : 'reservations.noShowYes')}
          keep={t('reservations.keep')}
          onConfirm={() => void set(asking.reservation.code, asking.status)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
