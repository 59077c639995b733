import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'chat_messages' })
export class ChatMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ name: 'author_name', type: 'varchar', length: 100 }) authorName: string;
  @Column({ name: 'author_role', type: 'varchar', length: 20 }) authorRole: string;
  @Column({ type: 'varchar', length: 1000 }) body: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
