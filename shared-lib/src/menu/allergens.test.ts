import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { ALLERGEN_NAMES, ALLERGENS, allergenName } from './allergens';

it('names every allergen in the four languages', () => {
  for (const allergen of ALLERGENS) for (const lang of SUPPORTED_LANGUAGES) expect([allergen, lang, ALLERGEN_NAMES[allergen][lang]?.trim()]).toEqual([allergen, lang, expect.any(String)]);
  expect(ALLERGENS.flatMap((a) => SUPPORTED_LANGUAGES.filter((l) => !ALLERGEN_NAMES[a][l])).length).toBe(0);
});

it('shows allergens in the page language', () => {
  expect(['gluten', 'milk'].map((a) => allergenName(a, 'az'))).toEqual(['qlüten', 'süd']);
  expect(['gluten', 'milk', 'mustard'].map((a) => allergenName(a, 'ru'))).toEqual(['глютен', 'молоко', 'горчица']);
  expect(allergenName('milk', 'tr')).toBe('süt');
});
