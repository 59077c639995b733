import { useState, type FormEvent } from 'react';
import { apiClient, apiErrorText, fieldErrorTexts, useTranslation } from 'shared-lib';
import { type Language, fitsFormat, emailFormat } from 'shared-lib/domain';
import { describedBy, Field } from '../ui/field';

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
    const problem = !value ? t('contact.errors.required') : !fitsFormat(emailFormat, value) ? t('contact.errors.email') : undefined;
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
