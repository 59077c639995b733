import { reservationDateBounds, fitsFormat, emailFormat, phoneFormat } from 'shared-lib';

export interface ReservationForm {
  guests: string;
  date: string;
  time: string;
  fullName: string;
  phoneNumber: string;
  emailAddress: string;
  specialRequests: string;
}

export type FieldErrors = Partial<Record<keyof ReservationForm, 'required' | 'email' | 'phone' | 'dateRange' | 'noSeats' | 'notice' | 'timeGone'>>;

export const EMPTY_FORM: ReservationForm = {
  guests: '2',
  date: '',
  time: '',
  fullName: '',
  phoneNumber: '',
  emailAddress: '',
  specialRequests: '',
};


/** Client-side checks, so the guest sees every problem at its field before anything is sent. */
export function validateReservation(form: ReservationForm, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['guests', 'date', 'time', 'fullName', 'phoneNumber', 'emailAddress'] as const) {
    if (!form[field].trim()) errors[field] = 'required';
  }
  const { min, max } = reservationDateBounds(today);
  if (form.date && (form.date < min || form.date > max)) errors.date = 'dateRange';
  if (form.emailAddress.trim() && !fitsFormat(emailFormat, form.emailAddress.trim())) errors.emailAddress = 'email';
  if (form.phoneNumber.trim() && !fitsFormat(phoneFormat, form.phoneNumber.trim())) errors.phoneNumber = 'phone';
  return errors;
}
