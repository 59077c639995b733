import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared-lib';
import { formatBakuTime, type Language, type Role } from 'shared-lib/domain';
import { LiveNote } from '../live/live-note';
import { staffApi } from '../server-state/staff-api';

export interface ChatMessage {
  id: number;
  author: string;
  role: Role;
  body: string;
  createdAt: string;
}

/** One room for managers and up; messages arrive live. */
export function ChatPage() {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  // Read when the room opens again, then live (staffApi.chatMessages follows the room's stream).
  const messages = staffApi.useChatMessagesQuery(undefined, { refetchOnMountOrArgChange: true }).data ?? [];
  const [post] = staffApi.usePostChatMessageMutation();
  const [body, setBody] = useState('');
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    await post({ body: body.trim() });
    setBody('');
  };
  return (
    <section>
      <h1>{t('section.chat')}</h1>
      <LiveNote path="/admin/chat/events" live={t('chat.live')} />
      <ol className="admin-chat" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.author}</strong>{' '}
            <span className="admin-muted">
              ({t(`vocabulary:roles.${m.role}`)}, {formatBakuTime(m.createdAt, i18n.language as Language)})
            </span>
            : <span data-user-text>{m.body}</span>
          </li>
        ))}
      </ol>
      <form className="admin-toolbar" onSubmit={send}>
        <label>
          <span className="admin-visually-hidden">{t('chat.message')}</span>
          <input aria-label={t('chat.message')} value={body} maxLength={1000} onChange={(e) => setBody(e.target.value)} />
        </label>
        <button type="submit" className="admin-button">
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
