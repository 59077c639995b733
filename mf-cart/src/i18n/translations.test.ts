import { ellipsisProblems, glossaryProblems, gluedSuffixProblems, pluralCategoryProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { cartTranslations } from './index';

it('has every cart text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(cartTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect(cartTranslations.en).toMatchObject({
    empty: 'Your cart is empty',
    removed: '{{item}} removed from cart',
    restored: '{{item}} restored to cart',
    cleared: 'Order cleared',
    emptyOrder: 'Your order is empty',
    viewCart: 'View Cart',
    checkout: 'Checkout',
  });
});

it('has exactly the plural forms each language uses (Intl.PluralRules)', () => {
  expect(pluralCategoryProblems(cartTranslations as never)).toEqual([]);
});

it('glues no suffix to an inserted value in Azerbaijani and Turkish', () => {
  expect(gluedSuffixProblems(cartTranslations as never)).toEqual([]);
});

it('uses the glossary\'s one word for each concept (shared-lib/text-rules, GLOSSARY)', () => {
  expect(glossaryProblems(cartTranslations as never)).toEqual([]);
});

it('writes one ellipsis per language ("..." in English, "…" in az, ru and tr)', () => {
  expect(ellipsisProblems(cartTranslations as never)).toEqual([]);
});
