import * as v from 'valibot';
import { MAX_KITCHEN_STATIONS, STATION_ID_PATTERN } from '../../domain/orders/kitchen-stations';
import { PAYMENT_METHODS } from '../../domain/orders/order-rules';
import { RESTAURANT_TABLES } from '../../domain/orders/tables';
import { MONEY_INPUT_PATTERN } from '../../domain/money/money';
import { calendarDateField, emailField, exactText, numberBetween, phoneField, slugField, timeField, wholeNumber } from './fields';

/** A full http(s) address, 500 characters at most. */
const webAddress = v.pipe(v.string(), v.maxLength(500), v.url(), v.regex(/^https?:\/\//i));

export const pricingSettingsSchema = v.strictObject({
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  serviceFeeRate: v.optional(numberBetween(0, 1)),
  deliveryFee: v.optional(v.pipe(v.string(), v.regex(MONEY_INPUT_PATTERN))),
  freeDeliveryThreshold: v.optional(v.pipe(v.string(), v.regex(MONEY_INPUT_PATTERN))),
});

const localizedText = v.strictObject({ az: exactText(1, 300), en: exactText(1, 300), ru: exactText(1, 300), tr: exactText(1, 300) });

/**
 * The schemes an app's own link may use: the delivery, map and navigation apps diners in Baku open (Wolt, Bolt Food,
 * Yango, Google Maps, Apple Maps, Waze, Yandex Maps and Navigator, 2GIS). Any other scheme (`javascript:`, `data:`,
 * `file:`, `intent:`) is refused with a field message (security round four).
 */
export const APP_LINK_SCHEMES = ['wolt', 'boltfood', 'yango', 'comgooglemaps', 'maps', 'waze', 'yandexmaps', 'yandexnavi', 'dgis'] as const;
const appLink = v.pipe(v.string(), v.regex(new RegExp(`^(${APP_LINK_SCHEMES.join('|')}):\\/\\/[^\\s"'<>\\\\]{1,300}$`, 'i')));

export const linkOptionSchema = v.strictObject({
  name: exactText(1, 60),
  url: webAddress,
  /** An app's own link, such as wolt://venue/pizza-inn: one of APP_LINK_SCHEMES. */
  appUrl: v.optional(appLink),
});

const hoursSchema = v.strictObject({ open: timeField, close: timeField });

/** Each weekday's hours, or null when the restaurant is closed that day (all seven are given). */
const weeklyHoursSchema = v.strictObject({
  mon: v.nullable(hoursSchema),
  tue: v.nullable(hoursSchema),
  wed: v.nullable(hoursSchema),
  thu: v.nullable(hoursSchema),
  fri: v.nullable(hoursSchema),
  sat: v.nullable(hoursSchema),
  sun: v.nullable(hoursSchema),
});

/** Opening hours per weekday (a close at or before the open is after midnight) and dates closed all day. */
export const openingHoursSchema = v.strictObject({ weekly: weeklyHoursSchema, closedDates: v.pipe(v.array(calendarDateField), v.maxLength(100)) });

const links = v.optional(v.pipe(v.array(linkOptionSchema), v.maxLength(5)));

export const restaurantInfoSchema = v.strictObject({
  name: v.optional(exactText(1, 100)),
  phone: v.optional(phoneField),
  shortPhone: v.optional(v.pipe(v.string(), v.regex(/^\*?\d{3,6}$/))),
  email: v.optional(emailField),
  address: v.optional(localizedText),
  geo: v.optional(v.strictObject({ lat: numberBetween(-90, 90), lng: numberBetween(-180, 180) })),
  workingHours: v.optional(hoursSchema),
  openingHours: v.optional(openingHoursSchema),
  socialMedia: v.optional(v.strictObject({ facebook: webAddress, instagram: webAddress, twitter: webAddress })),
  deliveryPlatforms: links,
  maps: links,
  navigationApps: links,
  rating: v.optional(v.strictObject({ value: numberBetween(0, 5), count: wholeNumber(0, 100000000) })),
  openSince: v.optional(wholeNumber(1900, 2100)),
});

export const reservationSettingsSchema = v.strictObject({
  seatsPerSlot: v.optional(wholeNumber(1, 500)),
  largeGroupNoticeHours: v.optional(wholeNumber(0, 168)),
});

/** PUT /api/admin/settings (SUPER_ADMIN): everything, the restaurant's contacts and links included. */
export const updateSettingsBody = v.strictObject({
  reservations: v.optional(reservationSettingsSchema),
  settings: v.optional(pricingSettingsSchema),
  restaurant: v.optional(restaurantInfoSchema),
});
export type UpdateSettingsBody = v.InferOutput<typeof updateSettingsBody>;

/** The order board's prep-time targets, in minutes: amber from `warn`, red from `late`. */
export const prepTargetsSchema = v.strictObject({ warn: wholeNumber(1, 240), late: wholeNumber(1, 240) });

const stationName = exactText(1, 40);

/** A kitchen station and the menu categories (by slug) it makes; a category no station lists goes to the first. */
export const kitchenStationSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(STATION_ID_PATTERN)),
  name: v.strictObject({ az: stationName, en: stationName, ru: stationName, tr: stationName }),
  categories: v.pipe(v.array(slugField), v.maxLength(50)),
});

/**
 * PUT /api/admin/settings/operations (MANAGER and up): the fees, seats per slot, the opening hours and closed dates,
 * the board's prep-time targets, the kitchen's stations and how diners pay.
 */
export const operationsSettingsBody = v.strictObject({
  settings: v.optional(pricingSettingsSchema),
  reservations: v.optional(reservationSettingsSchema),
  openingHours: v.optional(openingHoursSchema),
  prepTargets: v.optional(prepTargetsSchema),
  /** 1 to MAX_KITCHEN_STATIONS stations with distinct ids; each category in at most one. */
  stations: v.optional(v.pipe(v.array(kitchenStationSchema), v.minLength(1), v.maxLength(MAX_KITCHEN_STATIONS))),
  /** How diners pay: one or both. */
  paymentMethods: v.optional(v.pipe(v.array(v.picklist(PAYMENT_METHODS)), v.minLength(1), v.maxLength(PAYMENT_METHODS.length))),
  /** How many tables the restaurant has (their QR codes; an order at a table names one of them). */
  tableCount: v.optional(wholeNumber(1, RESTAURANT_TABLES.max)),
  /** Whether STAFF may mark a dish sold out from the order board (a manager always may). */
  staffMarksSoldOut: v.optional(v.boolean()),
});
export type OperationsSettingsBody = v.InferOutput<typeof operationsSettingsBody>;

/** PUT /api/admin/settings/ordering: true pauses online ordering, false takes orders again. */
export const orderingBody = v.strictObject({ paused: v.boolean() });
