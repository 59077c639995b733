import { useTranslation, useLocation, useNavigate } from 'shared-lib';
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';
  return (
    <main className="admin-login">
      <div className="admin-card">
        <h1>{t('loginTitle')}</h1>
        <p>{t('loginIntro')}</p>
        <SignInForm onSignedIn={() => navigate(from, { replace: true })} />
        <a className="admin-link" href="/">
          {t('backToSite')}
        </a>
      </div>
    </main>
  );
}
