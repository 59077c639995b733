import { Route, Routes, registerRemote, type RemoteRoutesProps } from 'shared-lib';
import css from './booking.css';
import { bookingNamespaces } from './i18n';
import { ManagePage } from './reservations/manage-page';
import { ReservationsPage } from './reservations/reservations-page';

/** What the site's server reads to render these pages: the stylesheet, texts and slices of this release. */
export const registration = registerRemote({ remote: 'booking', css, translations: bookingNamespaces });

/** mf-booking's pages: /{lang}/reservations and /{lang}/reservations/manage. */
export default function BookingRoutes({ lang }: RemoteRoutesProps) {
  return (
    <div data-remote="booking">
      <Routes>
        <Route index element={<ReservationsPage lang={lang} />} />
        <Route path="manage" element={<ManagePage lang={lang} />} />
        <Route path="*" element={<ReservationsPage lang={lang} />} />
      </Routes>
    </div>
  );
}
