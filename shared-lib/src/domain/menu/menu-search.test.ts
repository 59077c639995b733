import type { MenuItemDto } from '../../contracts/menu';
import { matchesSearch, searchWords } from '../i18n/search-text';
import { filterByDietaryTags, searchMenuItems } from './menu-search';

const item = (id: number, name: string, extra: Partial<MenuItemDto> = {}): MenuItemDto => ({
  id,
  slug: `i${id}`,
  categoryId: 1,
  category: 'c',
  name,
  description: '',
  ingredients: '',
  allergens: [],
  dietary: [],
  otherNames: [],
  price: '1.00',
  image: null,
  featured: false,
  available: true,
  sortOrder: 0,
  customizations: [],
  ...extra,
});

// The Russian page's items: names in Russian, the other languages' names beside them.
const ru = [
  item(1, 'Пепперони', { otherNames: ['Pepperoni', 'Pepperoni', 'Pepperoni'], description: 'Острая говяжья пепперони.', dietary: ['meat', 'spicy'] }),
  item(2, 'Вегетарианская', { otherNames: ['Vegetarian', 'Vegetarian', 'Vejetaryen'], description: 'Перец, грибы, оливки.', dietary: ['vegetarian'] }),
  item(3, 'Азербайджанский завтрак', {
    otherNames: ['Azərbaycan səhər yeməyi', 'Azerbaijani Breakfast', 'Azerbaycan kahvaltısı'],
    ingredients: 'сыр, каймак, мёд',
    dietary: ['vegetarian'],
  }),
  item(4, 'Пенне арраббьята', { otherNames: ['Penne Arrabyata', 'Penne Arrabbiata', 'Penne Arrabbiata'], dietary: ['vegetarian', 'vegan', 'spicy'] }),
];
const ids = (query: string) => searchMenuItems(ru, query).map((i) => i.id);

describe('menu search', () => {
  it('matches whole words and word beginnings, never the middle of a word', () => {
    expect(matchesSearch('mal əti pepperonisi', 'ət')).toBe(true);
    expect(matchesSearch('Vegetarian', 'et')).toBe(false);
    expect(matchesSearch('Vegetarian', 'ət')).toBe(false);
    expect(matchesSearch('Pepperoni', 'pep')).toBe(true);
    expect(matchesSearch('Pepperoni', 'roni')).toBe(false);
    expect(matchesSearch('Azərbaycan səhər yeməyi', 'SEHER YEM')).toBe(true);
    expect(matchesSearch('Azərbaycan səhər yeməyi', 'seher pizza')).toBe(false);
    expect(matchesSearch('anything', '  ')).toBe(true);
  });

  it('meets common spellings: doubled letters count once', () => {
    expect(searchWords('Pepperoni')).toEqual(searchWords('peperoni'));
    expect(searchWords('Пепперони')).toEqual(searchWords('пеперони'));
    expect(ids('peperoni')).toEqual([1]);
    expect(ids('пеперони')).toEqual([1]);
    expect(ids('arabiata')).toEqual([4]);
  });

  it('finds a dish by its name in any language, name matches first', () => {
    expect(ids('pepperoni')).toEqual([1]);
    expect(ids('breakfast')).toEqual([3]);
    expect(ids('səhər')).toEqual([3]);
    expect(ids('seher')).toEqual([3]);
    expect(ids('kahvaltı')).toEqual([3]);
    expect(ids('каймак')).toEqual([3]);
    expect(ids('sushi')).toEqual([]);
    expect(ids('')).toEqual([1, 2, 3, 4]);
  });

  it('finds dishes by their dietary tags in every language', () => {
    expect(ids('мясо')).toEqual([1]);
    expect(ids('meat')).toEqual([1]);
    expect(ids('ət')).toEqual([1]);
    expect(ids('et')).toEqual([1]);
    expect(ids('острое')).toEqual([1, 4]);
    expect(ids('vegan')).toEqual([4]);
    // the name "Вегетарианская" first, then the dishes tagged vegetarian
    expect(ids('вегетарианск')).toEqual([2, 3, 4]);
  });

  it('filters by every chosen tag', () => {
    expect(filterByDietaryTags(ru, ['vegetarian']).map((i) => i.id)).toEqual([2, 3, 4]);
    expect(filterByDietaryTags(ru, ['vegetarian', 'spicy']).map((i) => i.id)).toEqual([4]);
    expect(filterByDietaryTags(ru, []).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});
