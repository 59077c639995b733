import { useState, type FormEvent } from 'react';
import { useTranslation, useDispatch, useSelector, Link, Navigate, useLocation, useNavigate, selectAuth } from 'shared-lib';
import { withLanguage, type Language, fitsFormat, emailFormat, phoneFormat, passwordFormat } from 'shared-lib/domain';
import { fieldErrorFor, personNameField } from 'shared-lib/requests';
import type { ShellDispatch } from '../app/store';
import { login, register } from '../auth/auth-service';
import { describedBy, Field } from '../ui/field';

function useAfterSignIn(lang: Language) {
  const location = useLocation();
  return (location.state as { from?: string } | null)?.from ?? withLanguage(lang, '/profile');
}

export function LoginPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const navigate = useNavigate();
  const auth = useSelector(selectAuth);
  const next = useAfterSignIn(lang);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  if (auth.status === 'authenticated') return <Navigate to={next} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      email: !email.trim() ? t('auth.errors.required') : !fitsFormat(emailFormat, email.trim()) ? t('auth.errors.email') : undefined,
      password: !password ? t('auth.errors.required') : undefined,
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    const ok = await login(dispatch, email.trim(), password);
    setBusy(false);
    if (ok) void navigate(next, { replace: true });
  }

  return (
    <div className="container page narrow">
      <h1>{t('auth.loginTitle')}</h1>
      <form className="card form" noValidate onSubmit={submit}>
        <Field id="login-email" label={t('auth.email')} error={errors.email}>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...describedBy('login-email', errors.email)}
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errors.password}>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...describedBy('login-password', errors.password)}
          />
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('auth.working') : t('auth.signIn')}
        </button>
        <p>
          <Link to={withLanguage(lang, '/forgot-password')}>{t('auth.forgotLink')}</Link>
        </p>
        <p>
          {t('auth.noAccount')} <Link to={withLanguage(lang, '/register')}>{t('nav.register')}</Link>
        </p>
      </form>
    </div>
  );
}

export function RegisterPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const navigate = useNavigate();
  const auth = useSelector(selectAuth);
  const next = useAfterSignIn(lang);
  const [form, setForm] = useState({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [busy, setBusy] = useState(false);
  if (auth.status === 'authenticated') return <Navigate to={next} replace />;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const name = form.name.trim();
    const found = {
      name: !name ? t('auth.errors.required') : fieldErrorFor(personNameField, name) ? t('auth.errors.name') : undefined,
      email: !form.email.trim() ? t('auth.errors.required') : !fitsFormat(emailFormat, form.email.trim()) ? t('auth.errors.email') : undefined,
      phone: form.phone.trim() && !fitsFormat(phoneFormat, form.phone.trim()) ? t('auth.errors.phone') : undefined,
      password: !form.password ? t('auth.errors.required') : !fitsFormat(passwordFormat, form.password) ? t('auth.errors.password') : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const ok = await register(dispatch, {
      name,
      email: form.email.trim(),
      password: form.password,
      language: lang,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
    });
    setBusy(false);
    if (ok) void navigate(next, { replace: true });
  }

  return (
    <div className="container page narrow">
      <h1>{t('auth.registerTitle')}</h1>
      <form className="card form" noValidate onSubmit={submit}>
        <Field id="register-name" label={t('auth.name')} required error={errors.name}>
          <input id="register-name" autoComplete="name" value={form.name} onChange={set('name')} {...describedBy('register-name', errors.name)} />
        </Field>
        <Field id="register-email" label={t('auth.email')} required error={errors.email}>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            {...describedBy('register-email', errors.email)}
          />
        </Field>
        <Field id="register-phone" label={t('auth.phone')} required={false} error={errors.phone}>
          <input
            id="register-phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set('phone')}
            {...describedBy('register-phone', errors.phone)}
          />
        </Field>
        <Field id="register-password" label={t('auth.password')} required error={errors.password} hint={t('auth.passwordHint')}>
          <input
            id="register-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            {...describedBy('register-password', errors.password, t('auth.passwordHint'))}
          />
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('auth.working') : t('auth.signUp')}
        </button>
        <p>
          {t('auth.haveAccount')} <Link to={withLanguage(lang, '/login')}>{t('nav.login')}</Link>
        </p>
      </form>
    </div>
  );
}
