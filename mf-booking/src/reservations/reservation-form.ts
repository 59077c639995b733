import { reservationDateBounds } from 'shared-lib/domain';
import { createReservationBody, fieldErrorFor, PERSON_NAME_LENGTH } from 'shared-lib/requests';

export interface ReservationForm {
  guests: string;
  date: string;
  time: string;
  fullName: string;
  phoneNumber: string;
  emailAddress: string;
  specialRequests: string;
}

export type FieldErrors = Partial<
  Record<keyof ReservationForm, 'required' | 'email' | 'phone' | 'nameLength' | 'dateRange' | 'noSeats' | 'notice' | 'timeGone'>
>;

export const EMPTY_FORM: ReservationForm = {
  guests: '2',
  date: '',
  time: '',
  fullName: '',
  phoneNumber: '',
  emailAddress: '',
  specialRequests: '',
};

/** The name's limits, for its error text ("2 to 100 characters"). */
export const NAME_LENGTH = PERSON_NAME_LENGTH;

type CheckedField = 'guests' | 'date' | 'time' | 'fullName' | 'phoneNumber' | 'emailAddress';
const BODY = createReservationBody.entries;

/** Each field the form requires, the request's field that carries it (its rule) and what a failed rule is called. */
const RULES: Record<
  CheckedField,
  { schema: (typeof BODY)[keyof typeof BODY]; sent: (value: string) => unknown; problem: NonNullable<FieldErrors[CheckedField]> }
> = {
  guests: { schema: BODY.guests, sent: Number, problem: 'required' },
  date: { schema: BODY.date, sent: String, problem: 'dateRange' },
  time: { schema: BODY.time, sent: String, problem: 'required' },
  fullName: { schema: BODY.name, sent: String, problem: 'nameLength' },
  phoneNumber: { schema: BODY.phone, sent: String, problem: 'phone' },
  emailAddress: { schema: BODY.email, sent: String, problem: 'email' },
};

/**
 * Client-side checks, so the guest sees every problem at its field before anything is sent: each field with the
 * booking's request schema (createReservationBody, the rules the API applies), then the date within the bookable days.
 */
export function validateReservation(form: ReservationForm, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(RULES) as Array<[CheckedField, (typeof RULES)[CheckedField]]>) {
    if (!form[field].trim()) errors[field] = 'required';
    else if (fieldErrorFor(rule.schema, rule.sent(form[field]))) errors[field] = rule.problem;
  }
  const { min, max } = reservationDateBounds(today);
  if (!errors.date && form.date && (form.date < min || form.date > max)) errors.date = 'dateRange';
  return errors;
}
