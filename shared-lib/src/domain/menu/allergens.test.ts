import { ALLERGENS, isAllergen } from './allergens';

it('knows the 14 declared allergens and nothing else', () => {
  expect(ALLERGENS).toHaveLength(14);
  expect(['gluten', 'milk', 'molluscs'].every(isAllergen)).toBe(true);
  expect(isAllergen('Gluten')).toBe(false);
  expect(isAllergen('bacon')).toBe(false);
});
