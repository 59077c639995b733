// `shared-lib/vocabulary`: the restaurant's vocabulary (allergens, dietary tags, order and booking statuses, order
// types, contact message statuses, roles) in the four languages, as one i18next namespace, `vocabulary`, that every
// remote showing these names adds with its own (`t('vocabulary:orderStatus.ready')`): one name per thing everywhere
// (docs/terminology.md). An entry of its own, not in shared-lib's singleton root: a remote that shows none of it
// carries none of it.
import type { Translations } from '../i18n/setup';
import { az } from './az';
import { en } from './en';
import { ru } from './ru';
import { tr } from './tr';

export const VOCABULARY_NAMESPACE = 'vocabulary';

/** Its English texts are the type of the namespace (each remote's i18next.d.ts: `vocabulary: VocabularyTexts`). */
export type VocabularyTexts = typeof en;

export const vocabularyTranslations: Translations = { az, en, ru, tr };
