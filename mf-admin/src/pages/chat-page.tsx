import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation, apiClient, formatBakuTime, type Language, type Role } from 'shared-lib';
import { followEvents } from '../live/event-stream';

interface ChatMessage {
  id: number;
  author: string;
  role: Role;
  body: string;
  createdAt: string;
}

/** One room for managers and up; messages arrive live. */
export function ChatPage() {
  const { t, i18n } = useTranslation('admin');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [body, setBody] = useState('');
  useEffect(() => {
    apiClient
      .get<ChatMessage[]>('/admin/chat/messages')
      .then((res) => setMessages(res.data))
      .catch(() => undefined);
    return followEvents('/admin/chat/events', (type, data) => {
      if (type !== 'message') return;
      const m = data as ChatMessage;
      setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
    });
  }, []);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    const res = await apiClient.post<ChatMessage>('/admin/chat/messages', { body: body.trim() });
    setMessages((list) => (list.some((x) => x.id === res.data.id) ? list : [...list, res.data]));
    setBody('');
  };
  return (
    <section>
      <h1>{t('section.chat')}</h1>
      <p className="admin-muted">{t('chat.live')}</p>
      <ol className="admin-chat" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.author}</strong> <span className="admin-muted">({t(`roles.${m.role}`)}, {formatBakuTime(m.createdAt, i18n.language as Language)})</span>: <span data-user-text>{m.body}</span>
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
