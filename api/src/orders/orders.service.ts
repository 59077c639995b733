import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { addDays, bakuInstant, canChangeOrderStatus, EMPTY_ORDER_MESSAGE, exactOrderTotals, fromQapik, toQapik, type OrderStatus, type Role } from 'shared-lib/core';
import { randomCode } from '../common/codes';
import { EventBus } from '../events/event-bus';
import { MenuItem } from '../menu/entities/menu-item.entity';
import { pick } from '../menu/entities/localized-text';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import type { CreateOrderDto, OrderLineDto } from './orders.dto';
import { Order, OrderItem, OrderStatusChange, type ChosenOption } from './order.entity';

const UNIQUE_VIOLATION = '23505';

function unprocessable(field: string, message: string): never {
  throw new UnprocessableEntityException({ message, errors: { [field]: [message] } });
}

/** Checks a line's customisations against the item's groups and prices them from the menu. */
function chooseOptions(item: MenuItem, line: OrderLineDto, field: string): ChosenOption[] {
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
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(MenuItem) private readonly menuItems: Repository<MenuItem>,
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
  ) {}

  findByCode(code: string): Promise<Order | null> {
    return this.orders.findOne({ where: { publicCode: code }, relations: { items: true, history: true } });
  }

  private findByKey(key: string): Promise<Order | null> {
    return this.orders.findOne({ where: { idempotencyKey: key }, relations: { items: true, history: true } });
  }

  /**
   * Prices everything from the database (any price the client sends is ignored), applies SPEC 9 through
   * shared-lib, and saves the order with its first history entry. With an idempotency key, a retry returns
   * the first order. Returns whether the order was created now.
   */
  async create(dto: CreateOrderDto, user: User | undefined, idempotencyKey?: string): Promise<{ order: Order; created: boolean }> {
    if (idempotencyKey) {
      const existing = await this.findByKey(idempotencyKey);
      if (existing) return { order: existing, created: false };
    }
    if (dto.items.length === 0) throw new BadRequestException({ message: EMPTY_ORDER_MESSAGE, errors: { items: [EMPTY_ORDER_MESSAGE] } });

    const ids = [...new Set(dto.items.map((l) => l.menuItemId))];
    const found = await this.menuItems.find({ where: { id: In(ids) }, relations: { category: true } });
    const byId = new Map(found.map((i) => [i.id, i]));
    const lines = dto.items.map((line, index) => {
      const field = `items.${index}`;
      const item = byId.get(line.menuItemId);
      if (!item || !item.category.visible) unprocessable(`${field}.menuItemId`, `Item ${line.menuItemId} is not on the menu`);
      if (!item.available) unprocessable(`${field}.menuItemId`, `${pick(item.name, 'en')} is not available right now`);
      const options = chooseOptions(item, line, field);
      const unit = toQapik(item.price) + options.reduce((sum, o) => sum + toQapik(o.priceDelta), 0);
      if (unit < 0) unprocessable(field, `${pick(item.name, 'en')} cannot cost less than nothing`);
      return { item, line, options, unit, total: unit * line.quantity };
    });

    const subtotal = fromQapik(lines.reduce((sum, l) => sum + l.total, 0));
    const totals = exactOrderTotals(subtotal, dto.orderType, await this.settings.pricing());

    for (let attempt = 0; ; attempt++) {
      try {
        const order = await this.orders.manager.transaction(async (em) => {
          const saved = await em.save(
            em.create(Order, {
              publicCode: randomCode(),
              userId: user?.id ?? null,
              orderType: dto.orderType,
              tableNumber: dto.orderType === 'table' ? dto.tableNumber ?? null : null,
              customerName: dto.customerName ?? user?.name ?? null,
              phone: dto.phone ?? user?.phone ?? null,
              deliveryAddress: dto.orderType === 'delivery' ? dto.deliveryAddress ?? null : null,
              sessionId: dto.sessionId ?? null,
              specialInstructions: dto.specialInstructions ?? '',
              language: dto.language ?? 'az',
              status: 'pending',
              ...totals,
              idempotencyKey: idempotencyKey ?? null,
            }),
          );
          await em.save(
            lines.map((l) =>
              em.create(OrderItem, {
                orderId: saved.id,
                menuItemId: l.item.id,
                name: l.item.name,
                unitPrice: fromQapik(l.unit),
                quantity: l.line.quantity,
                customizations: l.options,
                lineTotal: fromQapik(l.total),
              }),
            ),
          );
          await em.save(em.create(OrderStatusChange, { orderId: saved.id, fromStatus: null, toStatus: 'pending', changedBy: user?.id ?? null, changedByRole: user?.role ?? null }));
          return saved;
        });
        const full = (await this.findByCode(order.publicCode))!;
        await this.bus.publish('order', { type: 'created', code: full.publicCode, status: full.status, at: full.createdAt.toISOString() }).catch(() => undefined);
        return { order: full, created: true };
      } catch (error) {
        const constraint = (error as { constraint?: string; code?: string }).constraint;
        if ((error as { code?: string }).code === UNIQUE_VIOLATION && constraint === 'uq_orders_idempotency_key' && idempotencyKey) {
          // The same submission raced itself: the first one won, answer with it.
          const existing = await this.findByKey(idempotencyKey);
          if (existing) return { order: existing, created: false };
        }
        if ((error as { code?: string }).code === UNIQUE_VIOLATION && constraint === 'uq_orders_public_code' && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** Moves an order along SPEC 4.5; anything else is 409 and changes nothing. */
  async changeStatus(code: string, to: OrderStatus, actor: { id: string | null; role: Role | null }, note?: string): Promise<Order> {
    const changed = await this.orders.manager.transaction(async (em: EntityManager) => {
      const order = await em.createQueryBuilder(Order, 'o').setLock('pessimistic_write').where('o.public_code = :code', { code }).getOne();
      if (!order) throw new NotFoundException('Order not found');
      if (!canChangeOrderStatus(order.status, to)) {
        throw new ConflictException({ message: `An order that is ${order.status} cannot become ${to}`, errors: { status: [`Allowed from ${order.status}: ${this.allowed(order.status)}`] } });
      }
      await em.update(Order, { id: order.id }, { status: to });
      await em.save(em.create(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: to, changedBy: actor.id, changedByRole: actor.role, note: note ?? null }));
      return order;
    });
    const full = (await this.findByCode(changed.publicCode))!;
    await this.bus.publish('order', { type: 'status', code: full.publicCode, status: full.status, at: new Date().toISOString() }).catch(() => undefined);
    return full;
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
    if (order.status !== 'pending') throw new ConflictException({ message: 'Only a pending order can be cancelled', errors: { status: [`The order is ${order.status}`] } });
    return this.changeStatus(code, 'cancelled', { id: user?.id ?? null, role: user?.role ?? null }, 'Cancelled by the customer');
  }

  history(userId: string): Promise<Order[]> {
    return this.orders.find({ where: { userId }, relations: { items: true, history: true }, order: { createdAt: 'DESC' }, take: 50 });
  }

  async list(filter: { status?: OrderStatus; from?: string; to?: string; page: number; pageSize: number }) {
    const q = this.orders.createQueryBuilder('o').leftJoinAndSelect('o.items', 'i').leftJoinAndSelect('o.history', 'h').orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC');
    if (filter.status) q.andWhere('o.status = :status', { status: filter.status });
    // Dates are Baku calendar days (UTC+4).
    if (filter.from) q.andWhere('o.created_at >= :from', { from: bakuInstant(filter.from, '00:00') });
    if (filter.to) q.andWhere('o.created_at < :to', { to: bakuInstant(addDays(filter.to, 1), '00:00') });
    const [items, total] = await q.skip((filter.page - 1) * filter.pageSize).take(filter.pageSize).getManyAndCount();
    return { items, total };
  }
}
