import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One thing a browser reported of a remote's release (shared-lib's healthReportBody); kept HEALTH_KEEP_DAYS. */
@Entity('health_events')
export class HealthEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @CreateDateColumn({ name: 'at', type: 'timestamptz' }) at: Date;
  @Column({ type: 'varchar', length: 20 }) remote: string;
  @Column({ type: 'varchar', length: 40 }) release: string;
  /** The browser tab's random id: sessions are counted by it, nothing else. */
  @Column({ type: 'varchar', length: 64 }) session: string;
  @Column({ type: 'varchar', length: 20 }) kind: string;
  @Column({ type: 'double precision', nullable: true }) value: number | null;
}
