import * as v from 'valibot';
import { latLngField } from './delivery';
import { orderCodeFormat } from '../../domain/formats/input-formats';
import { MAX_LINE_QUANTITY, ORDER_STATUSES, ORDER_TYPES } from '../../domain/orders/order-rules';
import {
  calendarDateField,
  emailField,
  ignoredField,
  languageField,
  phoneField,
  queryWholeNumber,
  requiredMessage,
  sessionIdField,
  tableNumberField,
  trimmedText,
  deliveryAddressField,
  wholeNumber,
} from './fields';

/** The most lines one order can have. */
export const MAX_ORDER_LINES = 50;

/** An order's code as typed: trimmed, upper-cased, then 10 letters of the code alphabet. */
export const orderCodeField = v.pipe(v.string(), v.trim(), v.toUpperCase(), orderCodeFormat);

const optionKey = v.pipe(v.string(), v.maxLength(40));

export const orderLineSchema = v.strictObject({
  menuItemId: wholeNumber(1, 2147483647),
  quantity: wholeNumber(1, MAX_LINE_QUANTITY),
  /** Group key to option key (or keys, for a group that allows several). */
  customizations: v.optional(v.record(optionKey, v.union([optionKey, v.pipe(v.array(optionKey), v.maxLength(20))]))),
  /** Ignored: the server prices every line from the menu. */
  price: ignoredField,
});

/** POST /api/orders. A table order needs its table; a pickup or delivery a phone; a delivery its address. */
export const createOrderBody = v.pipe(
  v.strictObject({
    items: v.pipe(v.array(orderLineSchema), v.maxLength(MAX_ORDER_LINES)),
    orderType: v.picklist(ORDER_TYPES),
    /** Order ahead: a pickup or delivery for one of the slots of today or tomorrow; omitted, as soon as possible. */
    scheduledFor: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    tableNumber: v.optional(tableNumberField),
    deliveryAddress: v.optional(deliveryAddressField),
    /** Delivery: the pin the diner placed (or their shared location); the zone holding it prices the delivery. Since 2.7. */
    deliveryLocation: v.optional(latLngField),
    /** Delivery, signed in: keep the address among the account's saved addresses. */
    saveAddress: v.optional(v.boolean()),
    phone: v.optional(phoneField),
    customerName: v.optional(trimmedText(1, 100)),
    /** The cart's session id: lets a guest cancel their own pending order. */
    sessionId: v.optional(sessionIdField),
    specialInstructions: v.optional(trimmedText(0, 500)),
    language: v.optional(languageField),
    /** Where to send the order's confirmation (in the order's language). */
    email: v.optional(emailField),
    /** E-mail each status change too (needs email). */
    notifyStatus: v.optional(v.boolean()),
    /** Ignored: the server computes every total. */
    subtotal: ignoredField,
    total: ignoredField,
  }),
  v.forward(
    v.partialCheck([['orderType'], ['tableNumber']], (order) => order.orderType !== 'table' || order.tableNumber !== undefined, requiredMessage('tableNumber')),
    ['tableNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['orderType'], ['deliveryAddress']],
      (order) => order.orderType !== 'delivery' || order.deliveryAddress !== undefined,
      requiredMessage('deliveryAddress'),
    ),
    ['deliveryAddress'],
  ),
  v.forward(
    v.partialCheck([['orderType'], ['phone']], (order) => order.orderType === 'table' || order.phone !== undefined, requiredMessage('phone')),
    ['phone'],
  ),
);
export type CreateOrderBody = v.InferOutput<typeof createOrderBody>;
export type OrderLineBody = v.InferOutput<typeof orderLineSchema>;

/** GET /api/orders/track. */
export const trackOrderQuery = v.strictObject({ code: orderCodeField, lang: v.optional(languageField) });

/** POST /api/orders/cancel: a guest names the cart session the order was placed with. */
export const cancelOrderBody = v.strictObject({ code: orderCodeField, sessionId: v.optional(sessionIdField) });
export type CancelOrderBody = v.InferOutput<typeof cancelOrderBody>;

/** PATCH /api/admin/orders/:code/status. */
export const changeOrderStatusBody = v.strictObject({ status: v.picklist(ORDER_STATUSES), note: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** A line (or a station's lines) marked done on the board, or not done again. */
export const lineDoneBody = v.strictObject({ done: v.boolean() });

/** One status or several, comma-separated or repeated (the board asks for the open ones). */
const statusList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(v.picklist(ORDER_STATUSES)),
  v.maxLength(ORDER_STATUSES.length),
);

/** GET /api/admin/orders. */
export const adminOrdersQuery = v.strictObject({
  status: v.optional(statusList),
  type: v.optional(v.picklist(ORDER_TYPES)),
  /** Part of the order's code, the diner's phone or name. */
  q: v.optional(trimmedText(0, 50)),
  /** The language of the dishes' and options' names (the staff member's). */
  lang: v.optional(languageField),
  from: v.optional(calendarDateField),
  to: v.optional(calendarDateField),
  page: v.optional(queryWholeNumber(1, 10000)),
  pageSize: v.optional(queryWholeNumber(1, 100)),
});
export type AdminOrdersQuery = v.InferOutput<typeof adminOrdersQuery>;
