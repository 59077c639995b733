import type { Language, SeoTexts, TranslationTree } from 'shared-lib';

/** One language's texts of the shell: its own (`common`) and the page titles and descriptions (`seo`, from shared-lib). */
export interface ShellTexts {
  common: TranslationTree;
  seo: SeoTexts;
}

// In the browser the shell's texts come one language at a time, each a chunk of its own (both imports of a language
// name the same chunk), so a page carries only its language's texts (the server and the tests use all four: ./index.ts
// and shared-lib/seo-texts).
const LOADERS: Record<Language, () => Promise<ShellTexts>> = {
  az: () =>
    Promise.all([import(/* webpackChunkName: "texts-az" */ './locales/az'), import(/* webpackChunkName: "texts-az" */ 'shared-lib/seo-texts/az')]).then(([c, s]) => ({ common: c.az, seo: s.az })),
  en: () =>
    Promise.all([import(/* webpackChunkName: "texts-en" */ './locales/en'), import(/* webpackChunkName: "texts-en" */ 'shared-lib/seo-texts/en')]).then(([c, s]) => ({ common: c.en, seo: s.en })),
  ru: () =>
    Promise.all([import(/* webpackChunkName: "texts-ru" */ './locales/ru'), import(/* webpackChunkName: "texts-ru" */ 'shared-lib/seo-texts/ru')]).then(([c, s]) => ({ common: c.ru, seo: s.ru })),
  tr: () =>
    Promise.all([import(/* webpackChunkName: "texts-tr" */ './locales/tr'), import(/* webpackChunkName: "texts-tr" */ 'shared-lib/seo-texts/tr')]).then(([c, s]) => ({ common: c.tr, seo: s.tr })),
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
