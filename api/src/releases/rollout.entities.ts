import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from 'shared-lib/domain';
import type { RolloutAction } from 'shared-lib/requests';

/**
 * A remote's roll-out (issue 54): the release promoted over remotes.json's (`current_*`, null: remotes.json's) and the
 * release on a share (`candidate_*`) with its share in per cent. One row per remote that ever had one.
 */
@Entity('remote_rollouts')
export class RemoteRolloutRow {
  @PrimaryColumn({ type: 'varchar', length: 20 }) remote: string;
  @Column({ name: 'current_release', type: 'varchar', length: 40, nullable: true }) currentRelease: string | null;
  @Column({ name: 'current_entry', type: 'varchar', length: 300, nullable: true }) currentEntry: string | null;
  @Column({ name: 'current_server_sha256', type: 'char', length: 64, nullable: true }) currentServerSha256: string | null;
  @Column({ name: 'candidate_release', type: 'varchar', length: 40, nullable: true }) candidateRelease: string | null;
  @Column({ name: 'candidate_entry', type: 'varchar', length: 300, nullable: true }) candidateEntry: string | null;
  @Column({ name: 'candidate_server_sha256', type: 'char', length: 64, nullable: true }) candidateServerSha256: string | null;
  @Column({ type: 'int', default: 0 }) share: number;
  /** When the candidate's share last went from 0 to more: its health is read from then on. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt: Date | null;
  @Column({ name: 'owner_email', type: 'varchar', length: 254, nullable: true }) ownerEmail: string | null;
  @Column({ name: 'owner_language', type: 'varchar', length: 2, default: 'en' }) ownerLanguage: Language;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** Every change of a roll-out, with who made it (null: the API's automatic roll-back) and when. */
@Entity('rollout_changes')
export class RolloutChangeRow {
  @PrimaryGeneratedColumn() id: number;
  @CreateDateColumn({ name: 'at', type: 'timestamptz' }) at: Date;
  @Column({ type: 'varchar', length: 20 }) remote: string;
  @Column({ type: 'varchar', length: 20 }) action: RolloutAction;
  @Column({ type: 'varchar', length: 40 }) release: string;
  @Column({ type: 'int' }) share: number;
  @Column({ name: 'by_user_id', type: 'uuid', nullable: true }) byUserId: string | null;
  /** The e-mail of who made it, as it was then (kept if the account goes). */
  @Column({ name: 'by_email', type: 'varchar', length: 254, nullable: true }) byEmail: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) reason: string | null;
}
