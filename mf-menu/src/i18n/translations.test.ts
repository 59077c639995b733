import { ellipsisProblems, glossaryProblems, gluedSuffixProblems, pluralCategoryProblems } from 'shared-lib/text-rules';
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

it('has exactly the plural forms each language uses (Intl.PluralRules)', () => {
  expect(pluralCategoryProblems(menuTranslations as never)).toEqual([]);
});

it('glues no suffix to an inserted value in Azerbaijani and Turkish', () => {
  expect(gluedSuffixProblems(menuTranslations as never)).toEqual([]);
});

it('uses the glossary\'s one word for each concept (shared-lib/text-rules, GLOSSARY)', () => {
  expect(glossaryProblems(menuTranslations as never)).toEqual([]);
});

it('writes one ellipsis per language ("..." in English, "…" in az, ru and tr)', () => {
  expect(ellipsisProblems(menuTranslations as never)).toEqual([]);
});
