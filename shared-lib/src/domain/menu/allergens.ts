/**
 * The 14 allergens EU law asks restaurants to declare (Regulation 1169/2011, Annex II): the one list of codes. Each
 * remote that shows them names them in its translation files (mf-menu: `allergenNames.<code>`).
 */
export const ALLERGENS = [
  'gluten',
  'milk',
  'egg',
  'nuts',
  'peanuts',
  'fish',
  'shellfish',
  'soy',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(code: string): code is Allergen {
  return (ALLERGENS as readonly string[]).includes(code);
}
