import { ellipsisProblems, glossaryProblems, gluedSuffixProblems, pluralCategoryProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { commonTranslations } from './index';

it('has every shell text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(commonTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect((commonTranslations.en as { loading: string }).loading).toBe('Loading...');
});

it('has exactly the plural forms each language uses (Intl.PluralRules)', () => {
  expect(pluralCategoryProblems(commonTranslations as never)).toEqual([]);
});

it('glues no suffix to an inserted value in Azerbaijani and Turkish', () => {
  expect(gluedSuffixProblems(commonTranslations as never)).toEqual([]);
});

it('uses the glossary\'s one word for each concept (shared-lib/text-rules, GLOSSARY)', () => {
  expect(glossaryProblems(commonTranslations as never)).toEqual([]);
});

it('writes one ellipsis per language ("..." in English, "…" in az, ru and tr)', () => {
  expect(ellipsisProblems(commonTranslations as never)).toEqual([]);
});
