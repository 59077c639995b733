import type { TranslationTree } from 'shared-lib';
import type { Language, SeoTexts } from 'shared-lib/domain';
import type { VocabularyTexts } from 'shared-lib/vocabulary';

/**
 * One language's texts of the shell: its own (`common`), the page titles and descriptions (`seo`, from shared-lib) and
 * the restaurant's vocabulary (`vocabulary`, shared-lib's: the order statuses it lists, named as every remote names them).
 */
export interface ShellTexts {
  common: TranslationTree;
  seo: SeoTexts;
  vocabulary: VocabularyTexts;
}

// In the browser the shell's texts come one language at a time, each a chunk of its own (both imports of a language
// name the same chunk), so a page carries only its language's texts (the server and the tests use all four: ./index.ts
// and shared-lib/seo-texts).
const LOADERS: Record<Language, () => Promise<ShellTexts>> = {
  az: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-az" */ './locales/az'),
      import(/* webpackChunkName: "texts-az" */ 'shared-lib/seo-texts/az'),
      import(/* webpackChunkName: "texts-az" */ 'shared-lib/vocabulary/az'),
    ]).then(([c, s, v]) => ({ common: c.az, seo: s.az, vocabulary: v.az })),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-en" */ './locales/en'),
      import(/* webpackChunkName: "texts-en" */ 'shared-lib/seo-texts/en'),
      import(/* webpackChunkName: "texts-en" */ 'shared-lib/vocabulary/en'),
    ]).then(([c, s, v]) => ({ common: c.en, seo: s.en, vocabulary: v.en })),
  ru: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-ru" */ './locales/ru'),
      import(/* webpackChunkName: "texts-ru" */ 'shared-lib/seo-texts/ru'),
      import(/* webpackChunkName: "texts-ru" */ 'shared-lib/vocabulary/ru'),
    ]).then(([c, s, v]) => ({ common: c.ru, seo: s.ru, vocabulary: v.ru })),
  tr: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-tr" */ './locales/tr'),
      import(/* webpackChunkName: "texts-tr" */ 'shared-lib/seo-texts/tr'),
      import(/* webpackChunkName: "texts-tr" */ 'shared-lib/vocabulary/tr'),
    ]).then(([c, s, v]) => ({ common: c.tr, seo: s.tr, vocabulary: v.tr })),
};

const loading = new Map<Language, Promise<ShellTexts>>();

/** The shell's texts in `lang`, fetched once (a failed fetch is tried again on the next call). */
export function loadShellTexts(lang: Language): Promise<ShellTexts> {
  let texts = loading.get(lang);
  if (!texts) {
    texts = LOADERS[lang]();
    texts.catch(() => loading.delete(lang));
    loading.set(lang, texts);
  }
  return texts;
}
