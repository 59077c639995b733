import type { VocabularyTexts } from 'shared-lib/vocabulary';
import type { en } from './en';

// The keys of this remote's texts, checked by the type-check: a `t('…')` of a key the English texts do not have fails
// (az, ru and tr are held to the same keys by LanguageTexts).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { booking: typeof en; vocabulary: VocabularyTexts };
  }
}
