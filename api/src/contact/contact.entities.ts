import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from 'shared-lib/core';

export type MessageStatus = 'unread' | 'read' | 'archived';

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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
