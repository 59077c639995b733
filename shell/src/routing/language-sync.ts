import i18next from 'i18next';
import { addLanguageTexts, storeLanguage, type Language } from 'shared-lib';
import { loadShellTexts } from '../i18n/load-texts';
import { appActions } from '../app/app-slice';
import { safeStorage } from '../app/storage';
import { store } from '../app/store';

/** The language in the URL wins: store it, switch the interface and `<html lang>` (SPEC 2.1, 4.1, 4.2). */
export function applyLanguage(lang: Language): void {
  storeLanguage(safeStorage(), lang);
  document.documentElement.lang = lang;
  if (store.getState().app?.language !== lang) store.dispatch(appActions.setLanguage(lang));
  if (i18next.language !== lang) void switchTexts(lang);
}

/** The page starts with its language's texts only: another language's are fetched before the interface switches. */
async function switchTexts(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'common')) {
    try {
      const texts = await loadShellTexts(lang);
      addLanguageTexts(lang, 'common', texts.common);
      addLanguageTexts(lang, 'seo', texts.seo);
    } catch {
      // not reachable now: the interface stays in its language (the next switch tries again)
      return;
    }
  }
  // a later switch may have come first
  if (store.getState().app?.language === lang) await i18next.changeLanguage(lang);
}
