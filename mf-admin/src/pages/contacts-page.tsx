import { useTranslation, type UserDto } from 'shared-lib';
import { hasMinRole, REVENUE_MIN_ROLE } from 'shared-lib/domain';
import { staffApi } from '../server-state/staff-api';

export interface Message {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'unread' | 'read' | 'archived';
  createdAt: string;
  replyLink: string;
}

/** The inbox with read and archived states, and the subscribers. */
export function ContactsPage({ me }: { me: UserDto }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const messages = staffApi.useContactsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setStatus] = staffApi.useSetContactStatusMutation();
  // The newsletter's readers are MANAGER and up (the API refuses STAFF).
  const seesSubscribers = hasMinRole(me.role, REVENUE_MIN_ROLE);
  const subscribers = staffApi.useSubscribersQuery(undefined, { skip: !seesSubscribers, refetchOnMountOrArgChange: true });
  const set = (id: number, status: Message['status']) => setStatus({ id, status });
  return (
    <section>
      <h1>{t('section.contacts')}</h1>
      <h2>{t('contacts.inbox')}</h2>
      {messages.data?.length === 0 && <p>{t('none')}</p>}
      <ul className="admin-board">
        {messages.data?.map((m) => (
          <li key={m.id} className={`admin-order status-${m.status}`}>
            <p>
              <strong>{m.subject}</strong> · {m.name} &lt;{m.email}&gt; · {t(`vocabulary:contactStatus.${m.status}`)}
            </p>
            <p data-user-text>{m.message}</p>
            <p className="admin-actions">
              {m.status === 'unread' && (
                <button type="button" className="admin-button" onClick={() => set(m.id, 'read')}>
                  {t('contacts.markRead')}
                </button>
              )}
              {m.status !== 'archived' && (
                <button type="button" className="admin-secondary" onClick={() => set(m.id, 'archived')}>
                  {t('contacts.archive')}
                </button>
              )}
              <a className="admin-link" href={m.replyLink}>
                {t('contacts.reply')}
              </a>
            </p>
          </li>
        ))}
      </ul>
      {seesSubscribers && (
        <>
          <h2>{t('contacts.subscribers')}</h2>
          <ul>
            {subscribers.data?.map((s) => (
              <li key={s.email}>{s.email}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
