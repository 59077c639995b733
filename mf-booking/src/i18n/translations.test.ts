import { ellipsisProblems, glossaryProblems, gluedSuffixProblems, pluralCategoryProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { bookingTranslations } from './index';

it('has every booking text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(bookingTranslations)).toEqual([]);
});

it('states the spec limits in English', () => {
  expect(bookingTranslations.en).toMatchObject({
    infoLargeGroups: 'Groups of 8 or more need advance booking.',
    infoDaysAhead: 'Reservations are accepted up to 30 days ahead.',
    required: 'required',
    optional: 'optional',
  });
});

it('has exactly the plural forms each language uses (Intl.PluralRules)', () => {
  expect(pluralCategoryProblems(bookingTranslations as never)).toEqual([]);
});

it('glues no suffix to an inserted value in Azerbaijani and Turkish', () => {
  expect(gluedSuffixProblems(bookingTranslations as never)).toEqual([]);
});

it('uses the glossary\'s one word for each concept (shared-lib/text-rules, GLOSSARY)', () => {
  expect(glossaryProblems(bookingTranslations as never)).toEqual([]);
});

it('writes one ellipsis per language ("..." in English, "…" in az, ru and tr)', () => {
  expect(ellipsisProblems(bookingTranslations as never)).toEqual([]);
});
