import { ALLERGENS, missingTranslationKeys } from 'shared-lib';
import { menuTranslations } from './index';

it('has every menu text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(menuTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect(menuTranslations.en).toMatchObject({
    noResults: 'No items found matching your search',
    emptyCategory: 'No items in this category',
    addedToCart: '{{item}} added to cart',
  });
  expect((menuTranslations.en as { birthday: Record<string, string> }).birthday).toMatchObject({
    errorTitle: 'Oops! Menu not available',
    errorText: "The birthday menu couldn't be loaded. Please try downloading it instead!",
    tryAgain: 'Try Again',
    bookParty: 'Book a party',
  });
});

it('names every allergen of shared-lib in the four languages', () => {
  for (const lang of ['az', 'en', 'ru', 'tr'] as const) {
    const names = (menuTranslations[lang] as { allergenNames: Record<string, string> }).allergenNames;
    expect(ALLERGENS.filter((code) => !names[code]?.trim()).map((code) => `${lang}:${code}`)).toEqual([]);
    expect(Object.keys(names).sort()).toEqual([...ALLERGENS].sort());
  }
  const name = (lang: 'az' | 'ru' | 'tr', code: string) => (menuTranslations[lang] as { allergenNames: Record<string, string> }).allergenNames[code];
  expect([name('az', 'gluten'), name('az', 'milk'), name('az', 'lupin')]).toEqual(['qlüten', 'süd', 'lüpin (acı paxla)']);
  expect([name('ru', 'gluten'), name('ru', 'milk'), name('ru', 'mustard')]).toEqual(['глютен', 'молоко', 'горчица']);
  expect(name('tr', 'milk')).toBe('süt');
});
