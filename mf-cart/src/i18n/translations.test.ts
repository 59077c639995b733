import { textRuleProblems } from 'shared-lib/text-rules';
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

it('follows the text rules: the glossary, nothing glued to a value in az/tr, plural forms per language, one ellipsis (shared-lib/text-rules)', () => {
  expect(textRuleProblems(cartTranslations as never)).toEqual([]);
});
