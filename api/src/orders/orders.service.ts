import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { apiError } from '../common/api-error';
import type { DatabaseSettings } from '../config/database';
import { type AppConfigType, appConfig } from '../config/app-config';
import { DATABASE_SETTINGS } from '../config/tokens';
import { API_ERRORS } from 'shared-lib/error-messages';
import { type ApiErrorCode, type PricingSettings } from 'shared-lib/contracts';
import { ADMIN_MIN_ROLE, isOrderAheadSlot, ORDER_AHEAD_TYPES, ORDER_RECALL_MINUTES, ORDER_RECALLED_NOTE, addDays, bakuInstant, hasMinRole, LATE_CANCEL_MIN_ROLE, LATE_CANCEL_STATUSES, canChangeOrderStatus, exactOrderTotals, fromQapik, OPEN_ORDER_STATUSES, openingHoursOf, openingStatus, stationForCategory, type KitchenStation, ORDER_UNDO_SECONDS, ORDER_UNDONE_NOTE, toQapik, type Language, type OpeningHours, type OrderStatus, type OrderType, type Role } from 'shared-lib/domain';
import { randomCode } from '../common/codes';
import { EventBus } from '../events/event-bus';
import { MenuItem } from '../menu/entities/menu-item.entity';
import { pick } from '../menu/entities/localized-text';
import { orderCancelledMail, orderReceivedMail, orderRestoredMail, orderStatusMail } from '../mail/diner-mail';
import { MailerService, type OutgoingMail } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import { Order, OrderItem, OrderStatusChange, type ChosenOption } from './order.entity';
import { toAdminOrderView } from './order-view';
import { type RequestOf, createOrderBody, orderLineSchema } from 'shared-lib/contracts';

const UNIQUE_VIOLATION = '23505';

/** What an order is priced from: the orderable items by id, the pricing settings, and the price-list version read before them. */
interface PriceList {
  version: string;
  items: Map<number, MenuItem>;
  pricing: PricingSettings;
  /** Online ordering paused by a manager (a setting: changing it moves the version on, like a price). */
  paused: boolean;
  /** The largest total the website takes, in qapik. */
  maxTotal: number;
  /** When the restaurant takes online orders (its opening hours and closed dates). */
  hours: OpeningHours;
  /** The kitchen's stations: each line goes to its category's. */
  stations: KitchenStation[] | undefined;
}

/**
 * One change of an order as the staff's live streams carry it. Its id is the order's status-history row, written in
 * the same transaction as the change: ids come from the database, so they order the events across API processes
 * and restarts, and a stream resumes after the last one a board saw (`Last-Event-ID`).
 */
export interface OrderEvent {
  id: number;
  type: 'created' | 'status';
  code: string;
  status: OrderStatus;
  at: string;
}

/** What the order statement returns. */
interface InsertedOrder {
  id: number;
  created_at: Date | string;
  history_id: number;
  history_at: Date | string;
  item_ids: number[];
}

function unprocessable(field: string, message: string, code: ApiErrorCode = 'OPTION_INVALID'): never {
  throw new UnprocessableEntityException(apiError(code, field, undefined, message));
}

/** Checks a line's customisations against the item's groups and prices them from the menu. */
function chooseOptions(item: MenuItem, line: RequestOf<typeof orderLineSchema>, field: string): ChosenOption[] {
  const chosen: ChosenOption[] = [];
  const given = line.customizations ?? {};
  const name = pick(item.name, 'en');
  for (const key of Object.keys(given)) {
    if (!item.customizations.some((g) => g.key === key)) unprocessable(`${field}.customizations.${key}`, `${name} has no option group '${key}'`);
  }
  for (const group of item.customizations) {
    const value = given[group.key];
    const keys = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (keys.some((k) => typeof k !== 'string')) unprocessable(`${field}.customizations.${group.key}`, `Choose options of '${group.key}' by their keys`);
    if (!group.multiple && keys.length > 1) unprocessable(`${field}.customizations.${group.key}`, `Choose one option of '${group.key}' for ${name}`);
    if (group.required && keys.length === 0) unprocessable(`${field}.customizations.${group.key}`, `Choose a ${group.key} for ${name}`);
    if (new Set(keys).size !== keys.length) unprocessable(`${field}.customizations.${group.key}`, `An option of '${group.key}' is chosen twice`);
    for (const k of keys) {
      const option = group.options.find((o) => o.key === k);
      if (!option) unprocessable(`${field}.customizations.${group.key}`, `'${k}' is not an option of '${group.key}' for ${name}`);
      chosen.push({ group: group.key, option: option.key, name: option.name, priceDelta: option.priceDelta });
    }
  }
  return chosen;
}

