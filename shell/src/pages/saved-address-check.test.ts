import { createInstance } from 'i18next';
import { commonTranslations } from '../i18n';
import { savedAddressError } from './saved-address-check';

async function checkIn(lang: 'az' | 'en' | 'ru' | 'tr', address: string) {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { common: commonTranslations[lang] } }, defaultNS: 'common' });
  return savedAddressError(address, i18n.t.bind(i18n) as never);
}

it('asks for "at least 5" characters, the order\'s own rule, in the page\'s language', async () => {
  expect(await checkIn('en', 'abc')).toBe('Write at least 5 characters: street, house and flat.');
  expect(await checkIn('ru', ' abcd ')).toBe('Напишите не меньше 5 символов: улица, дом и квартира.');
  expect(await checkIn('az', 'abc')).toBe('Ən azı 5 simvol yazın: küçə, ev və mənzil.');
  expect(await checkIn('tr', 'abc')).toBe('En az 5 karakter yazın: sokak, bina no ve daire no.');
});

it('takes a full address and asks for one left empty', async () => {
  expect(await checkIn('en', 'Nizami 10, flat 5')).toBeUndefined();
  expect(await checkIn('en', 'abcde')).toBeUndefined();
  const required = await checkIn('en', '   ');
  expect(required).toBeTruthy();
  expect(required).not.toMatch(/at least/);
});
