import { renderHarness } from 'shared-lib/harness';
import BookingRoutes from '../routes';
import { bookingNamespaces } from '../i18n';

void renderHarness({ title: 'mf-booking', routes: BookingRoutes, sections: ['reservations'], namespaces: bookingNamespaces });
