import i18next from 'i18next';
import { initI18n } from 'shared-lib';
import { store } from '../app/store';
import { en } from '../i18n/locales/en';
import { ru } from '../i18n/locales/ru';
import { tr } from '../i18n/locales/tr';
import { applyLanguage } from './language-sync';

// The browser starts with its page's language only (start.tsx, i18n/load-texts.ts).
beforeAll(() => initI18n('en', { common: { en } }));

it('starts with one language and fetches another before switching to it', async () => {
  expect(i18next.t('nav.home')).toBe('Home');
  expect(i18next.hasResourceBundle('ru', 'common')).toBe(false);

  document.documentElement.lang = 'en';
  applyLanguage('ru');

  // <html lang> names the language of the texts on screen: still English until the Russian texts are in
  expect(document.documentElement.lang).toBe('en');
  expect(store.getState().app?.language).toBe('ru');
  await waitFor(() => i18next.language === 'ru');
  expect(i18next.t('nav.home')).toBe(ru.nav.home);
  // the page titles came with them
  expect(i18next.getResource('ru', 'seo', 'title.location')).toBe('Как добраться');
  expect(ru.nav.home).not.toBe('Home');
});

it('ends in the last language chosen when two switches overlap', async () => {
  applyLanguage('tr');
  applyLanguage('en');
  applyLanguage('tr');
  applyLanguage('en');
  await waitFor(() => i18next.hasResourceBundle('tr', 'common'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(i18next.language).toBe('en');
  expect(i18next.t('nav.home')).toBe('Home');
  expect(i18next.getResource('tr', 'common', 'nav.home')).toBe(tr.nav.home);
});

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
