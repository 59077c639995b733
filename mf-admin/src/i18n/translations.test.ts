import { textRuleProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { adminTranslations } from './index';

it('has every admin text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(adminTranslations)).toEqual([]);
});

it('uses the spec fallback text literally in English', () => {
  expect(adminTranslations.en).toMatchObject({ loginFailed: 'Login failed' });
});

// Roles, statuses and order types are the shared vocabulary's (shared-lib/src/platform/vocabulary, tested there).

it('follows the text rules: the glossary, nothing glued to a value in az/tr, plural forms per language, one ellipsis (shared-lib/text-rules)', () => {
  expect(textRuleProblems(adminTranslations as never)).toEqual([]);
});
