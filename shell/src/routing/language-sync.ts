import i18next from 'i18next';
import { storeLanguage, type Language } from 'shared-lib';
import { store } from '../app/store';
import { languageChanged } from '../app/app-slice';

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language in the URL wins: store it, switch the interface and `<html lang>` (SPEC 2.1, 4.1, 4.2). */
export function applyLanguage(lang: Language): void {
  storeLanguage(safeStorage(), lang);
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (store.getState().app?.language !== lang) store.dispatch(languageChanged(lang));
}

export { safeStorage };
