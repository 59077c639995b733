import { ellipsisProblems, glossaryProblems, gluedSuffixProblems, pluralCategoryProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { adminTranslations } from './index';

it('has every admin text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(adminTranslations)).toEqual([]);
});

it('uses the spec fallback text literally in English', () => {
  expect(adminTranslations.en).toMatchObject({ loginFailed: 'Login failed' });
});

// Roles, statuses and order types are the shared vocabulary's (shared-lib/src/platform/vocabulary, tested there).

it('has exactly the plural forms each language uses (Intl.PluralRules)', () => {
  expect(pluralCategoryProblems(adminTranslations as never)).toEqual([]);
});

it('glues no suffix to an inserted value in Azerbaijani and Turkish', () => {
  expect(gluedSuffixProblems(adminTranslations as never)).toEqual([]);
});

it('uses the glossary\'s one word for each concept (shared-lib/text-rules, GLOSSARY)', () => {
  expect(glossaryProblems(adminTranslations as never)).toEqual([]);
});

it('writes one ellipsis per language ("..." in English, "…" in az, ru and tr)', () => {
  expect(ellipsisProblems(adminTranslations as never)).toEqual([]);
});
