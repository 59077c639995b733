import type { OrderDto } from 'shared-lib/contracts';
import type { Language } from 'shared-lib/domain';
import { pick } from '../menu/entities/localized-text';
import type { Order } from './order.entity';

/** An order as its diner sees it: the public code, never the internal id (shared-lib's contract). */
export type OrderView = OrderDto;

export function toOrderView(order: Order, lang: Language): OrderView {
  return {
    code: order.publicCode,
    status: order.status,
    orderType: order.orderType,
    tableNumber: order.tableNumber,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    travelMinutes: order.travelMinutes ?? null,
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
    items: [...(order.items ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((i) => ({
        menuItemId: i.menuItemId,
        name: pick(i.name, lang),
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        lineTotal: i.lineTotal,
        customizations: i.customizations.map((c) => ({ group: c.group, option: c.option, name: pick(c.name, lang), priceDelta: c.priceDelta })),
      })),
    subtotal: order.subtotal,
    serviceFee: order.serviceFee,
    deliveryFee: order.deliveryFee,
    total: order.total,
    specialInstructions: order.specialInstructions,
    createdAt: order.createdAt.toISOString(),
    history: [...(order.history ?? [])].sort((a, b) => a.id - b.id).map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString() })),
  };
}

/** What staff see besides: who placed it, how to reach them, and who changed what. */
export function toAdminOrderView(order: Order, lang: Language, staffNames: ReadonlyMap<string, string> = new Map()) {
  return {
    ...toOrderView(order, lang),
    customerName: order.customerName,
    phone: order.phone,
    deliveryAddress: order.deliveryAddress,
    // the diner's pin, for the courier
    deliveryLocation: order.deliveryLat !== null && order.deliveryLng !== null ? { lat: order.deliveryLat, lng: order.deliveryLng } : null,
    language: order.language,
    userId: order.userId,
    // an order ahead: when it goes on the kitchen's screens (null: at once)
    fireAt: order.fireAt?.toISOString() ?? null,
    // each line with its id, its kitchen station, whether the kitchen marked it done (the board's tap on a line) and
    // the allergens its dish had when it was ordered
    lines: [...(order.items ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((i) => ({ id: i.id, station: i.station ?? 'kitchen', done: i.doneAt !== null && i.doneAt !== undefined, allergens: i.allergens ?? [] })),
    history: [...(order.history ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((h) => ({
        from: h.fromStatus,
        status: h.toStatus,
        at: h.createdAt.toISOString(),
        by: h.changedBy,
        byName: h.changedBy ? (staffNames.get(h.changedBy) ?? null) : null,
        byRole: h.changedByRole,
        note: h.note,
      })),
  };
}
