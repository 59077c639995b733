import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from 'shared-lib/domain';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A file sent with a message (a booking's calendar entry). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One e-mail of the outbox, written with the event that causes it and sent by the mailer. */
@Entity({ name: 'mail_messages' })
export class MailMessage {
  @PrimaryGeneratedColumn() id: number;
  /** One message per event: a second enqueue of the same key adds nothing. */
  @Column({ name: 'event_key', type: 'varchar', length: 200 }) eventKey: string;
  @Column({ type: 'varchar', length: 40 }) kind: string;
  @Column({ type: 'varchar', length: 254 }) recipient: string;
  @Column({ type: 'varchar', length: 2 }) language: Language;
  @Column({ type: 'varchar', length: 300 }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'jsonb', default: {} }) headers: Record<string, string>;
  @Column({ type: 'jsonb', default: [] }) attachments: MailAttachment[];
  @Column({ type: 'varchar', length: 10, default: 'queued' }) status: MailStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz' }) nextAttemptAt: Date;
  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true }) lastError: string | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
