import { useState } from 'react';
import { useTranslation, apiClient, bakuDate, formatSlotTime, RESERVATION_TRANSITIONS, type Language, type ReservationStatus } from 'shared-lib';
import { useLoad } from './use-load';

interface AdminReservation {
  code: string;
  name: string;
  phone: string;
  guests: number;
  time: string;
  status: ReservationStatus;
  specialRequests: string;
  occasion: string | null;
  package: string | null;
}

const ACTIONS: Array<[ReservationStatus, string]> = [
  ['confirmed', 'reservations.confirm'],
  ['seated', 'reservations.seat'],
  ['completed', 'reservations.complete'],
  ['cancelled', 'reservations.cancel'],
  ['no-show', 'reservations.noShow'],
];

/** Reservations of one business day, with confirm, seat, complete, cancel and no-show. */
export function ReservationsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [day, setDay] = useState(bakuDate());
  const list = useLoad(async () => (await apiClient.get<AdminReservation[]>('/admin/reservations', { params: { date: day } })).data, [day]);
  const set = (code: string, status: ReservationStatus) => apiClient.patch(`/admin/reservations/${code}/status`, { status }).then(list.reload, list.reload);
  return (
    <section>
      <h1>{t('section.reservations')}</h1>
      <label className="admin-toolbar">
        {t('reservations.day')} <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      {list.data?.length === 0 && <p>{t('none')}</p>}
      <ul className="admin-board">
        {list.data?.map((r) => (
          <li key={r.code} className="admin-order" data-testid={`reservation-${r.code}`}>
            <p>
              <strong>{formatSlotTime(r.time, lang)}</strong> · {r.name} · {t('reservations.guests', { count: r.guests })} · {r.phone} · <span>{t(`reservationStatus.${r.status}`)}</span>
            </p>
            {r.occasion === 'birthday' && <p className="admin-flag">{t('reservations.party', { package: r.package ?? '' })}</p>}
            {r.specialRequests && <p>{r.specialRequests}</p>}
            <p className="admin-actions">
              {ACTIONS.filter(([s]) => RESERVATION_TRANSITIONS[r.status].includes(s)).map(([s, label]) => (
                <button key={s} type="button" className="admin-button" onClick={() => set(r.code, s)}>
                  {t(label)}
                </button>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
