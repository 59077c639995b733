import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { addTranslations, hasMinRole, injectRemoteStyles, ADMIN_MIN_ROLE, type RemoteRoutesProps } from 'shared-lib';
import css from './admin.css';
import { LoginPage } from './auth/login-page';
import { clearSession, readSession } from './auth/session';
import { adminTranslations } from './i18n';

addTranslations({ admin: adminTranslations });
injectRemoteStyles('admin', css);

/** Every admin route but the login needs sign-in; the origin is remembered (SPEC 2.4, 4.4). */
function RequireSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const session = readSession();
  if (!session || !hasMinRole(session.user.role, ADMIN_MIN_ROLE)) {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <main className="admin-home">
      <h1>{t('dashboard')}</h1>
      <p>{t('signedInAs', { name: session.user.name, role: session.user.role })}</p>
      <button
        type="button"
        className="admin-button"
        onClick={() => {
          clearSession();
          navigate('/admin/login');
        }}
      >
        {t('signOut')}
      </button>
    </main>
  );
}

/** mf-admin: the whole /admin area, with no public header or footer. */
export default function AdminRoutes(_props: RemoteRoutesProps) {
  return (
    <div data-remote="admin">
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<RequireSignIn />} />
      </Routes>
    </div>
  );
}
