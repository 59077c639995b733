import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from 'shared-lib/domain';

export type MessageStatus = 'unread' | 'read' | 'archived';
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 150 }) subject: string;
  @Column({ type: 'varchar', length: 5000 }) message: string;
  @Column({ type: 'varchar', length: 2, default: 'az' }) language: Language;
  @Column({ type: 'varchar', length: 10, default: 'unread' }) status: MessageStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt: Date | null;
}

@Entity({ name: 'subscribers' })
export class Subscriber {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 2, default: 'az' }) language: Language;
  /** Counted as a reader only once the address has opened its confirmation link (double opt-in). */
  @Column({ type: 'varchar', length: 12, default: 'pending' }) status: SubscriberStatus;
  /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail). */
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true }) confirmTokenHash: string | null;
  /** The token of the unsubscribe link in every mailing. */
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64, nullable: true }) unsubscribeToken: string | null;
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
