import { missingTranslationKeys, ORDER_STATUSES, ORDER_TYPES, RESERVATION_STATUSES, ROLES } from 'shared-lib';
import { adminTranslations } from './index';

it('has every admin text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(adminTranslations)).toEqual([]);
});

it('uses the spec fallback text literally in English', () => {
  expect(adminTranslations.en).toMatchObject({ loginFailed: 'Login failed' });
});

it('names every role, order status, order type and reservation status in the four languages', () => {
  const lists = { roles: ROLES, status: ORDER_STATUSES, orderType: ORDER_TYPES, reservationStatus: RESERVATION_STATUSES } as const;
  const missing: string[] = [];
  for (const lang of ['az', 'en', 'ru', 'tr'] as const) {
    const texts = adminTranslations[lang] as Record<string, Record<string, string>>;
    for (const [group, codes] of Object.entries(lists)) for (const code of codes) if (!texts[group]?.[code]?.trim()) missing.push(`${lang}:${group}.${code}`);
  }
  expect(missing).toEqual([]);
  const ru = adminTranslations.ru as Record<string, Record<string, string>>;
  // Russian agreement: an order (заказ) is "Подтверждён", a reservation (бронь) is "Подтверждена".
  expect([ru.status?.confirmed, ru.reservationStatus?.confirmed]).toEqual(['Подтверждён', 'Подтверждена']);
  expect((adminTranslations.az as Record<string, Record<string, string>>).roles?.SUPER_ADMIN).not.toBe('SUPER_ADMIN');
});
