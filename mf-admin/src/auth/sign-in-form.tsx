import { useState, type FormEvent } from 'react';
import { useTranslation, useDispatch, apiClient, authSignedIn, apiErrorText, type UserDto } from 'shared-lib';
import { saveSession } from './session';

/**
 * The staff sign-in form: on the login page, and in place on a board whose session ended (the board keeps its cards
 * and goes live again once someone signs in). `idPrefix` keeps the fields' ids unique on a page.
 */
export function SignInForm({ onSignedIn, idPrefix = 'admin' }: { onSignedIn: (user: UserDto) => void; idPrefix?: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useDispatch();
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
      onSignedIn(res.data.user);
    } catch (err) {
      // SPEC 8.2 in the page's language: the text of the server's error code, otherwise 'Login failed'.
      setError(apiErrorText(err, t('loginFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-sign-in" noValidate onSubmit={submit}>
      <label htmlFor={`${idPrefix}-email`}>{t('email')}</label>
      <input
        id={`${idPrefix}-email`}
        type="email"
        autoComplete="username"
        value={email}
        aria-invalid={Boolean(missing.email)}
        onChange={(e) => setEmail(e.target.value)}
      />
      {missing.email && <p className="admin-error">{t('required')}</p>}
      <label htmlFor={`${idPrefix}-password`}>{t('password')}</label>
      <input
        id={`${idPrefix}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={Boolean(missing.password)}
        onChange={(e) => setPassword(e.target.value)}
      />
      {missing.password && <p className="admin-error">{t('required')}</p>}
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
