import { createInstance } from 'i18next';
import { cartTranslations } from '../i18n';
import { checkoutErrorText, checkoutFieldErrors, type CheckoutFields } from './checkout-fields';

const delivery: CheckoutFields = { orderType: 'delivery', table: '', phone: '+994 50 123 45 67', address: 'Nizami 10', email: '', tableCount: 30 };

async function textsIn(lang: 'en' | 'ru', fields: CheckoutFields) {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: cartTranslations[lang] } } });
  return Object.fromEntries(
    Object.entries(checkoutFieldErrors(fields)).map(([field, error]) => [field, checkoutErrorText(field as never, error, i18n.t.bind(i18n) as never)]),
  );
}

it('checks a too-short address by the order schema: "at least 5", and a too-long one "300 at most"', async () => {
  expect(checkoutFieldErrors({ ...delivery, address: ' abc ' })).toEqual({ deliveryAddress: { code: 'tooShort', params: { min: 5 } } });
  expect(await textsIn('en', { ...delivery, address: 'abc' })).toEqual({ deliveryAddress: 'Please enter the full address (at least 5 characters).' });
  expect(await textsIn('ru', { ...delivery, address: 'abc' })).toEqual({ deliveryAddress: 'Пожалуйста, введите полный адрес (не менее 5 символов).' });
  expect(checkoutFieldErrors({ ...delivery, address: 'x'.repeat(301) })).toEqual({ deliveryAddress: { code: 'tooLong', params: { max: 300 } } });
  expect(await textsIn('en', { ...delivery, address: 'x'.repeat(301) })).toEqual({ deliveryAddress: 'The address is too long: 300 characters at most.' });
  expect(checkoutFieldErrors(delivery)).toEqual({});
});

it('asks for what the order type needs, by the same rules as the API', async () => {
  expect(checkoutFieldErrors({ ...delivery, orderType: 'table', table: '' })).toEqual({ tableNumber: { code: 'required' } });
  expect(checkoutFieldErrors({ ...delivery, orderType: 'table', table: 'A 1' })).toEqual({ tableNumber: { code: 'format' } });
  // only the restaurant's own tables (the QR page's)
  expect(checkoutFieldErrors({ ...delivery, orderType: 'table', table: '31' })).toEqual({ tableNumber: { code: 'TABLE_UNKNOWN', params: { max: 30 } } });
  expect(checkoutFieldErrors({ ...delivery, orderType: 'table', table: '30' })).toEqual({});
  expect(await textsIn('ru', { ...delivery, orderType: 'table', table: '31' })).toEqual({
    tableNumber: 'Столики у нас пронумерованы от 1 до 30. Проверьте номер на вашем столике.',
  });
  expect(checkoutFieldErrors({ ...delivery, orderType: 'pickup', phone: 'call me' })).toEqual({ phone: { code: 'phone' } });
  expect(checkoutFieldErrors({ ...delivery, email: 'diner@' })).toEqual({ email: { code: 'email' } });
  expect(await textsIn('en', { ...delivery, orderType: 'pickup', phone: '  ' })).toEqual({ phone: 'Please fill in this field.' });
});
