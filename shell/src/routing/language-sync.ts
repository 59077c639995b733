import i18next from 'i18next';
import { storeLanguage, type Language } from 'shared-lib';
import { appActions } from '../app/app-slice';
import { safeStorage } from '../app/storage';
import { store } from '../app/store';

/** The language in the URL wins: store it, switch the interface and `<html lang>` (SPEC 2.1, 4.1, 4.2). */
export function applyLanguage(lang: Language): void {
  storeLanguage(safeStorage(), lang);
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (store.getState().app?.language !== lang) store.dispatch(appActions.setLanguage(lang));
}
