import { type OrderStatus } from 'shared-lib/domain';
import { EventBus } from '../events/event-bus';
import type { OrderChangeKind } from './order.entity';

/**
 * One change of an order as the staff's live streams carry it. Its id is the order's status-history row, written in
 * the same transaction as the change: ids come from the database, so they order the events across API processes
 * and restarts, and a stream resumes after the last one a board saw (`Last-Event-ID`).
 */
export interface OrderEvent {
  id: number;
  /** A new order, a status change, a line marked or a station's bump, the courier leaving. */
  type: 'created' | 'status' | OrderChangeKind;
  code: string;
  status: OrderStatus;
  at: string;
}

/**
 * Tells every API process's live streams of a change, after its commit. An event lost here (the process dies
 * between the commit and the NOTIFY) is still in the database: the streams read what they missed (OrderReads.eventsAfter).
 */
export function publishOrderEvent(bus: EventBus, event: OrderEvent): Promise<void> {
  return bus.publish('order', { ...event }).catch(() => undefined);
}
