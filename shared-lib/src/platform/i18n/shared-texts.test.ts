// The texts shared-lib itself carries (the restaurant's vocabulary, the API's error texts, the pages' titles and
// descriptions) by the same rules as every app's translations (text-rules.ts).
import { az as seoAz } from '../../domain/seo/texts/az';
import { en as seoEn } from '../../domain/seo/texts/en';
import { ru as seoRu } from '../../domain/seo/texts/ru';
import { tr as seoTr } from '../../domain/seo/texts/tr';
import errorsAz from '../api/error-texts/az';
import errorsEn from '../api/error-texts/en';
import errorsRu from '../api/error-texts/ru';
import errorsTr from '../api/error-texts/tr';
import { vocabularyTranslations } from '../vocabulary';
import { textRuleProblems } from './text-rules';

const SETS = {
  vocabulary: vocabularyTranslations,
  'API error texts': { az: errorsAz, en: errorsEn, ru: errorsRu, tr: errorsTr },
  'page titles and descriptions': { az: seoAz, en: seoEn, ru: seoRu, tr: seoTr },
};

it.each(Object.entries(SETS))('%s: the glossary, no suffix glued to a value, plural forms as the language has them, one ellipsis', (_name, texts) => {
  expect(textRuleProblems(texts as never)).toEqual([]);
});
