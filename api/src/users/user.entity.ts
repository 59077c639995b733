import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Language, Permission, Role } from 'shared-lib/domain';

@Entity({ name: 'users' })
export class User {
  /** A random UUID: account ids are never sequential. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'CUSTOMER' })
  role: Role;

  /** Granted on top of the role's defaults. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  permissions: Permission[];

  /** Raised by logout and password change: tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /** A kitchen display a manager signed in (auth/kitchen-devices.service.ts): no password, a session until ended. */
  @Column({ type: 'boolean', default: false })
  device: boolean;

  /** The language chosen in the staff area, for its screens and the e-mails to this person; null until chosen. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: Language | null;

  /** Not stored: the session of the request's token (its sign-in and its expiry, in seconds, whether it is a display's, its family). */
  session?: { start: number; device: boolean; expires?: number; family?: string };

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
