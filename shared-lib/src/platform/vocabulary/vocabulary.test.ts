// The restaurant's vocabulary: every code of the domain's lists named in the four languages, in one place.
import { ALLERGENS } from '../../domain/menu/allergens';
import { DIETARY_TAGS } from '../../domain/menu/dietary-tags';
import { ORDER_STATUSES, ORDER_TYPES, RESERVATION_STATUSES } from '../../domain/orders/order-rules';
import { ROLES } from '../../domain/roles/roles';
import { CONTACT_STATUSES } from '../../contracts/requests/contact';
import { missingTranslationKeys } from '../i18n/setup';
import { vocabularyTranslations } from './index';

type Groups = Record<string, Record<string, string>>;
const LANGUAGES = ['az', 'en', 'ru', 'tr'] as const;

it('has every key in az, en, ru and tr', () => {
  expect(missingTranslationKeys(vocabularyTranslations)).toEqual([]);
});

it('names every allergen, dietary tag, status, order type and role of the domain, and nothing else', () => {
  const lists: Record<string, readonly string[]> = {
    allergens: ALLERGENS,
    allergenFree: ALLERGENS,
    dietary: DIETARY_TAGS,
    orderStatus: ORDER_STATUSES,
    orderType: ORDER_TYPES,
    reservationStatus: RESERVATION_STATUSES,
    contactStatus: CONTACT_STATUSES,
    roles: ROLES,
  };
  const wrong: string[] = [];
  for (const lang of LANGUAGES) {
    const texts = vocabularyTranslations[lang] as Groups;
    for (const [group, codes] of Object.entries(lists)) {
      for (const code of codes) if (!texts[group]?.[code]?.trim()) wrong.push(`${lang}: no ${group}.${code}`);
      for (const code of Object.keys(texts[group] ?? {})) if (!codes.includes(code)) wrong.push(`${lang}: ${group}.${code} is not a code`);
    }
  }
  expect(wrong).toEqual([]);
});

it('says the names the terminology fixes', () => {
  const [az, ru, tr] = (['az', 'ru', 'tr'] as const).map((lang) => vocabularyTranslations[lang] as Groups);
  expect([az!.allergens!.gluten, az!.allergens!.milk, az!.allergens!.lupin]).toEqual(['qlüten', 'süd', 'lüpin (acıpaxla)']);
  expect([ru!.allergens!.gluten, ru!.allergens!.milk, ru!.allergens!.mustard]).toEqual(['глютен', 'молоко', 'горчица']);
  expect(tr!.allergens!.milk).toBe('süt');
  // Russian agreement: an order (заказ) is "Подтверждён", a booking (бронь) is "Подтверждена".
  expect([ru!.orderStatus!.confirmed, ru!.reservationStatus!.confirmed]).toEqual(['Подтверждён', 'Подтверждена']);
  expect(az!.roles!.SUPER_ADMIN).toBe('Baş administrator');
});
