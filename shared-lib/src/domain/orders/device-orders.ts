import { STORAGE_KEYS } from '../brand/brand';
import { fitsFormat, orderCodeFormat } from '../formats/input-formats';
import type { KeyValueStorage } from '../i18n/detect';
import { ORDER_AHEAD } from './order-ahead';

/** An order placed on this device: enough to find it again (the code) and to forget it in time. */
export interface DeviceOrder {
  code: string;
  /** When it was placed (ms since the epoch). */
  placedAt: number;
}

/** How many orders this device remembers, newest first. */
export const DEVICE_ORDERS_KEPT = 10;
/** How long this device remembers an order. */
export const DEVICE_ORDER_DAYS = 30;
/**
 * How long after placing it an order may still be open, so the open-order banner reads it: an order ahead is for up to
 * ORDER_AHEAD.days later, and a day more covers the evening it is served. Older orders are only listed, never read.
 */
export const OPEN_ORDER_WATCH_HOURS = (ORDER_AHEAD.days + 1) * 24;

/**
 * The orders placed on this device, newest first, so a guest who closed the tab finds them again (the open-order
 * banner, "Your recent orders" on the tracking page). Unreadable or stale entries are left out.
 */
export function deviceOrders(storage: KeyValueStorage | undefined, now = Date.now()): DeviceOrder[] {
  try {
    const raw = JSON.parse(storage?.getItem(STORAGE_KEYS.deviceOrders) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (o): o is DeviceOrder =>
          typeof o === 'object' &&
          o !== null &&
          fitsFormat(orderCodeFormat, String(o.code)) &&
          typeof o.placedAt === 'number' &&
          now - o.placedAt < DEVICE_ORDER_DAYS * 86400000,
      )
      .slice(0, DEVICE_ORDERS_KEPT);
  } catch {
    return [];
  }
}

/** Remembers an order placed on this device (once, newest first, the oldest let go past DEVICE_ORDERS_KEPT). */
export function rememberDeviceOrder(storage: KeyValueStorage | undefined, code: string, now = Date.now()): void {
  const kept = deviceOrders(storage, now).filter((o) => o.code !== code);
  try {
    storage?.setItem(STORAGE_KEYS.deviceOrders, JSON.stringify([{ code, placedAt: now }, ...kept].slice(0, DEVICE_ORDERS_KEPT)));
  } catch {
    // storage full or blocked: the order is still found by its code and in the e-mail
  }
}

/** The orders of this device that may still be open (placed within OPEN_ORDER_WATCH_HOURS). */
export function deviceOrdersToWatch(storage: KeyValueStorage | undefined, now = Date.now()): DeviceOrder[] {
  return deviceOrders(storage, now).filter((o) => now - o.placedAt < OPEN_ORDER_WATCH_HOURS * 3600000);
}
