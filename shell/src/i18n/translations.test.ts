import { textRuleProblems } from 'shared-lib/text-rules';
import { missingTranslationKeys } from 'shared-lib';
import { commonTranslations } from './index';
import { LINK_TEXTS } from '../pages/link-texts';

it('has every shell text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(commonTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect((commonTranslations.en as { loading: string }).loading).toBe('Loading...');
});

it('follows the text rules: the glossary, nothing glued to a value in az/tr, Russian agreement, plural forms per language, one ellipsis, one range dash (shared-lib/text-rules)', () => {
  expect(textRuleProblems(commonTranslations as never)).toEqual([]);
  // the pages opened from an e-mail's link carry their own texts
  expect(textRuleProblems(LINK_TEXTS as never)).toEqual([]);
});
