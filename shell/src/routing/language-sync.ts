import i18next from 'i18next';
import { useEffect } from 'react';
import { addLanguageTexts, useTranslation } from 'shared-lib';
import { isLanguage, storeLanguage, type Language } from 'shared-lib/domain';
import { loadShellTexts } from '../i18n/load-texts';
import { appActions } from '../app/app-slice';
import { safeStorage } from '../app/storage';
import { store } from '../app/store';

/** The language in the URL wins: store it and switch the interface (SPEC 2.1, 4.1, 4.2). */
export function applyLanguage(lang: Language): void {
  storeLanguage(safeStorage(), lang);
  if (store.getState().app?.language !== lang) store.dispatch(appActions.setLanguage(lang));
  if (i18next.language !== lang) void switchTexts(lang);
}

/**
 * A page of language `lang`: switches to it, and keeps `<html lang>` naming the language of the texts on screen (set
 * after React has shown them, so a screen reader never reads one language's texts with another's voice).
 */
export function usePageLanguage(lang: Language | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (lang) applyLanguage(lang);
  }, [lang]);
  const shown = i18n.language;
  useEffect(() => {
    if (isLanguage(shown)) document.documentElement.lang = shown;
  }, [shown]);
}

/** The page starts with its language's texts only: another language's are fetched before the interface switches. */
async function switchTexts(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'common')) {
    try {
      const texts = await loadShellTexts(lang);
      addLanguageTexts(lang, 'common', texts.common);
      addLanguageTexts(lang, 'seo', texts.seo);
      addLanguageTexts(lang, 'vocabulary', texts.vocabulary);
    } catch {
      // not reachable now: the interface stays in its language (the next switch tries again)
      return;
    }
  }
  // a later switch may have come first
  if (store.getState().app?.language === lang) await i18next.changeLanguage(lang);
}
