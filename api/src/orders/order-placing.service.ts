import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { apiError } from '../common/api-error';
import type { DatabaseSettings } from '../config/database';
import { type AppConfigType, appConfig } from '../config/app-config';
import { DATABASE_SETTINGS } from '../config/tokens';
import { ADMIN_MIN_ROLE, hasMinRole, fromQapik } from 'shared-lib/domain';
import { randomCode } from '../common/codes';
import { EventBus } from '../events/event-bus';
import { orderReceivedMail } from '../mail/diner-mail';
import { countedAgainstAllowance, UNVERIFIED_MAIL_KINDS, UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY } from '../mail/mailer.service';
import { MailerService, type OutgoingMail } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import type { User } from '../users/user.entity';
import { Order, OrderItem, OrderStatusChange } from './order.entity';
import { type RequestOf, createOrderBody } from 'shared-lib/requests';
import type { PoolClient } from 'pg';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderPricing, type PricedOrder } from './order-pricing';
import { OrderReads } from './order-reads.service';
import { publishOrderEvent } from './order-events';

const UNIQUE_VIOLATION = '23505';

/** What the order statement returns. */
interface InsertedOrder {
  id: number;
  created_at: Date | string;
  history_id: number;
  history_at: Date | string;
  item_ids: number[];
}

/**
 * Placing an order: priced by OrderPricing (any price the client sends is ignored), written with its lines, its first
 * history entry and its confirmation e-mail in one statement, then published to the staff's streams.
 */
