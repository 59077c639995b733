import { useState, type FormEvent } from 'react';
import { useTranslation, useLocation, useNavigate, useDispatch, apiClient, authSignedIn, type UserDto, apiErrorText } from 'shared-lib';
import { saveSession } from './session';

export function LoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const m = { email: !email.trim(), password: !password };
    setMissing(m);
    if (m.email || m.password) return;
    setBusy(true);
    setError('');
    try {
      const res = await apiClient.post<{ user: UserDto; token: string }>('/auth/login', { email: email.trim(), password });
      saveSession(res.data.token, res.data.user);
      dispatch(authSignedIn(res.data));
      navigate(from, { replace: true });
    } catch (err) {
      // SPEC 8.2 in the page's language: the text of the server's error code, otherwise 'Login failed'.
      setError(apiErrorText(err, t('loginFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-login">
      <form className="admin-card" noValidate onSubmit={submit}>
        <h1>{t('loginTitle')}</h1>
        <p>{t('loginIntro')}</p>
        <label htmlFor="admin-email">{t('email')}</label>
        <input id="admin-email" type="email" autoComplete="username" value={email} aria-invalid={Boolean(missing.email)} onChange={(e) => setEmail(e.target.value)} />
        {missing.email && <p className="admin-error">{t('required')}</p>}
        <label htmlFor="admin-password">{t('password')}</label>
        <input id="admin-password" type="password" autoComplete="current-password" value={password} aria-invalid={Boolean(missing.password)} onChange={(e) => setPassword(e.target.value)} />
        {missing.password && <p className="admin-error">{t('required')}</p>}
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <a className="admin-link" href="/">
          {t('backToSite')}
        </a>
      </form>
    </main>
  );
}
