// The booking form checks its fields with the booking's request schema: what the form lets through, the API takes.
import { initI18n } from 'shared-lib';
import { bookingNamespaces } from '../i18n';
import { EMPTY_FORM, NAME_LENGTH, validateReservation } from './reservation-form';
import i18next from 'i18next';

const TODAY = new Date('2026-11-26T10:00:00Z');
const FILLED = {
  ...EMPTY_FORM,
  date: '2026-11-28',
  time: '19:30',
  fullName: 'Aysel Məmmədova',
  phoneNumber: '+994 50 123 45 67',
  emailAddress: 'aysel@example.az',
};

it('takes a booking the API takes', () => {
  expect(validateReservation(FILLED, TODAY)).toEqual({});
});

it('names what is missing or wrong at its field', () => {
  expect(validateReservation(EMPTY_FORM, TODAY)).toEqual({
    date: 'required',
    time: 'required',
    fullName: 'required',
    phoneNumber: 'required',
    emailAddress: 'required',
  });
  expect(validateReservation({ ...FILLED, fullName: 'A', phoneNumber: '12', emailAddress: 'aysel@', date: '2027-03-01', time: '25:00' }, TODAY)).toEqual({
    fullName: 'nameLength',
    phoneNumber: 'phone',
    emailAddress: 'email',
    date: 'dateRange',
    time: 'required',
  });
  expect(validateReservation({ ...FILLED, fullName: 'x'.repeat(101) }, TODAY)).toEqual({ fullName: 'nameLength' });
});

it("says the name's limits from the schema, in the guest's language", async () => {
  await initI18n('ru', bookingNamespaces);
  expect(i18next.t('booking:errors.nameLength', NAME_LENGTH)).toBe('Введите имя: от 2 до 100 символов.');
  await i18next.changeLanguage('en');
  expect(i18next.t('booking:errors.nameLength', NAME_LENGTH)).toBe('Please enter your name: 2 to 100 characters.');
});
