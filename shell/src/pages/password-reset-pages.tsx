import { useState, type FormEvent } from 'react';
import { useTranslation, useDispatch, useNavigate, useSearchParams, Link } from 'shared-lib';
import { withLanguage, type Language, fitsFormat, emailFormat, passwordFormat } from 'shared-lib/domain';
import type { ShellDispatch } from '../app/store';
import { requestPasswordReset, resetPassword } from '../auth/auth-service';
import { describedBy, Field } from '../ui/field';

/** "Forgot your password?": the account's e-mail, then the same answer whatever the address (nothing to learn from it). */
export function ForgotPasswordPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = !email.trim() ? t('auth.errors.required') : !fitsFormat(emailFormat, email.trim()) ? t('auth.errors.email') : undefined;
    setError(found);
    if (found) return;
    setState({ kind: 'sending' });
    const failure = await requestPasswordReset(email.trim(), lang);
    setState(failure === null ? { kind: 'sent' } : { kind: 'failed', message: failure });
  }

  return (
    <div className="container page narrow">
      <h1>{t('auth.forgotTitle')}</h1>
      {state.kind === 'sent' ? (
        <p className="form-success" role="status" data-testid="reset-sent">
          {t('auth.forgotSent')}
        </p>
      ) : (
        <form className="card form" noValidate onSubmit={submit}>
          <p>{t('auth.forgotIntro')}</p>
          <Field id="forgot-email" label={t('auth.email')} error={error}>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...describedBy('forgot-email', error)}
            />
          </Field>
          <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('auth.working') : t('auth.forgotSend')}
          </button>
          {state.kind === 'failed' && (
            <p className="field-error" role="alert">
              {state.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

/** Where a reset e-mail's link leads (`/{lang}/reset-password?token=`): a new password, then signed in. */
export function ResetPasswordPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = !password ? t('auth.errors.required') : !fitsFormat(passwordFormat, password) ? t('auth.errors.password') : undefined;
    setError(found);
    setFailure('');
    if (found) return;
    setBusy(true);
    const result = await resetPassword(dispatch, token, password);
    setBusy(false);
    if (result.ok) void navigate(withLanguage(lang, '/profile'), { replace: true });
    else if (result.onField) setError(result.message);
    else setFailure(result.message);
  }

  return (
    <div className="container page narrow">
      <h1>{t('auth.resetTitle')}</h1>
      {!token ? (
        <p>
          {t('auth.resetNoToken')} <Link to={withLanguage(lang, '/forgot-password')}>{t('auth.forgotLink')}</Link>
        </p>
      ) : (
        <form className="card form" noValidate onSubmit={submit}>
          <Field id="reset-password" label={t('auth.newPassword')} required error={error} hint={t('auth.passwordHint')}>
            <input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...describedBy('reset-password', error, t('auth.passwordHint'))}
            />
          </Field>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('auth.working') : t('auth.resetSave')}
          </button>
          {failure && (
            <p className="field-error" role="alert">
              {failure} <Link to={withLanguage(lang, '/forgot-password')}>{t('auth.forgotLink')}</Link>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
