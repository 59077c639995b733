import type { ReactNode } from 'react';
import { useTranslation, Navigate, Route, Routes, useLocation, registerRemote, type RemoteRoutesProps, type UserDto } from 'shared-lib';
import { ADMIN_MIN_ROLE, ADMIN_SECTIONS, hasMinRole, type AdminSection, type Language } from 'shared-lib/domain';
import { AccessDenied } from './access/access-denied';
import { useSessionUser } from './access/use-session';
import css from './admin.css';
import { LoginPage } from './auth/login-page';
import { adminNamespaces } from './i18n';
import { AdminLayout } from './layout/admin-layout';
import { AnalyticsPage } from './pages/analytics-page';
import { ChatPage } from './pages/chat-page';
import { ContactsPage } from './pages/contacts-page';
import { DashboardPage } from './pages/dashboard-page';
import { DeliveryZonesPage } from './delivery/delivery-zones-page';
import { EmailsPage } from './pages/emails-page';
import { GalleryPage } from './pages/gallery-page';
import { MenuPage } from './menu/menu-page';
import { OrdersPage } from './orders/board-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { QrPage } from './pages/qr-page';
import { ReleasesPage } from './releases/releases-page';
import { ReportsPage } from './pages/reports-page';
import { ReservationsPage } from './pages/reservations-page';
import { SettingsPage } from './pages/settings-page';
import { UsersPage } from './pages/users-page';

/** The staff area's stylesheet and texts (it has no public pages: the site's server never renders it). */
export const registration = registerRemote({ remote: 'admin', css, translations: adminNamespaces });
const ORDERS_SECTION = ADMIN_SECTIONS.find((s) => s.path === 'orders')!;

function page(section: AdminSection, lang: Language, me: UserDto): ReactNode {
  switch (section) {
    case 'dashboard':
      return <DashboardPage me={me} />;
    case 'orders':
      return <OrdersPage me={me} />;
    case 'reservations':
      return <ReservationsPage lang={lang} />;
    case 'menu':
      return <MenuPage lang={lang} />;
    case 'gallery':
      return <GalleryPage />;
    case 'contacts':
      return <ContactsPage me={me} />;
    case 'settings':
      return <SettingsPage />;
    case 'hours':
      return <SettingsPage scope="operations" />;
    case 'delivery':
      return <DeliveryZonesPage />;
    case 'qr':
      return <QrPage lang={lang} me={me} />;
    case 'chat':
      return <ChatPage />;
    case 'analytics':
      return <AnalyticsPage lang={lang} />;
    case 'users':
      return <UsersPage me={me} />;
    case 'reports':
      return <ReportsPage />;
    case 'emails':
      return <EmailsPage lang={lang} />;
    case 'releases':
      return <ReleasesPage lang={lang} />;
  }
}

function NotFound() {
  const { t } = useTranslation('admin');
  return <p className="admin-card">{t('notFound')}</p>;
}

/**
 * SPEC 4.4, 6.2: unsigned visitors go to the login (the origin remembered); a signed-in user below a page's rank
 * sees the access-denied view; the navigation lists only what the user may open.
 */
function Protected({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const { checking, user } = useSessionUser();
  if (checking)
    return (
      <p className="admin-card" role="status">
        {t('checking')}
      </p>
    );
  if (!user) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  if (!hasMinRole(user.role, ADMIN_MIN_ROLE)) return <AccessDenied required={ADMIN_MIN_ROLE} role={user.role} />;
  const guard = (s: (typeof ADMIN_SECTIONS)[number]) =>
    hasMinRole(user.role, s.minRole) ? page(s.path, lang, user) : <AccessDenied required={s.minRole} role={user.role} />;
  return (
    <AdminLayout user={user} lang={lang}>
      <Routes>
        <Route index element={<DashboardPage me={user} />} />
        {ADMIN_SECTIONS.map((s) => (
          <Route key={s.path} path={s.path} element={guard(s)} />
        ))}
        <Route
          path="orders/:code"
          element={hasMinRole(user.role, ORDERS_SECTION.minRole) ? <OrderDetailPage /> : <AccessDenied required={ORDERS_SECTION.minRole} role={user.role} />}
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminLayout>
  );
}

/** mf-admin: the whole /admin area, with no public header or footer. */
export default function AdminRoutes({ lang }: RemoteRoutesProps) {
  return (
    <div data-remote="admin">
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<Protected lang={lang} />} />
      </Routes>
    </div>
  );
}
