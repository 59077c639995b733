import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { bakuDate, type Language } from 'shared-lib/domain';
import { apiError } from '../common/api-error';
import { returnedRows } from '../common/returned-rows';
import { type AppConfigType, appConfig } from '../config/app-config';
import { mailT, newsletterMail } from '../mail/mail-texts';
import { MailerService } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import { ContactMessage, Subscriber, type MessageStatus } from './contact.entities';
import { type RequestOf, contactMessageBody, subscribeBody } from 'shared-lib/requests';

/** The confirmation link's token is kept only as its hash. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A message as staff see it, with a ready link to answer by email. */
export function contactView(m: ContactMessage) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    language: m.language,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    replyLink: `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`,
  };
}

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly mailer: MailerService,
  ) {}

  send(dto: RequestOf<typeof contactMessageBody>): Promise<ContactMessage> {
    return this.messages.save(this.messages.create({ ...dto, email: dto.email.toLowerCase(), language: dto.language ?? 'az', status: 'unread' }));
  }

  /**
   * Newsletter double opt-in: the address is kept as pending and sent a confirmation link (at most one a day per
   * address); it counts as a reader only once the link is opened. The answer is the same whatever the address's state,
   * so it tells no one who is subscribed.
   */
  async subscribe(dto: RequestOf<typeof subscribeBody>): Promise<void> {
    const email = dto.email.toLowerCase();
    const language: Language = dto.language ?? 'az';
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO subscribers (email, language, status, unsubscribe_token) VALUES ($1, $2, 'pending', $3) ON CONFLICT (lower(email)) DO NOTHING`,
        [email, language, randomBytes(24).toString('base64url')],
      );
      const [row] = (await m.query(`SELECT id, status, unsubscribe_token FROM subscribers WHERE lower(email) = $1 FOR UPDATE`, [email])) as Array<{
        id: number;
        status: string;
        unsubscribe_token: string;
      }>;
      if (!row || row.status === 'confirmed') return;
      // One link a day per address; someone who unsubscribed and signs up again gets a new one.
      const eventKey = `newsletter-confirm:${row.id}:${bakuDate()}:${row.status}`;
      const sentToday = await m.query(`SELECT 1 FROM mail_messages WHERE event_key = $1`, [eventKey]);
      if (sentToday.length) return;
      const token = randomBytes(24).toString('base64url');
      await m.query(`UPDATE subscribers SET status = 'pending', language = $2, confirm_token_hash = $3 WHERE id = $1`, [row.id, language, tokenHash(token)]);
      const t = mailT(language);
      const site = siteAddress(this.config);
      const mail = newsletterMail(
        site,
        { language, unsubscribeToken: row.unsubscribe_token },
        {
          subject: t('newsletterConfirm.subject'),
          paragraphs: [t('newsletterConfirm.body')],
          action: { label: t('newsletterConfirm.button'), url: `${site}/${language}/newsletter/confirm?token=${token}` },
          after: [t('newsletterConfirm.ignore')],
        },
      );
      await this.mailer.enqueue({ eventKey, kind: 'newsletter-confirm', to: email, language, ...mail }, m);
    });
    this.mailer.kick();
  }

  /**
   * Ends a subscription by the token of its unsubscribe link: the link in every newsletter e-mail, or the one-click
   * POST a mail client makes from the List-Unsubscribe header (RFC 8058). Opening it again changes nothing.
   */
  async unsubscribe(token: string): Promise<void> {
    const [row] = returnedRows<{ id: number }>(
      await this.dataSource.query(`UPDATE subscribers SET status = 'unsubscribed', confirm_token_hash = NULL WHERE unsubscribe_token = $1 RETURNING id`, [
        token,
      ]),
    );
    if (!row) throw new NotFoundException(apiError('SUBSCRIPTION_LINK_INVALID'));
  }

  /** Opens a confirmation link: the address becomes a reader (opening it again changes nothing). */
  async confirmSubscription(token: string): Promise<{ email: string; language: Language }> {
    const [row] = returnedRows<{ email: string; language: Language }>(
      await this.dataSource.query(
        `UPDATE subscribers SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now()) WHERE confirm_token_hash = $1 RETURNING email, language`,
        [tokenHash(token)],
      ),
    );
    if (!row) throw new NotFoundException(apiError('SUBSCRIPTION_LINK_INVALID'));
    return row;
  }

  list(status?: MessageStatus): Promise<ContactMessage[]> {
    return this.messages.find({ where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  async setStatus(id: number, status: MessageStatus): Promise<ContactMessage> {
    const m = await this.messages.findOne({ where: { id } });
    if (!m) throw new NotFoundException(apiError('MESSAGE_NOT_FOUND'));
    m.status = status;
    if (status !== 'unread' && !m.readAt) m.readAt = new Date();
    if (status === 'unread') m.readAt = null;
    return this.messages.save(m);
  }

  /** The readers: addresses that confirmed (pending and unsubscribed ones are not readers). */
  listSubscribers(): Promise<Subscriber[]> {
    return this.subscribers.find({ where: { status: 'confirmed' }, order: { createdAt: 'DESC', id: 'DESC' }, take: 1000 });
  }

  unreadCount(): Promise<number> {
    return this.messages.count({ where: { status: 'unread' } });
  }
}
