import { textRuleProblems } from 'shared-lib/text-rules';
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

it('follows the text rules: the glossary, nothing glued to a value in az/tr, plural forms per language, one ellipsis (shared-lib/text-rules)', () => {
  expect(textRuleProblems(bookingTranslations as never)).toEqual([]);
});