@Injectable()
export class OrdersService {
  /** What orders are priced from, kept in memory (loadPriceList). */
  private priceList: Promise<PriceList> | null = null;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(MenuItem) private readonly menuItems: Repository<MenuItem>,
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
    @Inject(DATABASE_SETTINGS) private readonly database: DatabaseSettings,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly mailer: MailerService,
  ) {
    // Not needed for correctness (an order checks the version), it saves the first order after an edit a try.
    this.bus.subscribe('menu', () => (this.priceList = null));
  }

  findByCode(code: string): Promise<Order | null> {
    return this.orders.findOne({ where: { publicCode: code }, relations: { items: true, history: true } });
  }

  private findByKey(key: string): Promise<Order | null> {
    return this.orders.findOne({ where: { idempotencyKey: key }, relations: { items: true, history: true } });
  }

  /**
   * The orderable items (category visible, either menu) and the pricing settings, with the price-list version
   * read before them (database/migrations/1764000000000-price-list-version.ts). Kept until an order finds the
   * version moved on; a failed load is not kept.
   */
  private loadPriceList(fresh = false): Promise<PriceList> {
    if (this.priceList && !fresh) return this.priceList;
    const loading = (async (): Promise<PriceList> => {
      // the version first: a change committed between the reads makes the list look older, never newer
      const [row] = (await this.orders.manager.query('SELECT version::text AS version FROM price_list_version')) as Array<{ version: string }>;
      const items = await this.menuItems.find({ where: { category: { visible: true } }, relations: { category: true } });
      const [pricing, ordering, restaurant] = await Promise.all([this.settings.pricing(), this.settings.ordering(), this.settings.restaurant()]);
      return { version: row!.version, items: new Map(items.map((i) => [i.id, i])), pricing, paused: ordering.paused, maxTotal: toQapik(ordering.maxOrderTotal), hours: openingHoursOf(restaurant), stations: ordering.stations };
    })();
    this.priceList = loading;
    loading.catch(() => {
      if (this.priceList === loading) this.priceList = null;
    });
    return loading;
  }

  /** Prices the lines and the order from a price list (any price the client sends is ignored); 422 with the field otherwise. */
  /** `anyHour`: staff at the counter (or a test server) may order outside the opening hours. */
  private price(dto: RequestOf<typeof createOrderBody>, list: PriceList, anyHour: boolean) {
    if (list.paused) throw new ConflictException(apiError('ORDERING_PAUSED'));
    // Online orders only while the restaurant is open; staff entering an order at the counter may always.
    // An order ahead is for one of the slots (orderAheadSlots), whatever the hour now; staff may not bend that rule.
    if (dto.scheduledFor !== undefined) {
      if (!ORDER_AHEAD_TYPES.includes(dto.orderType) || !isOrderAheadSlot(list.hours, new Date(dto.scheduledFor))) {
        throw new UnprocessableEntityException(apiError('ORDER_AHEAD_UNAVAILABLE', 'scheduledFor'));
      }
    } else if (!anyHour) {
      const { open, next } = openingStatus(list.hours, new Date());
      if (!open) throw new ConflictException(next ? apiError('RESTAURANT_CLOSED', 'openingHours', { opensAt: next }) : apiError('RESTAURANT_CLOSED_FOR_NOW'));
    }
    const lines = dto.items.map((line, index) => {
      const field = `items.${index}`;
      const item = list.items.get(line.menuItemId);
      if (!item) unprocessable(`${field}.menuItemId`, `Item ${line.menuItemId} is not on the menu`, 'ITEM_UNAVAILABLE');
      if (!item.available) unprocessable(`${field}.menuItemId`, `${pick(item.name, 'en')} is not available right now`, 'ITEM_UNAVAILABLE');
      const options = chooseOptions(item, line, field);
      const unit = toQapik(item.price) + options.reduce((sum, o) => sum + toQapik(o.priceDelta), 0);
      if (unit < 0) unprocessable(field, `${pick(item.name, 'en')} cannot cost less than nothing`, 'ITEM_UNAVAILABLE');
      return { item, line, options, unit, total: unit * line.quantity, station: stationForCategory(item.category?.slug, list.stations) };
    });
    const subtotal = fromQapik(lines.reduce((sum, l) => sum + l.total, 0));
    const totals = exactOrderTotals(subtotal, dto.orderType, list.pricing);
    if (toQapik(totals.total) > list.maxTotal) throw new UnprocessableEntityException(apiError('ORDER_TOO_LARGE', 'items', { max: fromQapik(list.maxTotal) }));
    return { lines, totals };
  }

  /**
   * Prices everything from the menu and settings (any price the client sends is ignored), applies SPEC 9 through
   * shared-lib, and writes the order, its lines and its first history entry in one statement, then publishes the event.
   * With an idempotency key, a retry returns the first order, and concurrent duplicates make one order.
   * Returns whether the order was created now.
   */
  async create(dto: RequestOf<typeof createOrderBody>, user: User | undefined, idempotencyKey?: string): Promise<{ order: Order; created: boolean }> {
    const anyHour = hasMinRole(user?.role, ADMIN_MIN_ROLE) || this.config.ordersOutsideHours;
    // A key is bound to the body and the caller it was first sent with (as Stripe does): a replay must match them.
    const fingerprint = idempotencyKey ? createHash('sha256').update(JSON.stringify(dto)).update('\u0000').update(user?.id ?? 'anonymous').digest('hex') : null;
    const replay = async () => {
      if (!idempotencyKey) return null;
      const existing = await this.findByKey(idempotencyKey);
      if (existing && existing.idempotencyFingerprint !== fingerprint) throw new UnprocessableEntityException(apiError('IDEMPOTENCY_KEY_REUSED'));
      return existing;
    };
    let list = await this.loadPriceList();
    let priced: ReturnType<OrdersService['price']>;
    try {
      if (dto.items.length === 0) throw new BadRequestException({ message: API_ERRORS.EMPTY_ORDER, errors: { items: [API_ERRORS.EMPTY_ORDER] } });
      try {
        priced = this.price(dto, list, anyHour);
      } catch {
        // refused from memory: make sure against the database before saying no
        list = await this.loadPriceList(true);
        priced = this.price(dto, list, anyHour);
      }
    } catch (error) {
      // a retry of a placed order gets that order, whatever the menu says now
      const existing = await replay();
      if (existing) return { order: existing, created: false };
      throw error;
    }

    for (let attempt = 0; ; attempt++) {
      const order = Object.assign(new Order(), {
        publicCode: randomCode(),
        userId: user?.id ?? null,
        orderType: dto.orderType,
        tableNumber: dto.orderType === 'table' ? dto.tableNumber ?? null : null,
        customerName: dto.customerName ?? user?.name ?? null,
        phone: dto.phone ?? user?.phone ?? null,
        deliveryAddress: dto.orderType === 'delivery' ? dto.deliveryAddress ?? null : null,
        scheduledFor: dto.scheduledFor ? new Date(dto.scheduledFor) : null,
        sessionId: dto.sessionId ?? null,
        specialInstructions: dto.specialInstructions ?? '',
        language: dto.language ?? 'az',
        // The confirmation goes where the diner asked, else to a signed-in diner's own address.
        email: dto.email?.toLowerCase() ?? (user?.role === 'CUSTOMER' ? user.email : null),
        notifyStatus: Boolean(dto.notifyStatus && (dto.email ?? user?.email)),
        status: 'pending' as const,
        ...priced.totals,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyFingerprint: fingerprint,
      });
      const items = priced.lines.map((l) =>
        Object.assign(new OrderItem(), { menuItemId: l.item.id, name: l.item.name, unitPrice: fromQapik(l.unit), quantity: l.line.quantity, customizations: l.options, lineTotal: fromQapik(l.total), station: l.station }),
      );
      const first = Object.assign(new OrderStatusChange(), { fromStatus: null, toStatus: 'pending' as const, changedBy: user?.id ?? null, changedByRole: user?.role ?? null, note: null });
      const mail = order.email ? orderReceivedMail(order, items, order.email, siteAddress(this.config)) : null;
      let written: InsertedOrder | undefined;
      try {
        written = await this.insert(order, items, first, list.version, mail);
      } catch (error) {
        const constraint = (error as { constraint?: string; code?: string }).constraint;
        if ((error as { code?: string }).code === UNIQUE_VIOLATION && constraint === 'uq_orders_public_code' && attempt < 3) continue;
        throw error;
      }
      if (written) {
        order.id = written.id;
        order.createdAt = order.updatedAt = new Date(written.created_at);
        order.items = items.map((item, i) => Object.assign(item, { id: written!.item_ids[i], orderId: written!.id }));
        order.history = [Object.assign(first, { id: written.history_id, orderId: written.id, createdAt: new Date(written.history_at) })];
        // After the commit, not inside it, and not waited for: a NOTIFY inside a writing transaction holds
        // PostgreSQL's global notify lock through the commit's WAL flush, so concurrent orders committed one at
        // a time (pgbench: about a third of the rate). As before, an event lost in a crash here is only a late chime.
        this.publish({ id: written.history_id, type: 'created', code: order.publicCode, status: order.status, at: order.createdAt.toISOString() });
        if (mail) this.mailer.kick();
        return { order, created: true };
      }
      // Nothing written: the same submission was placed first (it is answered), or the prices changed since they
      // were read (priced again from the database; an order never pays a price that is no longer on the menu).
      const existing = await replay();
      if (existing) return { order: existing, created: false };
      if (attempt >= 3) throw new ConflictException('The menu is changing; please try again');
      list = await this.loadPriceList(true);
      priced = this.price(dto, list, anyHour);
    }
  }

  /**
   * One statement, so one round trip and its own transaction: the order (unless its idempotency key is taken, or
   * the price-list version moved on), its lines and its first history entry. Nothing is written when it returns
   * undefined.
   */
  private async insert(order: Order, items: OrderItem[], first: OrderStatusChange, priceListVersion: string, mail: OutgoingMail | null): Promise<InsertedOrder | undefined> {
    const rows = await this.prepared<InsertedOrder>(
      'orders_insert',
      `WITH current_prices AS (SELECT 1 FROM price_list_version WHERE version = $1::bigint),
       o AS (
         INSERT INTO orders (public_code, user_id, order_type, table_number, customer_name, phone, delivery_address, session_id,
                             special_instructions, language, status, subtotal, service_fee, delivery_fee, total, idempotency_key, idempotency_fingerprint,
                             email, notify_status, scheduled_for)
         SELECT $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10, $11::varchar, $12, $13::numeric, $14::numeric, $15::numeric, $16::numeric, $17, $20, $21::varchar, $22::boolean, $27::timestamptz
           FROM current_prices
         ON CONFLICT ON CONSTRAINT uq_orders_idempotency_key DO NOTHING
         RETURNING id, public_code, status, created_at
       ),
       lines AS (
         INSERT INTO order_items (order_id, menu_item_id, name, unit_price, quantity, customizations, line_total, station)
         SELECT o.id, (l->>'menuItemId')::int, l->'name', (l->>'unitPrice')::numeric, (l->>'quantity')::int, l->'customizations', (l->>'lineTotal')::numeric, l->>'station'
           FROM o, jsonb_array_elements($18::jsonb) WITH ORDINALITY AS e(l, n)
          ORDER BY e.n
         RETURNING id
       ),
       history AS (
         INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_by_role, note)
         SELECT o.id, NULL, $12, $3::uuid, $19, NULL FROM o
         RETURNING id, created_at
       ),
       mail AS (
         INSERT INTO mail_messages (event_key, kind, recipient, language, subject, text, html)
         SELECT $23::varchar, 'order-received', $21::varchar, $11::varchar, $24::varchar, $25::text, $26::text FROM o WHERE $23::varchar IS NOT NULL
         ON CONFLICT (event_key) DO NOTHING
       )
       SELECT o.id, o.created_at, history.id AS history_id, history.created_at AS history_at,
              (SELECT array_agg(id ORDER BY id) FROM lines) AS item_ids
         FROM o, history`,
      [
        priceListVersion,
        order.publicCode,
        order.userId,
        order.orderType,
        order.tableNumber,
        order.customerName,
        order.phone,
        order.deliveryAddress,
        order.sessionId,
        order.specialInstructions,
        order.language,
        order.status,
        order.subtotal,
        order.serviceFee,
        order.deliveryFee,
        order.total,
        order.idempotencyKey,
        JSON.stringify(items.map((i) => ({ menuItemId: i.menuItemId, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity, customizations: i.customizations, lineTotal: i.lineTotal, station: i.station }))),
        first.changedByRole,
        order.idempotencyFingerprint,
        order.email,
        order.notifyStatus,
        // The confirmation e-mail, written with the order (the outbox: mail/mailer.service.ts), or none.
        mail?.eventKey ?? null,
        mail?.subject ?? null,
        mail?.text ?? null,
        mail?.html ?? null,
        order.scheduledFor?.toISOString() ?? null,
      ],
    );
    return rows[0];
  }

  /**
   * On PostgreSQL a named prepared statement, planned once per pooled connection (planning the order statement's
   * CTEs on every order took about 40% of the database's time: pgbench, 10 clients, 850 against 1,400 per second);
   * on PGlite a plain query. Errors are pg's own (code, constraint).
   */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    if (this.database.kind !== 'postgresql') return (await this.orders.manager.query(text, values)) as T[];
    // TypeORM's PostgreSQL driver keeps its pg pool as `master`
    const pool = (this.orders.manager.connection.driver as unknown as { master: Pool }).master;
    return (await pool.query({ name, text, values })).rows as T[];
  }

  /** Moves an order along SPEC 4.5; anything else is 409 and changes nothing. */
  async changeStatus(code: string, to: OrderStatus, actor: { id: string | null; role: Role | null }, note?: string, onlyFrom?: OrderStatus): Promise<Order> {
    const changed = await this.orders.manager.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException('Order not found');
      // Checked under the row lock: a diner's cancel cannot slip in after staff confirmed the order a moment before.
      if (onlyFrom && order.status !== onlyFrom) throw new ConflictException({ message: 'Only a pending order can be cancelled', errors: { status: [`The order is ${order.status}`] } });
      const reason = note?.trim() || null;
      const lateCancel = to === 'cancelled' && LATE_CANCEL_STATUSES.includes(order.status);
      if (lateCancel) {
        // The kitchen has started (or finished) it: a manager cancels, and says why (the diner is told).
        if (!hasMinRole(actor.role, LATE_CANCEL_MIN_ROLE)) throw new ForbiddenException(apiError('CANCEL_NEEDS_MANAGER'));
        if (!reason) throw new BadRequestException(apiError('CANCEL_REASON_REQUIRED', 'note', undefined));
      } else if (!canChangeOrderStatus(order.status, to)) {
        throw new ConflictException({ message: `An order that is ${order.status} cannot become ${to}`, errors: { status: [`Allowed from ${order.status}: ${this.allowed(order.status)}`] } });
      }
      await em.update(Order, { id: order.id }, { status: to });
      const change = await em.save(em.create(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: to, changedBy: actor.id, changedByRole: actor.role, note: reason }));
      // The diner is told in the same transaction as the change: of a cancellation by the restaurant whenever they
      // left an address, of any other change when they asked to hear of each.
      const byRestaurant = to === 'cancelled' && hasMinRole(actor.role, ADMIN_MIN_ROLE);
      const site = siteAddress(this.config);
      const mail = byRestaurant ? orderCancelledMail(order, reason, change.id, site) : orderStatusMail(order, to, site);
      if (mail) await this.mailer.enqueue(mail, em);
      return { order, change };
    });
    const full = (await this.findByCode(changed.order.publicCode))!;
    await this.publish({ id: changed.change.id, type: 'status', code: full.publicCode, status: to, at: changed.change.createdAt.toISOString() });
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
  private async moveBack(code: string, actor: { id: string; role: Role }, note: string, decide: (order: Order, last: OrderStatusChange | null) => OrderStatus): Promise<Order> {
    const changed = await this.orders.manager.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
      const last = await em.findOne(OrderStatusChange, { where: { orderId: order.id }, order: { id: 'DESC' } });
      const back = decide(order, last);
      await em.update(Order, { id: order.id }, { status: back });
      const change = await em.save(em.create(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: back, changedBy: actor.id, changedByRole: actor.role, note }));
      // A cancellation taken back: the diner, told of it, hears that the order goes on.
      const mail = order.status === 'cancelled' ? orderRestoredMail(order, change.id, siteAddress(this.config)) : null;
      if (mail) await this.mailer.enqueue(mail, em);
      return { order, change };
    });
    const full = (await this.findByCode(changed.order.publicCode))!;
    await this.publish({ id: changed.change.id, type: 'status', code: full.publicCode, status: changed.change.toStatus, at: changed.change.createdAt.toISOString() });
    this.mailer.kick();
    return full;
  }

  /**
   * Tells every API process's live streams of a change, after its commit. An event lost here (the process dies
   * between the commit and the NOTIFY) is still in the database: the streams read what they missed (eventsAfter).
   */
  private publish(event: OrderEvent): Promise<void> {
    return this.bus.publish('order', { ...event }).catch(() => undefined);
  }

  /**
   * The order events after an id, oldest first (at most `limit`): what a stream missed. `known` are ids the caller has
   * already: only the ids are read for those (from the primary key's index), the rest in full.
   */
  async eventsAfter(id: number, limit = 500, known: ReadonlySet<number> = new Set()): Promise<OrderEvent[]> {
    const ids = ((await this.orders.manager.query('SELECT id FROM order_status_history WHERE id > $1 ORDER BY id LIMIT $2', [id, limit])) as Array<{ id: number | string }>)
      .map((r) => Number(r.id))
      .filter((n) => !known.has(n));
    if (ids.length === 0) return [];
    const rows = (await this.orders.manager.query(
      `SELECT h.id, o.public_code AS code, h.from_status, h.to_status, h.created_at
         FROM order_status_history h JOIN orders o ON o.id = h.order_id
        WHERE h.id = ANY($1::int[]) ORDER BY h.id`,
      [ids],
    )) as Array<{ id: number | string; code: string; from_status: OrderStatus | null; to_status: OrderStatus; created_at: Date | string }>;
    return rows.map((r) => ({ id: Number(r.id), type: r.from_status === null ? 'created' : 'status', code: r.code, status: r.to_status, at: new Date(r.created_at).toISOString() }));
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

  /** The id of the newest order event (0 before the first order). */
  async lastEventId(): Promise<number> {
    const [row] = (await this.orders.manager.query('SELECT coalesce(max(id), 0) AS id FROM order_status_history')) as Array<{ id: number | string }>;
    return Number(row?.id ?? 0);
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

  /**
   * Brings back an order closed by mistake within ORDER_RECALL_MINUTES of its closing: delivered back to ready (staff),
   * cancelled back to the status it had (a manager; the diner who was told of the cancellation hears it goes on).
   */
  async recall(code: string, actor: { id: string; role: Role }): Promise<Order> {
    return this.moveBack(code, actor, ORDER_RECALLED_NOTE, (order, last) => {
      if (order.status !== 'delivered' && order.status !== 'cancelled') throw new ConflictException({ message: `An order that is ${order.status} is open`, errors: { status: [`The order is ${order.status}`] } });
      if (!last?.fromStatus || last.toStatus !== order.status || Date.now() - last.createdAt.getTime() > ORDER_RECALL_MINUTES * 60000) throw new ConflictException(apiError('RECALL_EXPIRED'));
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
    const marked = await this.orders.manager.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException(apiError('ORDER_NOT_FOUND'));
      if (order.status !== 'confirmed' && order.status !== 'preparing') {
        throw new ConflictException({ message: `The lines of an order that is ${order.status} cannot be marked`, errors: { status: [`The order is ${order.status}`] } });
      }
      const lines = await em.find(OrderItem, { where: 'lineId' in which ? { id: which.lineId, orderId: order.id } : { station: which.station, orderId: order.id } });
      if (lines.length === 0) {
        const field = 'lineId' in which ? 'lineId' : 'station';
        const message = 'lineId' in which ? 'This order has no such line' : 'This order has nothing for this station';
        throw new NotFoundException({ message, errors: { [field]: [message] } });
      }
      await em.update(OrderItem, lines.map((l) => l.id), { doneAt: done ? new Date() : null });
      const [row] = (await em.query('SELECT count(*)::int AS "left" FROM order_items WHERE order_id = $1 AND done_at IS NULL', [order.id])) as Array<{ left: number }>;
      return { status: order.status, allDone: Number(row?.left ?? 0) === 0 };
    });
    if (done && marked.status === 'confirmed') await this.changeStatus(code, 'preparing', actor);
    if (done && marked.allDone) return this.changeStatus(code, 'ready', actor);
    if (!done || marked.status === 'preparing') await this.bus.publish('order', { type: 'line', code }).catch(() => undefined);
    return (await this.findByCode(code))!;
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

  private allowed(from: OrderStatus): string {
    const list = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'].filter((s) => canChangeOrderStatus(from, s as OrderStatus));
    return list.length ? list.join(', ') : 'none';
  }

  /** A diner cancels their own pending order: signed in as its owner, or with the cart session it came from. */
  async cancelByCustomer(code: string, user: User | undefined, sessionId: string | undefined): Promise<Order> {
    const order = await this.findByCode(code);
    if (!order) throw new NotFoundException('Order not found');
    const owner = (user && order.userId === user.id) || (sessionId !== undefined && order.sessionId !== null && order.sessionId === sessionId);
    if (!owner) throw new ForbiddenException('You can cancel only your own order');
    return this.changeStatus(code, 'cancelled', { id: user?.id ?? null, role: user?.role ?? null }, 'Cancelled by the customer', 'pending');
  }

  history(userId: string): Promise<Order[]> {
    return this.orders.find({ where: { userId }, relations: { items: true, history: true }, order: { createdAt: 'DESC' }, take: 50 });
  }

  async list(filter: { status?: OrderStatus[]; type?: OrderType; q?: string; from?: string; to?: string; page: number; pageSize: number }) {
    const q = this.orders.createQueryBuilder('o').leftJoinAndSelect('o.items', 'i').leftJoinAndSelect('o.history', 'h').orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC');
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
    const [items, total] = await q.skip((filter.page - 1) * filter.pageSize).take(filter.pageSize).getManyAndCount();
    return { items, total };
  }
}
