import * as v from 'valibot';
import { reservationCodeFormat } from '../../domain/formats/input-formats';
import { RESERVATION_STATUSES } from '../../domain/orders/order-rules';
import { MAX_PARTY_SIZE } from '../../domain/reservations/reservation-rules';
import {
  calendarDateField,
  emailField,
  languageField,
  personNameField,
  phoneField,
  queryWholeNumber,
  slugField,
  timeField,
  trimmedText,
  wholeNumber,
} from './fields';

/** What a booking is for. */
export const OCCASIONS = ['birthday', 'anniversary', 'business', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

const guestsField = wholeNumber(1, MAX_PARTY_SIZE);

/** GET /api/reservations/availability: the business day (a slot after midnight belongs to the evening before). */
export const availabilityQuery = v.strictObject({ date: calendarDateField, guests: queryWholeNumber(1, MAX_PARTY_SIZE) });

/** POST /api/reservations. */
export const createReservationBody = v.strictObject({
  guests: guestsField,
  date: calendarDateField,
  time: timeField,
  name: personNameField,
  phone: phoneField,
  email: emailField,
  specialRequests: v.optional(trimmedText(0, 500)),
  occasion: v.optional(v.picklist(OCCASIONS)),
  /** The birthday package chosen. */
  package: v.optional(slugField),
  language: v.optional(languageField),
});
export type CreateReservationBody = v.InferOutput<typeof createReservationBody>;

/** A reservation's code as typed: trimmed, upper-cased, then R and 7 letters. */
export const reservationCodeField = v.pipe(v.string(), v.trim(), v.toUpperCase(), reservationCodeFormat);

/** The reference code and the phone or e-mail the reservation was made with. */
export const reservationAccessBody = v.strictObject({ code: reservationCodeField, contact: trimmedText(3, 254) });
export type ReservationAccessBody = v.InferOutput<typeof reservationAccessBody>;

/** POST /api/reservations/update: the access and what changes. */
export const updateReservationBody = v.strictObject({
  ...reservationAccessBody.entries,
  guests: v.optional(guestsField),
  date: v.optional(calendarDateField),
  time: v.optional(timeField),
});
export type UpdateReservationBody = v.InferOutput<typeof updateReservationBody>;

/** PATCH /api/admin/reservations/:code/status. */
export const changeReservationStatusBody = v.strictObject({ status: v.picklist(RESERVATION_STATUSES) });

/** GET /api/admin/reservations. */
export const adminReservationsQuery = v.strictObject({ date: v.optional(calendarDateField), status: v.optional(v.picklist(RESERVATION_STATUSES)) });
