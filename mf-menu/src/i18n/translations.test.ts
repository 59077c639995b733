import { textRuleProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { menuTranslations } from './index';

it('has every menu text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(menuTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect(menuTranslations.en).toMatchObject({
    noResults: 'No items found matching your search',
    emptyCategory: 'No items in this category',
    addedToCart: '{{item}} added to cart',
  });
  expect((menuTranslations.en as { birthday: Record<string, string> }).birthday).toMatchObject({
    errorTitle: 'Oops! Menu not available',
    errorText: "The birthday menu couldn't be loaded. Please try downloading it instead!",
    tryAgain: 'Try Again',
    bookParty: 'Book a party',
  });
});

// Allergen and dietary tag names are the shared vocabulary's (shared-lib/src/platform/vocabulary, tested there).

it('follows the text rules: the glossary, nothing glued to a value in az/tr, plural forms per language, one ellipsis (shared-lib/text-rules)', () => {
  expect(textRuleProblems(menuTranslations as never)).toEqual([]);
});
