import { STORAGE_KEYS } from '../brand/brand';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { languageFromPath } from './paths';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The saved preference, or undefined; a failed read logs the warning of SPEC 8.5 and counts as absent. */
export function readStoredLanguage(storage: KeyValueStorage | undefined): Language | undefined {
  try {
    const value = storage?.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : undefined;
  } catch {
    console.warn('Failed to read language preference from localStorage');
    return undefined;
  }
}

/** Saves a preference, only for a supported code (SPEC 4.1, 5). Returns whether it was saved. */
export function storeLanguage(storage: KeyValueStorage | undefined, lang: unknown): boolean {
  if (!isLanguage(lang)) return false;
  try {
    storage?.setItem(STORAGE_KEYS.language, lang);
    return true;
  } catch {
    return false;
  }
}

/** The first part of a browser language tag ("ru-RU" -> "ru"), if supported. */
export function languageFromBrowser(tags: readonly string[] | undefined): Language | undefined {
  for (const tag of tags ?? []) {
    const code = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(code)) return code;
  }
  return undefined;
}

/** SPEC 4.1: URL, then stored choice, then browser language, then az. */
export function detectLanguage(input: { pathname: string; storage?: KeyValueStorage; browserLanguages?: readonly string[] }): Language {
  return languageFromPath(input.pathname) ?? readStoredLanguage(input.storage) ?? languageFromBrowser(input.browserLanguages) ?? DEFAULT_LANGUAGE;
}
