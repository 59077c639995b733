import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ZoneArea } from 'shared-lib/domain';
import { moneyColumn } from '../common/money-column';

/** A delivery zone as stored (database/migrations/1766000000000-delivery-zones.ts). */
@Entity({ name: 'delivery_zones' })
export class DeliveryZone {
  @PrimaryGeneratedColumn() id: number;
  /** The order zones are tried in: the first holding an address prices it. */
  @Column({ type: 'int' }) position: number;
  @Column({ type: 'varchar', length: 60 }) name: string;
  @Column({ type: 'jsonb' }) area: ZoneArea;
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) fee: string;
  @Column({ name: 'min_order', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) minOrder: string;
  @Column({ name: 'travel_minutes', type: 'int' }) travelMinutes: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
