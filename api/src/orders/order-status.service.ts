import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { apiError } from '../common/api-error';
import { type AppConfigType, appConfig } from '../config/app-config';
import {
  ADMIN_MIN_ROLE,
  ORDER_RECALL_MINUTES,
  ORDER_RECALLED_NOTE,
  hasMinRole,
  LATE_CANCEL_MIN_ROLE,
  LATE_CANCEL_STATUSES,
  canChangeOrderStatus,
  ORDER_UNDO_SECONDS,
  ORDER_UNDONE_NOTE,
  type OrderStatus,
  type Role,
} from 'shared-lib/domain';
import { EventBus } from '../events/event-bus';
import { orderCancelledMail, orderRestoredMail, orderStatusMail } from '../mail/diner-mail';
import { MailerService } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import type { User } from '../users/user.entity';
import { Order, OrderChange, OrderItem, OrderStatusChange } from './order.entity';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderReads } from './order-reads.service';
import { publishOrderEvent } from './order-events';

/**
 * An order's status changes (SPEC 4.5): staff moving it along, a manager's late cancel, undo and recall, a line or a
 * station's lines marked done, a diner cancelling a pending order. Each change is written with its history entry and
 * the diner's e-mail in one transaction, under the order's row lock, then published to the staff's streams.
 */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly reads: OrderReads,
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly mailer: MailerService,
  ) {}

  /** Moves an order along SPEC 4.5; anything else is 409 and changes nothing. */
  async changeStatus(code: string, to: OrderStatus, actor: { id: string | null; role: Role | null }, note?: string, onlyFrom?: OrderStatus): Promise<Order> {
    const changed = await this.dataSource.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
      // Checked under the row lock: a diner's cancel cannot slip in after staff confirmed the order a moment before.
      if (onlyFrom && order.status !== onlyFrom) throw new ConflictException(apiError('ORDER_NOT_PENDING', 'status', { status: order.status }));
      const reason = note?.trim() || null;
      const lateCancel = to === 'cancelled' && LATE_CANCEL_STATUSES.includes(order.status);
      if (lateCancel) {
        // The kitchen has started (or finished) it: a manager cancels, and says why (the diner is told).
        if (!hasMinRole(actor.role, LATE_CANCEL_MIN_ROLE)) throw new ForbiddenException(apiError('CANCEL_NEEDS_MANAGER'));
        if (!reason) throw new BadRequestException(apiError('CANCEL_REASON_REQUIRED', 'note', undefined));
      } else if (!canChangeOrderStatus(order.status, to)) {
        // most often another board (or the diner) moved it a moment before: said so, with where it is now
        throw new ConflictException(apiError('ORDER_MOVED_ALREADY', 'status', { status: order.status, to }));
      }
      await em.update(Order, { id: order.id }, { status: to });
      const change = await em.save(
        em.create(OrderStatusChange, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: to,
          changedBy: actor.id,
          changedByRole: actor.role,
          note: reason,
        }),
      );
      // The diner is told in the same transaction as the change: of a cancellation by the restaurant whenever they
      // left an address, of any other change when they asked to hear of each.
      const byRestaurant = to === 'cancelled' && hasMinRole(actor.role, ADMIN_MIN_ROLE);
      const site = siteAddress(this.config);
      const mail = byRestaurant ? orderCancelledMail(order, reason, change.id, site) : orderStatusMail(order, to, site);
      // a cancellation waits out its undo: one taken back at once never reaches the diner (nor does "it goes on")
      if (mail) await this.mailer.enqueue(mail, em, byRestaurant ? ORDER_UNDO_SECONDS : 0);
      return { order, change };
    });
    const full = (await this.reads.findByCode(changed.order.publicCode))!;
    await publishOrderEvent(this.bus, { id: changed.change.id, type: 'status', code: full.publicCode, status: to, at: changed.change.createdAt.toISOString() });
    this.mailer.kick();
    return full;
  }

  /**
   * Takes back the last status change of an order, when the same staff member made it less than ORDER_UNDO_SECONDS
   * ago: the order returns to the status it had, and the history keeps both changes.
   */
  async undoStatus(code: string, actor: { id: string; role: Role }): Promise<Order> {
    return this.moveBack(code, actor, ORDER_UNDONE_NOTE, (order, last) => {
      const fresh = last && Date.now() - last.createdAt.getTime() <= ORDER_UNDO_SECONDS * 1000;
      if (!last || !last.fromStatus || last.toStatus !== order.status || last.changedBy !== actor.id || !fresh || last.note === ORDER_UNDONE_NOTE) {
        throw new ConflictException(apiError('UNDO_EXPIRED'));
      }
      return last.fromStatus;
    });
  }

  /**
   * Takes an order back to an earlier status under its row lock, as `decide` says from the order and its last change
   * (or refuses by throwing), writes the history, tells a diner who heard of a cancellation that the order goes on,
   * and publishes the change.
   */
  private async moveBack(
    code: string,
    actor: { id: string; role: Role },
    note: string,
    decide: (order: Order, last: OrderStatusChange | null) => OrderStatus,
  ): Promise<Order> {
    const changed = await this.dataSource.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
      const last = await em.findOne(OrderStatusChange, { where: { orderId: order.id }, order: { id: 'DESC' } });
      const back = decide(order, last);
      await em.update(Order, { id: order.id }, { status: back });
      const change = await em.save(
        em.create(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: back, changedBy: actor.id, changedByRole: actor.role, note }),
      );
      // A cancellation taken back: the diner, told of it, hears that the order goes on; one still held (undone within
      // ORDER_UNDO_SECONDS) is withdrawn, and they hear of neither.
      const withdrawn = order.status === 'cancelled' && last !== null && (await this.mailer.withdraw(`order-cancelled:${order.publicCode}:${last.id}`, em));
      const mail = order.status === 'cancelled' && !withdrawn ? orderRestoredMail(order, change.id, siteAddress(this.config)) : null;
      if (mail) await this.mailer.enqueue(mail, em);
      return { order, change };
    });
    const full = (await this.reads.findByCode(changed.order.publicCode))!;
    await publishOrderEvent(this.bus, {
      id: changed.change.id,
      type: 'status',
      code: full.publicCode,
      status: changed.change.toStatus,
      at: changed.change.createdAt.toISOString(),
    });
    this.mailer.kick();
    return full;
  }

  /**
   * Brings back an order closed by mistake within ORDER_RECALL_MINUTES of its closing: delivered back to ready (staff),
   * cancelled back to the status it had (a manager; the diner who was told of the cancellation hears it goes on).
   */
  async recall(code: string, actor: { id: string; role: Role }): Promise<Order> {
    return this.moveBack(code, actor, ORDER_RECALLED_NOTE, (order, last) => {
      if (order.status !== 'delivered' && order.status !== 'cancelled')
        throw new ConflictException(apiError('ORDER_STILL_OPEN', 'status', { status: order.status }));
      if (!last?.fromStatus || last.toStatus !== order.status || Date.now() - last.createdAt.getTime() > ORDER_RECALL_MINUTES * 60000)
        throw new ConflictException(apiError('RECALL_EXPIRED'));
      if (order.status === 'cancelled' && !hasMinRole(actor.role, LATE_CANCEL_MIN_ROLE)) throw new ForbiddenException(apiError('CANCEL_NEEDS_MANAGER'));
      return order.status === 'delivered' ? 'ready' : last.fromStatus;
    });
  }

  /**
   * The kitchen marks one line of an order done (or not done again) on the board, or a station marks all its lines
   * done at once (its bump). The first line done on a confirmed order starts it (preparing); when every line is done,
   * the order is ready. Lines only of a confirmed or preparing order (409 otherwise); 404 for a line or station the
   * order does not have.
   */
  async setLineDone(code: string, which: { lineId: number } | { station: string }, done: boolean, actor: { id: string; role: Role }): Promise<Order> {
    const marked = await this.dataSource.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
      if (order.status !== 'confirmed' && order.status !== 'preparing') {
        throw new ConflictException(apiError('LINES_NOT_OPEN', 'status', { status: order.status }));
      }
      const lines = await em.find(OrderItem, {
        where: 'lineId' in which ? { id: which.lineId, orderId: order.id } : { station: which.station, orderId: order.id },
      });
      if (lines.length === 0) {
        throw new NotFoundException('lineId' in which ? apiError('LINE_NOT_FOUND', 'lineId') : apiError('STATION_NOT_IN_ORDER', 'station'));
      }
      await em.update(
        OrderItem,
        lines.map((l) => l.id),
        { doneAt: done ? new Date() : null },
      );
      const left = await em.count(OrderItem, { where: { orderId: order.id, doneAt: IsNull() } });
      // Every mark is an event, written with it: a board hears of it even if the status change it leads to (the first
      // line starts the order, the last makes it ready) is refused meanwhile.
      const change = await em.save(em.create(OrderChange, { orderId: order.id, kind: 'line' }));
      return { status: order.status, allDone: left === 0, change };
    });
    await this.announce(marked.change, code, marked.status);
    if (done && marked.status === 'confirmed') await this.changeStatus(code, 'preparing', actor);
    if (done && marked.allDone) return this.changeStatus(code, 'ready', actor);
    return (await this.reads.findByCode(code))!;
  }

  /**
   * The courier leaves with a delivery (the tracker's "on the way" step): a ready delivery order only (409 otherwise);
   * saying it twice keeps the first time. Every tracking page and board hears of it.
   */
  async dispatch(code: string): Promise<Order> {
    const order = await this.reads.findByCode(code);
    if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    if (order.orderType !== 'delivery' || order.status !== 'ready') {
      throw new ConflictException(apiError('DISPATCH_NOT_READY', 'status', { status: order.status }));
    }
    if (!order.dispatchedAt) {
      const change = await this.dataSource.transaction(async (em: EntityManager) => {
        const { affected } = await em.update(Order, { id: order.id, dispatchedAt: IsNull() }, { dispatchedAt: new Date() });
        return affected ? em.save(em.create(OrderChange, { orderId: order.id, kind: 'dispatched' })) : null;
      });
      if (change) await this.announce(change, code, order.status);
    }
    return (await this.reads.findByCode(code))!;
  }

  /**
   * The expo fires an order ahead: it goes on the kitchen's screens now. Its fire time is cleared, as an order for as
   * soon as possible has none, also when the database's clock says it has passed (a board whose clock is behind still
   * showed it under Later). An open order only (409 otherwise); one without a fire time stays as it is. Every board
   * hears of it.
   */
  async fire(code: string): Promise<Order> {
    const order = await this.reads.findByCode(code);
    if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    if (order.status === 'delivered' || order.status === 'cancelled') {
      throw new ConflictException(apiError('ORDER_CLOSED', 'status', { status: order.status }));
    }
    const change = await this.dataSource.transaction(async (em: EntityManager) => {
      const { affected } = await em
        .createQueryBuilder()
        .update(Order)
        .set({ fireAt: null })
        .where('id = :id AND fire_at IS NOT NULL', { id: order.id })
        .execute();
      return affected ? em.save(em.create(OrderChange, { orderId: order.id, kind: 'fired' })) : null;
    });
    if (change) await this.announce(change, code, order.status);
    return (await this.reads.findByCode(code))!;
  }

  /** Tells every board of a change that is not a status, once it is written (a board that missed it reads it on resuming). */
  private announce(change: OrderChange, code: string, status: OrderStatus): Promise<void> {
    return publishOrderEvent(this.bus, { id: change.id, type: change.kind, code, status, at: change.createdAt.toISOString() });
  }

  /** A diner cancels their own pending order: signed in as its owner, or with the cart session it came from. */
  async cancelByCustomer(code: string, user: User | undefined, sessionId: string | undefined): Promise<Order> {
    const order = await this.reads.findByCode(code);
    if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
    const owner = (user && order.userId === user.id) || (sessionId !== undefined && order.sessionId !== null && order.sessionId === sessionId);
    if (!owner) throw new ForbiddenException(apiError('NOT_YOUR_ORDER'));
    return this.changeStatus(code, 'cancelled', { id: user?.id ?? null, role: user?.role ?? null }, 'Cancelled by the customer', 'pending');
  }
}
