import type { LINK_TEXTS } from '../pages/link-texts';
import type { VocabularyTexts } from 'shared-lib/vocabulary';
import type { en } from './locales/en';

// The keys of the shell's namespaces, checked by the type-check: a `t('…')` of a key the English texts do not have
// fails (az, ru and tr are held to the same keys by LanguageTexts). The `seo` and `apiErrors` namespaces are read
// through shared-lib's own functions (page heads, error texts), whose keys are built from typed codes.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en; links: (typeof LINK_TEXTS)['en']; vocabulary: VocabularyTexts };
  }
}
