import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { ORDER_RECALL_MINUTES, addDays, bakuInstant, OPEN_ORDER_STATUSES, type Language, type OrderStatus, type OrderType } from 'shared-lib/domain';
import { Order } from './order.entity';
import { toAdminOrderView } from './order-view';
import { type OrderEvent } from './order-events';

/**
 * Reading orders: by code, a diner's history, the staff's search and pages, the board's open and recently closed
 * orders, and the events a live stream missed.
 */
@Injectable()
export class OrderReads {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  findByCode(code: string): Promise<Order | null> {
    return this.orders.findOne({ where: { publicCode: code }, relations: { items: true, history: true } });
  }

  findByKey(key: string): Promise<Order | null> {
    return this.orders.findOne({ where: { idempotencyKey: key }, relations: { items: true, history: true } });
  }

  history(userId: string): Promise<Order[]> {
    return this.orders.find({ where: { userId }, relations: { items: true, history: true }, order: { createdAt: 'DESC' }, take: 50 });
  }

  async list(filter: { status?: OrderStatus[]; type?: OrderType; q?: string; from?: string; to?: string; page: number; pageSize: number }) {
    const q = this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'i')
      .leftJoinAndSelect('o.history', 'h')
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC');
    if (filter.status?.length) q.andWhere('o.status IN (:...status)', { status: filter.status });
    if (filter.type) q.andWhere('o.order_type = :type', { type: filter.type });
    if (filter.q) {
      // A code, a name, or a phone however it is typed ("050 123 45 67" finds +994501234567).
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = filter.q.replace(/\D/g, '').replace(/^0/, '');
      q.andWhere(
        new Brackets((w) => {
          w.where('o.public_code ILIKE :like', { like }).orWhere('o.customer_name ILIKE :like', { like });
          if (digits.length >= 3) w.orWhere("regexp_replace(coalesce(o.phone, ''), '\\D', '', 'g') LIKE :digits", { digits: `%${digits}%` });
        }),
      );
    }
    // Dates are Baku calendar days (UTC+4).
    if (filter.from) q.andWhere('o.created_at >= :from', { from: bakuInstant(filter.from, '00:00') });
    if (filter.to) q.andWhere('o.created_at < :to', { to: bakuInstant(addDays(filter.to, 1), '00:00') });
    const [items, total] = await q
      .skip((filter.page - 1) * filter.pageSize)
      .take(filter.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * Every open order, oldest first (kitchens work first in, first out), with no cap, and the id of the newest event
   * read before them: a board that follows the stream from that id misses nothing.
   */
  async openOrders(): Promise<{ items: Order[]; lastEventId: number }> {
    const lastEventId = await this.lastEventId();
    const items = await this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'i')
      .leftJoinAndSelect('o.history', 'h')
      .where('o.status IN (:...status)', { status: [...OPEN_ORDER_STATUSES] })
      .orderBy('o.created_at', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    return { items, lastEventId };
  }

  /** Orders closed (delivered or cancelled) within ORDER_RECALL_MINUTES, the newest first: what the board can recall. */
  async recentlyClosed(limit = 20): Promise<Order[]> {
    return this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'i')
      .leftJoinAndSelect('o.history', 'h')
      .where('o.status IN (:...closed)', { closed: ['delivered', 'cancelled'] })
      .andWhere('o.updated_at > :since', { since: new Date(Date.now() - ORDER_RECALL_MINUTES * 60000) })
      .orderBy('o.updated_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .take(limit)
      .getMany();
  }

  /** The names of the staff members in these orders' histories, by user id (who moved what, on the detail view). */
  async staffNames(orders: Order[]): Promise<Map<string, string>> {
    const ids = [...new Set(orders.flatMap((o) => (o.history ?? []).map((h) => h.changedBy)).filter((id): id is string => Boolean(id)))];
    if (ids.length === 0) return new Map();
    const rows = (await this.orders.manager.query('SELECT id, name FROM users WHERE id = ANY($1)', [ids])) as Array<{ id: string; name: string }>;
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * The order events after an id, oldest first (at most `limit`): what a stream missed. `known` are ids the caller has
   * already: only the ids are read for those (from the primary key's index), the rest in full.
   */
  async eventsAfter(id: number, limit = 500, known: ReadonlySet<number> = new Set()): Promise<OrderEvent[]> {
    const ids = (
      (await this.orders.manager.query('SELECT id FROM order_events WHERE id > $1 ORDER BY id LIMIT $2', [id, limit])) as Array<{ id: number | string }>
    )
      .map((r) => Number(r.id))
      .filter((n) => !known.has(n));
    if (ids.length === 0) return [];
    // a change that is not a status carries the order's status as it is now
    const rows = (await this.orders.manager.query(
      `SELECT e.id, o.public_code AS code, e.kind, coalesce(e.to_status, o.status) AS status, e.created_at
         FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE e.id = ANY($1::int[]) ORDER BY e.id`,
      [ids],
    )) as Array<{ id: number | string; code: string; kind: OrderEvent['type']; status: OrderStatus; created_at: Date | string }>;
    return rows.map((r) => ({ id: Number(r.id), type: r.kind, code: r.code, status: r.status, at: new Date(r.created_at).toISOString() }));
  }

  /** The staff view of an order as of an event, read once per API process and language for every board it streams to. */
  private readonly eventViews = new Map<string, Promise<ReturnType<typeof toAdminOrderView> | null>>();
  eventOrderView(eventId: number, code: string, lang: Language): Promise<ReturnType<typeof toAdminOrderView> | null> {
    const key = `${eventId}:${lang}`;
    let view = this.eventViews.get(key);
    if (!view) {
      view = (async () => {
        const order = await this.findByCode(code);
        return order ? toAdminOrderView(order, lang, await this.staffNames([order])) : null;
      })();
      view.catch(() => this.eventViews.delete(key));
      this.eventViews.set(key, view);
      // the latest few hundred events are enough: a board that is further behind reads every open order anyway
      if (this.eventViews.size > 500) this.eventViews.delete(this.eventViews.keys().next().value!);
    }
    return view;
  }

  /** The id of the newest order event written more than `ms` ago (0 before). */
  async lastEventIdBefore(ms: number): Promise<number> {
    const [row] = (await this.orders.manager.query(`SELECT coalesce(max(id), 0) AS id FROM order_events WHERE created_at < now() - make_interval(secs => $1)`, [
      ms / 1000,
    ])) as Array<{
      id: number | string;
    }>;
    return Number(row?.id ?? 0);
  }

  /** The ids of the order events after `after` up to `upTo`. */
  async eventIdsBetween(after: number, upTo: number): Promise<number[]> {
    const rows = (await this.orders.manager.query('SELECT id FROM order_events WHERE id > $1 AND id <= $2 ORDER BY id', [after, upTo])) as Array<{
      id: number | string;
    }>;
    return rows.map((r) => Number(r.id));
  }

  /** The id of the newest order event (0 before the first order). */
  async lastEventId(): Promise<number> {
    const [row] = (await this.orders.manager.query('SELECT coalesce(max(id), 0) AS id FROM order_events')) as Array<{ id: number | string }>;
    return Number(row?.id ?? 0);
  }
}
