import { useState, type FormEvent } from 'react';
import { apiErrorText, fieldErrorTexts, useTranslation } from 'shared-lib';
import { emailFormat, fitsFormat, formatBakuDate, formatBakuTime, type Language } from 'shared-lib/domain';
import { staffApi } from '../server-state/staff-api';

export interface SentMail {
  id: number;
  recipient: string;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface Notifications {
  email: string | null;
  partyBookings: boolean;
  allBookings: boolean;
}

/** Who at the restaurant is e-mailed about bookings (MANAGER and up). */
function NotificationsForm() {
  const { t } = useTranslation('admin');
  const loaded = staffApi.useMailNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveNotifications] = staffApi.useSetMailNotificationsMutation();
  // what staff have changed (or saved), else what the server holds
  const [edited, setForm] = useState<Notifications | null>(null);
  const form = edited ?? loaded.data ?? null;
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  if (!form) return null;

  async function save(e: FormEvent) {
    e.preventDefault();
    const email = form!.email?.trim() ?? '';
    const problem = email && !fitsFormat(emailFormat, email) ? t('emails.invalidEmail') : undefined;
    setError(problem);
    setStatus('');
    if (problem) return;
    try {
      setForm(await saveNotifications({ ...form!, email: email || null }).unwrap());
      setStatus(t('emails.saved'));
    } catch (failure) {
      setError(fieldErrorTexts(failure).email);
      setStatus(apiErrorText(failure));
    }
  }

  return (
    <form className="admin-card admin-form" noValidate onSubmit={save} aria-labelledby="emails-notifications">
      <h2 id="emails-notifications">{t('emails.notificationsTitle')}</h2>
      <div className="admin-field">
        <label htmlFor="emails-address">{t('emails.notifyEmail')}</label>
        <input
          id="emails-address"
          type="email"
          value={form.email ?? ''}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'emails-address-error' : 'emails-address-hint'}
        />
        {error ? (
          <p className="admin-error" id="emails-address-error">
            {error}
          </p>
        ) : (
          <p className="admin-muted" id="emails-address-hint">
            {t('emails.notifyEmailHint')}
          </p>
        )}
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={form.partyBookings} onChange={(e) => setForm({ ...form, partyBookings: e.target.checked })} />{' '}
        {t('emails.partyBookings')}
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={form.allBookings} onChange={(e) => setForm({ ...form, allBookings: e.target.checked })} /> {t('emails.allBookings')}
      </label>
      <div className="admin-toolbar">
        <button type="submit" className="admin-button">
          {t('emails.save')}
        </button>
        {status && <span role="status">{status}</span>}
      </div>
    </form>
  );
}

/**
 * What the site e-mailed (order and booking confirmations, newsletter links, account e-mails), newest first; a failed
 * message shows why and can be sent again.
 */
export function EmailsPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [failedOnly, setFailedOnly] = useState(false);
  const [notice, setNotice] = useState('');
  const mails = staffApi.useSentMailQuery(failedOnly ? { status: 'failed' } : {}, { refetchOnMountOrArgChange: true });
  const [retryMail] = staffApi.useRetryMailMutation();
  const retry = async (id: number) => {
    try {
      await retryMail(id).unwrap();
      setNotice(t('emails.retried'));
    } catch (failure) {
      setNotice(apiErrorText(failure));
    }
  };
  return (
    <section>
      <h1>{t('section.emails')}</h1>
      <NotificationsForm />
      <h2>{t('emails.listTitle')}</h2>
      <div className="admin-toolbar" role="group" aria-label={t('emails.listTitle')}>
        <button type="button" className={failedOnly ? 'admin-secondary' : 'admin-button'} aria-pressed={!failedOnly} onClick={() => setFailedOnly(false)}>
          {t('emails.all')}
        </button>
        <button type="button" className={failedOnly ? 'admin-button' : 'admin-secondary'} aria-pressed={failedOnly} onClick={() => setFailedOnly(true)}>
          {t('emails.failedOnly')}
        </button>
      </div>
      {notice && <p role="status">{notice}</p>}
      {mails.error && <p className="admin-error">{t('emails.loadFailed')}</p>}
      {mails.data?.length === 0 && <p>{t('emails.none')}</p>}
      <ul className="admin-mail-list" data-testid="sent-emails">
        {mails.data?.map((m) => (
          <li key={m.id} className={`mail-${m.status}`}>
            <p>
              <strong data-user-text>{m.subject}</strong>
            </p>
            <p>
              {t('emails.recipient')}: <span data-user-text>{m.recipient}</span> · {t('emails.state')}: {t(`emails.status_${m.status}`)} ·{' '}
              {t('emails.attempts')}: {m.attempts} · {formatBakuDate(m.sentAt ?? m.createdAt, lang)} {formatBakuTime(m.sentAt ?? m.createdAt, lang)}
            </p>
            {m.status === 'failed' && (
              <>
                <p>
                  {t('emails.reason')}: <code data-user-text>{m.lastError}</code>
                </p>
                <p className="admin-actions">
                  <button type="button" className="admin-button" onClick={() => void retry(m.id)}>
                    {t('emails.retry')}
                  </button>
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
