import { Route, Routes } from 'react-router-dom';
import { addTranslations, injectRemoteStyles, type RemoteRoutesProps } from 'shared-lib';
import css from './booking.css';
import { bookingTranslations } from './i18n';
import { ReservationsPage } from './reservations/reservations-page';

addTranslations({ booking: bookingTranslations });
injectRemoteStyles('booking', css);

/** mf-booking's pages: /{lang}/reservations. */
export default function BookingRoutes({ lang }: RemoteRoutesProps) {
  return (
    <div data-remote="booking">
      <Routes>
        <Route path="*" element={<ReservationsPage lang={lang} />} />
      </Routes>
    </div>
  );
}