@Injectable()
export class OrderPlacing {
  constructor(
    private readonly pricing: OrderPricing,
    private readonly reads: OrderReads,
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_SETTINGS) private readonly database: DatabaseSettings,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly mailer: MailerService,
  ) {}

  /**
   * Prices everything from the menu and settings (any price the client sends is ignored), applies SPEC 9 through
   * shared-lib, and writes the order, its lines and its first history entry in one statement, then publishes the event.
   * With an idempotency key, a retry returns the first order, and concurrent duplicates make one order.
   * Returns whether the order was created now.
   */
  async create(dto: RequestOf<typeof createOrderBody>, user: User | undefined, idempotencyKey?: string): Promise<{ order: Order; created: boolean }> {
    // Staff entering an order at the counter: through a pause and outside the hours (a test server: any hour too).
    const byStaff = hasMinRole(user?.role, ADMIN_MIN_ROLE);
    const who = { byStaff, anyHour: byStaff || this.config.ordersOutsideHours };
    // A key is bound to the body and the caller it was first sent with (as Stripe does): a replay must match them.
    const fingerprint = idempotencyKey
      ? createHash('sha256')
          .update(JSON.stringify(dto))
          .update('\u0000')
          .update(user?.id ?? 'anonymous')
          .digest('hex')
      : null;
    const replay = async () => {
      if (!idempotencyKey) return null;
      const existing = await this.reads.findByKey(idempotencyKey);
      if (existing && existing.idempotencyFingerprint !== fingerprint) throw new UnprocessableEntityException(apiError('IDEMPOTENCY_KEY_REUSED'));
      return existing;
    };
    let list = await this.pricing.load();
    let priced: PricedOrder;
    try {
      if (dto.items.length === 0) throw new BadRequestException(apiError('EMPTY_ORDER', 'items'));
      try {
        priced = this.pricing.price(dto, list, who);
      } catch {
        // refused from memory: make sure against the database before saying no
        list = await this.pricing.load(true);
        priced = this.pricing.price(dto, list, who);
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
        tableNumber: dto.orderType === 'table' ? (dto.tableNumber ?? null) : null,
        customerName: dto.customerName ?? user?.name ?? null,
        phone: dto.phone ?? user?.phone ?? null,
        deliveryAddress: dto.orderType === 'delivery' ? (dto.deliveryAddress ?? null) : null,
        scheduledFor: dto.scheduledFor ? new Date(dto.scheduledFor) : null,
        // an order ahead waits off the kitchen's screens until its due time less the prep target (and, for a delivery,
        // whose due time is when it reaches the diner, less its zone's travel time)
        fireAt: dto.scheduledFor ? new Date(Date.parse(dto.scheduledFor) - (list.prepMinutes + (priced.zone?.travelMinutes ?? 0)) * 60000) : null,
        deliveryLat: priced.zone && dto.deliveryLocation ? dto.deliveryLocation.lat : null,
        deliveryLng: priced.zone && dto.deliveryLocation ? dto.deliveryLocation.lng : null,
        travelMinutes: priced.zone?.travelMinutes ?? null,
        dispatchedAt: null,
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
        Object.assign(new OrderItem(), {
          menuItemId: l.item.id,
          name: l.item.name,
          unitPrice: fromQapik(l.unit),
          quantity: l.line.quantity,
          customizations: l.options,
          lineTotal: fromQapik(l.total),
          station: l.station,
          allergens: l.item.allergens ?? [],
        }),
      );
      const first = Object.assign(new OrderStatusChange(), {
        fromStatus: null,
        toStatus: 'pending' as const,
        changedBy: user?.id ?? null,
        changedByRole: user?.role ?? null,
        note: null,
      });
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
        void publishOrderEvent(this.bus, {
          id: written.history_id,
          type: 'created',
          code: order.publicCode,
          status: order.status,
          at: order.createdAt.toISOString(),
        });
        if (mail) this.mailer.kick();
        return { order, created: true };
      }
      // Nothing written: the same submission was placed first (it is answered), or the prices changed since they
      // were read (priced again from the database; an order never pays a price that is no longer on the menu).
      const existing = await replay();
      if (existing) return { order: existing, created: false };
      if (attempt >= 3) throw new ConflictException(apiError('MENU_CHANGING'));
      list = await this.pricing.load(true);
      priced = this.pricing.price(dto, list, who);
    }
  }

  /**
   * One statement, so one round trip and its own transaction: the order (unless its idempotency key is taken, or
   * the price-list version moved on), its lines and its first history entry. Nothing is written when it returns
   * undefined.
   */
  private async insert(
    order: Order,
    items: OrderItem[],
    first: OrderStatusChange,
    priceListVersion: string,
    mail: OutgoingMail | null,
  ): Promise<InsertedOrder | undefined> {
    const rows = await this.prepared<InsertedOrder>(
      'orders_insert',
      `WITH current_prices AS (SELECT 1 FROM price_list_version WHERE version = $1::bigint),
       o AS (
         INSERT INTO orders (public_code, user_id, order_type, table_number, customer_name, phone, delivery_address, session_id,
                             special_instructions, language, status, subtotal, service_fee, delivery_fee, total, idempotency_key, idempotency_fingerprint,
                             email, notify_status, scheduled_for, delivery_lat, delivery_lng, travel_minutes, fire_at)
         SELECT $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10, $11::varchar, $12, $13::numeric, $14::numeric, $15::numeric, $16::numeric, $17, $20, $21::varchar, $22::boolean, $27::timestamptz,
                $30::float8, $31::float8, $32::int, $33::timestamptz
           FROM current_prices
         ON CONFLICT ON CONSTRAINT uq_orders_idempotency_key DO NOTHING
         RETURNING id, public_code, status, created_at
       ),
       lines AS (
         INSERT INTO order_items (order_id, menu_item_id, name, unit_price, quantity, customizations, line_total, station, allergens)
         SELECT o.id, (l->>'menuItemId')::int, l->'name', (l->>'unitPrice')::numeric, (l->>'quantity')::int, l->'customizations', (l->>'lineTotal')::numeric, l->>'station',
                COALESCE(l->'allergens', '[]'::jsonb)
           FROM o, jsonb_array_elements($18::jsonb) WITH ORDINALITY AS e(l, n)
          ORDER BY e.n
         RETURNING id
       ),
       history AS (
         INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_by_role, note)
         SELECT o.id, NULL, $12, $3::uuid, $19, NULL FROM o
         RETURNING id, created_at
       ),
       counted AS (${countedAgainstAllowance('$21::varchar', '$29::int', "FROM o WHERE $23::varchar IS NOT NULL AND 'order-received' = ANY($28::text[])")}),
       mail AS (
         INSERT INTO mail_messages (event_key, kind, recipient, language, subject, text, html)
         SELECT $23::varchar, 'order-received', $21::varchar, $11::varchar, $24::varchar, $25::text, $26::text FROM o
          WHERE $23::varchar IS NOT NULL AND (NOT ('order-received' = ANY($28::text[])) OR EXISTS (SELECT 1 FROM counted))
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
        JSON.stringify(
          items.map((i) => ({
            menuItemId: i.menuItemId,
            name: i.name,
            unitPrice: i.unitPrice,
            quantity: i.quantity,
            customizations: i.customizations,
            lineTotal: i.lineTotal,
            station: i.station,
            allergens: i.allergens,
          })),
        ),
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
        // at most so many confirmations a day to one address (security round three)
        UNVERIFIED_MAIL_KINDS,
        UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY,
        order.deliveryLat,
        order.deliveryLng,
        order.travelMinutes,
        order.fireAt?.toISOString() ?? null,
      ],
    );
    return rows[0];
  }

  /**
   * On PostgreSQL a named prepared statement, planned once per pooled connection (planning the order statement's
   * CTEs on every order took about 40% of the database's time: pgbench, 10 clients, 850 against 1,400 per second);
   * on PGlite a plain query. The statement runs on a connection of TypeORM's pool, taken through a query runner (its
   * documented `connect()`, which gives the driver's client). Errors are pg's own (code, constraint).
   */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    if (this.database.kind !== 'postgresql') return (await this.dataSource.query(text, values)) as T[];
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      return (await client.query({ name, text, values })).rows as T[];
    } finally {
      await runner.release();
    }
  }
}
