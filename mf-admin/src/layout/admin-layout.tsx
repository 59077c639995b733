import type { ReactNode } from 'react';
import { useTranslation, useDispatch, NavLink, useNavigate, apiClient, authSignedOut, type UserDto } from 'shared-lib';
import { ADMIN_SECTIONS, hasMinRole, type Language } from 'shared-lib/domain';
import { clearSession } from '../auth/session';
import { StaffLanguage } from './staff-language';

export function AdminLayout({ user, lang, children }: { user: UserDto; lang: Language; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const signOut = async () => {
    await apiClient.post('/auth/logout', undefined, { skipAuthRedirect: true }).catch(() => undefined);
    clearSession();
    dispatch(authSignedOut());
    void navigate('/admin/login');
  };
  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <p className="admin-brand">{t('areaTitle')}</p>
        <nav aria-label={t('adminNavigation')}>
          <ul>
            {ADMIN_SECTIONS.filter((s) => hasMinRole(user.role, s.minRole)).map((s) => (
              <li key={s.path}>
                <NavLink to={`/admin/${s.path}`}>{t(`section.${s.path}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin-user">{t('signedInAs', { name: user.name, role: t(`vocabulary:roles.${user.role}`) })}</p>
        <StaffLanguage lang={lang} user={user} />
        <button type="button" className="admin-button" onClick={signOut}>
          {t('signOut')}
        </button>
        <a className="admin-link" href="/">
          {t('backToSite')}
        </a>
      </aside>
      <main className="admin-main" id="admin-main">
        {children}
      </main>
    </div>
  );
}
