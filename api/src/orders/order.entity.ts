import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language, OrderStatus } from 'shared-lib/domain';
import { moneyColumn } from '../common/money-column';
import type { LocalizedText } from '../menu/entities/localized-text';

export type OrderType = 'table' | 'pickup' | 'delivery';

/** A chosen customisation as the order keeps it: what was picked and what it cost then. */
export interface ChosenOption {
  group: string;
  option: string;
  name: LocalizedText;
  priceDelta: string;
}

@Entity({ name: 'orders' })
export class Order {
  /** Internal only: the public sees `publicCode`. */
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'public_code', type: 'varchar', length: 16 }) publicCode: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ name: 'order_type', type: 'varchar', length: 10 }) orderType: OrderType;
  @Column({ name: 'table_number', type: 'varchar', length: 10, nullable: true }) tableNumber: string | null;
  @Column({ name: 'customer_name', type: 'varchar', length: 100, nullable: true }) customerName: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Column({ name: 'delivery_address', type: 'varchar', length: 300, nullable: true }) deliveryAddress: string | null;
  /** Ordered ahead: the time the diner picks it up or has it delivered; null is as soon as possible. */
  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true }) scheduledFor: Date | null;
  /** A delivery's pin (the diner's place on the map). */
  @Column({ name: 'delivery_lat', type: 'double precision', nullable: true }) deliveryLat: number | null;
  @Column({ name: 'delivery_lng', type: 'double precision', nullable: true }) deliveryLng: number | null;
  /** A delivery's travel time, from the zone that priced it: its arrival window. */
  @Column({ name: 'travel_minutes', type: 'int', nullable: true }) travelMinutes: number | null;
  /** An order ahead: when it goes on the kitchen's screens (its due time less the prep target; the expo's "Fire now"). */
  @Column({ name: 'fire_at', type: 'timestamptz', nullable: true }) fireAt: Date | null;
  /** When the courier left with it (staff's "on the way"). */
  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true }) dispatchedAt: Date | null;
  @Column({ name: 'session_id', type: 'varchar', length: 64, nullable: true }) sessionId: string | null;
  @Column({ name: 'special_instructions', type: 'varchar', length: 500, default: '' }) specialInstructions: string;
  @Column({ type: 'varchar', length: 2, default: 'az' }) language: Language;
  /** Where the diner asked for the order's confirmation, if anywhere. */
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  /** The diner asked to be e-mailed each status change too. */
  @Column({ name: 'notify_status', type: 'boolean', default: false }) notifyStatus: boolean;
  @Column({ type: 'varchar', length: 12, default: 'pending' }) status: OrderStatus;
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) subtotal: string;
  @Column({ name: 'service_fee', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) serviceFee: string;
  @Column({ name: 'delivery_fee', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) deliveryFee: string;
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) total: string;
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true }) idempotencyKey: string | null;
  /** sha256 of the body and the caller the key was first sent with (a replay must match it). */
  @Column({ name: 'idempotency_fingerprint', type: 'varchar', length: 64, nullable: true }) idempotencyFingerprint: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @OneToMany(() => OrderItem, (i) => i.order, { cascade: ['insert'] }) items: OrderItem[];
  @OneToMany(() => OrderStatusChange, (h) => h.order, { cascade: ['insert'] }) history: OrderStatusChange[];
}

@Entity({ name: 'order_items' })
export class OrderItem {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'order_id', type: 'int' }) orderId: number;
  @ManyToOne(() => Order, (o) => o.items, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'order_id' }) order: Order;
  @Column({ name: 'menu_item_id', type: 'int', nullable: true }) menuItemId: number | null;
  @Column({ type: 'jsonb' }) name: LocalizedText;
  @Column({ name: 'unit_price', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) unitPrice: string;
  @Column({ type: 'int' }) quantity: number;
  @Column({ type: 'jsonb', default: () => "'[]'" }) customizations: ChosenOption[];
  @Column({ name: 'line_total', type: 'numeric', precision: 10, scale: 2, transformer: moneyColumn }) lineTotal: string;
  /** When the kitchen marked this line done on the board (null: still to make). */
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true }) doneAt: Date | null;
  /** The kitchen station that makes it (shared-lib kitchen-stations: its category's station when it was ordered). */
  @Column({ type: 'varchar', length: 32, default: 'kitchen' }) station: string;
  /** The allergens its dish had when it was ordered (shared-lib ALLERGENS codes): the board and the ticket say them. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) allergens: string[];
}

@Entity({ name: 'order_status_history' })
export class OrderStatusChange {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'order_id', type: 'int' }) orderId: number;
  @ManyToOne(() => Order, (o) => o.history, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'order_id' }) order: Order;
  @Column({ name: 'from_status', type: 'varchar', length: 12, nullable: true }) fromStatus: OrderStatus | null;
  @Column({ name: 'to_status', type: 'varchar', length: 12 }) toStatus: OrderStatus;
  @Column({ name: 'changed_by', type: 'uuid', nullable: true }) changedBy: string | null;
  @Column({ name: 'changed_by_role', type: 'varchar', length: 20, nullable: true }) changedByRole: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) note: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/**
 * What the board changes besides a status: a line marked, a station's bump (`line`), the courier leaving (`dispatched`),
 * an order ahead fired early by the expo (`fired`).
 */
export type OrderChangeKind = 'line' | 'dispatched' | 'fired';

/**
 * One such change as an event of the staff stream: its id is drawn from the status history's sequence, so the two
 * are one log in one id order (the `order_events` view; migration 1766100000000).
 */
@Entity({ name: 'order_changes' })
export class OrderChange {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'order_id', type: 'int' }) orderId: number;
  @Column({ type: 'varchar', length: 16 }) kind: OrderChangeKind;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
