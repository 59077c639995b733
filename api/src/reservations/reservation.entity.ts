import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language, ReservationStatus } from 'shared-lib/domain';

@Entity({ name: 'reservations' })
export class Reservation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 12 }) code: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 32 }) phone: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'int' }) guests: number;
  /** The business day (a slot after midnight belongs to the evening before). */
  @Column({ name: 'business_date', type: 'date' }) businessDate: string;
  @Column({ name: 'slot_time', type: 'varchar', length: 5 }) slotTime: string;
  @Column({ name: 'starts_at', type: 'timestamptz' }) startsAt: Date;
  @Column({ name: 'special_requests', type: 'varchar', length: 500, default: '' }) specialRequests: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) occasion: string | null;
  @Column({ type: 'varchar', length: 80, nullable: true }) package: string | null;
  @Column({ type: 'varchar', length: 2, default: 'az' }) language: Language;
  @Column({ type: 'varchar', length: 12, default: 'pending' }) status: ReservationStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
