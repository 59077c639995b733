import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { followLanguageWithApiErrorTexts } from '../api/error-text';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../domain/i18n/languages';

export type TranslationTree = { [key: string]: string | TranslationTree };
export type Translations = Record<Language, TranslationTree>;

/** The plural categories i18next adds to a key (`items_one`, `items_few`: Intl.PluralRules' names). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A language's texts shaped like the English ones (`T`, the reference): every key of `T`, each a text or a group of the
 * same shape, so a key missing or misspelt in az, ru or tr fails the type-check. Plural forms a language needs and
 * English does not (`_few`, `_many`) are allowed.
 */
export type LanguageTexts<T> = { [K in keyof T]: T[K] extends string ? string : LanguageTexts<T[K]> } & { [key: `${string}_${PluralSuffix}`]: string };

/**
 * Initialises the one i18next instance (the default export, shared as a federation singleton).
 * The shell calls it once; a remote's dev harness calls it when it runs alone.
 */
const pendingNamespaces: Record<string, Translations> = {};

/**
 * A namespace may come in some languages only (the shell fetches its own texts one language at a time); the others
 * are added with addLanguageTexts before the interface switches to them.
 */
export async function initI18n(lng: Language, ownNamespaces: Record<string, Partial<Translations>>): Promise<I18n> {
  const namespaces: Record<string, Partial<Translations>> = { ...pendingNamespaces, ...ownNamespaces };
  const resources: Resource = {};
  for (const l of SUPPORTED_LANGUAGES) {
    resources[l] = Object.fromEntries(Object.entries(namespaces).flatMap(([ns, t]) => (t[l] ? [[ns, t[l]]] : [])));
  }
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      resources,
      defaultNS: 'common',
      ns: Object.keys(namespaces),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // The API's error texts load with the first failure (the API client), then follow each language switch.
    i18next.on('languageChanged', (l) => followLanguageWithApiErrorTexts(l as Language));
  } else {
    for (const [ns, t] of Object.entries(namespaces)) {
      for (const l of SUPPORTED_LANGUAGES) {
        const texts = t[l];
        if (texts) addLanguageTexts(l, ns, texts);
      }
    }
  }
  return i18next;
}

/**
 * Server only: an i18next instance of its own with every language's texts (the process's default instance is never
 * initialised on the server). Each page renders with a clone of it in the page's language (`cloneInstance`), so no
 * request's language is anyone else's, and code that reaches for the global `i18next` on the server finds nothing.
 */
export async function createServerI18n(namespaces: Record<string, Partial<Translations>>): Promise<I18n> {
  const resources: Resource = {};
  for (const l of SUPPORTED_LANGUAGES) {
    resources[l] = Object.fromEntries(Object.entries(namespaces).flatMap(([ns, t]) => (t[l] ? [[ns, t[l]]] : [])));
  }
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    defaultNS: 'common',
    ns: Object.keys(namespaces),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Adds one language's texts of a namespace (merged into what is there). */
export function addLanguageTexts(lng: Language, ns: string, texts: TranslationTree): void {
  i18next.addResourceBundle(lng, ns, texts, true, true);
}

/** A remote adds its own namespace when it loads (or again, harmlessly); before init it waits for initI18n. */
export function addTranslations(namespaces: Record<string, Translations>): void {
  if (!i18next.isInitialized) {
    Object.assign(pendingNamespaces, namespaces);
    return;
  }
  for (const [ns, t] of Object.entries(namespaces)) {
    for (const l of SUPPORTED_LANGUAGES) addLanguageTexts(l, ns, t[l]);
  }
}

function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`)));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every key present in any language but missing (or empty) in another: `['ru: menu.title', ...]`.
 * Plural forms differ by language (ru has _few and _many), so a plural key counts once, by its base.
 */
export function missingTranslationKeys(translations: Translations): string[] {
  const base = (k: string) => k.replace(PLURAL_SUFFIX, '');
  const all = new Set(SUPPORTED_LANGUAGES.flatMap((l) => keysOf(translations[l]).map(base)));
  const missing: string[] = [];
  for (const l of SUPPORTED_LANGUAGES) {
    const present = new Set(
      keysOf(translations[l])
        .filter((k) => {
          const v = k.split('.').reduce<unknown>((node, part) => (node as TranslationTree)?.[part], translations[l]);
          return typeof v === 'string' && v.trim().length > 0;
        })
        .map(base),
    );
    for (const k of all) if (!present.has(k)) missing.push(`${l}: ${k}`);
  }
  return missing;
}
