import { useState, type FormEvent } from 'react';
import { apiClient, apiErrorText, fieldErrorTexts, Link, useSearchParams, useTranslation, withLanguage, type Language } from 'shared-lib';
import { describedBy, EMAIL_PATTERN, Field } from '../ui/field';

type SendState = { kind: 'idle' | 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

/**
 * The newsletter sign-up (double opt-in): the API e-mails a confirmation link, and the address counts as a reader only
 * once the link is opened. The answer is the same for every address, so the form always says "check your inbox".
 */
export function NewsletterSignup({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const id = 'newsletter-email';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    const problem = !value ? t('contact.errors.required') : !EMAIL_PATTERN.test(value) ? t('contact.errors.email') : undefined;
    setError(problem);
    if (problem) return;
    setState({ kind: 'sending' });
    try {
      await apiClient.post('/contact/subscribe', { email: value, language: lang });
      setState({ kind: 'sent', email: value });
      setEmail('');
    } catch (failure) {
      setError(fieldErrorTexts(failure).email);
      setState({ kind: 'failed', message: apiErrorText(failure) });
    }
  }

  return (
    <form className="form newsletter-form" noValidate onSubmit={submit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.intro')}</p>
      <Field id={id} label={t('newsletter.emailLabel')} required error={error}>
        <input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...describedBy(id, error)} />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('contact.sending') : t('newsletter.subscribe')}
      </button>
      {state.kind === 'sent' && (
        <p className="form-success" role="status">
          {t('newsletter.checkInbox', { email: state.email })}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}

/**
 * Where the confirmation e-mail's link leads: the diner confirms with a button (a POST), so a mail scanner that opens
 * links subscribes no one.
 */
export function NewsletterConfirmPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'confirmed' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'sending' });
    try {
      await apiClient.post('/contact/subscribe/confirm', { token });
      setState({ kind: 'confirmed' });
    } catch (failure) {
      setState({ kind: 'failed', message: apiErrorText(failure) });
    }
  }

  return (
    <section className="container page narrow">
      <h1>{t('newsletter.confirmTitle')}</h1>
      {state.kind === 'confirmed' ? (
        <>
          <p className="form-success" role="status">
            {t('newsletter.confirmed')}
          </p>
          <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
            {t('newsletter.toMenu')}
          </Link>
        </>
      ) : (
        <>
          <p>{token ? t('newsletter.confirmIntro') : t('newsletter.noToken')}</p>
          {token && (
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={state.kind === 'sending'}>
              {t('newsletter.confirm')}
            </button>
          )}
          {state.kind === 'failed' && (
            <p className="field-error" role="alert">
              {state.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
