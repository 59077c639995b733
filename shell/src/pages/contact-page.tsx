import { useState, type FormEvent } from 'react';
import { useTranslation, apiClient, apiErrorText, fieldErrorTexts } from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import type { ContactForm } from './contact-checks';
import { useRestaurant } from '../app/use-restaurant';
import { useHoursLine } from '../ui/opening-hours';
import { describedBy, Field } from '../ui/field';
import { NewsletterSignup } from './newsletter';

type Errors = Partial<Record<keyof ContactForm, string>>;
const EMPTY: ContactForm = { fullName: '', emailAddress: '', subject: '', message: '' };

/**
 * The form's checks use the API's request schema (shared-lib/requests): read when the diner starts the form, not with
 * the page, so the schemas stay out of the site's first load (bench: the home page's JavaScript).
 */
const loadChecks = () => import(/* webpackChunkName: "contact-checks" */ './contact-checks');

export function ContactPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const info = useRestaurant();
  const hours = useHoursLine(lang);
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const set = (k: keyof ContactForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { validateContact } = await loadChecks();
    const found = validateContact(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(`contact.errors.${v}`)])));
    if (Object.keys(found).length) return;
    setStatus({ kind: 'sending' });
    try {
      await apiClient.post('/contact', {
        name: form.fullName.trim(),
        email: form.emailAddress.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
        language: lang,
      });
      setStatus({ kind: 'sent' });
      setForm(EMPTY);
    } catch (error) {
      // The server's field messages, in the page's language, on the fields they are about (its names are the API's).
      const fromServer = fieldErrorTexts(error);
      const onForm: Partial<Record<keyof ContactForm, string>> = {
        fullName: fromServer.name,
        emailAddress: fromServer.email,
        subject: fromServer.subject,
        message: fromServer.message,
      };
      setErrors(Object.fromEntries(Object.entries(onForm).filter(([, v]) => v)));
      setStatus({ kind: 'failed', message: apiErrorText(error) });
    }
  }

  const field = (k: keyof ContactForm, label: string, input: 'input' | 'email' | 'textarea') => {
    const id = `contact-${k}`;
    const props = { id, value: form[k], onChange: set(k), ...describedBy(id, errors[k]) };
    return (
      <Field id={id} label={label} required error={errors[k]}>
        {input === 'textarea' ? (
          <textarea rows={6} maxLength={5000} {...props} />
        ) : (
          <input type={input === 'email' ? 'email' : 'text'} autoComplete={input === 'email' ? 'email' : k === 'fullName' ? 'name' : 'off'} {...props} />
        )}
      </Field>
    );
  };

  return (
    <div className="container page two-columns">
      <section>
        <h1>{t('contact.title')}</h1>
        <p className="lead">{t('contact.intro')}</p>
        <form className="card form" noValidate onSubmit={submit} onFocus={() => void loadChecks()}>
          {field('fullName', t('contact.fullName'), 'input')}
          {field('emailAddress', t('contact.emailAddress'), 'email')}
          {field('subject', t('contact.subject'), 'input')}
          {field('message', t('contact.message'), 'textarea')}
          <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('contact.sending') : t('contact.send')}
          </button>
          {status.kind === 'sent' && (
            <p className="form-success" role="status">
              {t('contact.sent')}
            </p>
          )}
          {status.kind === 'failed' && (
            <p className="field-error" role="alert">
              {t('contact.failed', { message: status.message })}
            </p>
          )}
        </form>
      </section>
      <aside className="card">
        <h2>{t('contact.detailsTitle')}</h2>
        <dl className="details">
          <dt>{t('contact.address')}</dt>
          <dd>{info.address[lang]}</dd>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a> · {t('footer.shortNumber', { phone: info.shortPhone })}
          </dd>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </dd>
          <dt>{t('contact.hours')}</dt>
          <dd>{hours}</dd>
        </dl>
        <NewsletterSignup lang={lang} />
      </aside>
    </div>
  );
}
