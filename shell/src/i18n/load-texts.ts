import type { Language, TranslationTree } from 'shared-lib';

// The shell's own texts (the `common` namespace) in the browser: one language at a time, each a chunk of its own, so a
// page carries only its language's texts (the server and the tests use all four: ./index.ts).
const LOADERS: Record<Language, () => Promise<TranslationTree>> = {
  az: () => import(/* webpackChunkName: "texts-az" */ './locales/az').then((m) => m.az),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en').then((m) => m.en),
  ru: () => import(/* webpackChunkName: "texts-ru" */ './locales/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "texts-tr" */ './locales/tr').then((m) => m.tr),
};

const loading = new Map<Language, Promise<TranslationTree>>();

/** The shell's texts in `lang`, fetched once (a failed fetch is tried again on the next call). */
export function loadCommonTexts(lang: Language): Promise<TranslationTree> {
  let texts = loading.get(lang);
  if (!texts) {
    texts = LOADERS[lang]();
    texts.catch(() => loading.delete(lang));
    loading.set(lang, texts);
  }
  return texts;
}
