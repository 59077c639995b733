import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ContactMessageDto, SubscribeDto } from './contact.dto';
import { ContactMessage, Subscriber, type MessageStatus } from './contact.entities';

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
  ) {}

  send(dto: ContactMessageDto): Promise<ContactMessage> {
    return this.messages.save(this.messages.create({ ...dto, email: dto.email.toLowerCase(), language: dto.language ?? 'az', status: 'unread' }));
  }

  /** Stores an email once: subscribing again is not an error and adds nothing. Returns whether it was new. */
  async subscribe(dto: SubscribeDto): Promise<boolean> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(Subscriber)
      .values({ email: dto.email.toLowerCase(), language: dto.language ?? 'az' })
      .orIgnore()
      .execute();
    return (result.identifiers?.filter(Boolean).length ?? 0) > 0 && result.raw?.length !== 0;
  }

  list(status?: MessageStatus): Promise<ContactMessage[]> {
    return this.messages.find({ where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  async setStatus(id: number, status: MessageStatus): Promise<ContactMessage> {
    const m = await this.messages.findOne({ where: { id } });
    if (!m) throw new NotFoundException('Message not found');
    m.status = status;
    if (status !== 'unread' && !m.readAt) m.readAt = new Date();
    if (status === 'unread') m.readAt = null;
    return this.messages.save(m);
  }

  listSubscribers(): Promise<Subscriber[]> {
    return this.subscribers.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 1000 });
  }

  unreadCount(): Promise<number> {
    return this.messages.count({ where: { status: 'unread' } });
  }
}
