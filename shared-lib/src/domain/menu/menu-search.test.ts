import type { MenuItemDto } from '../../contracts/menu';
import { matchesSearch, searchWords } from '../i18n/search-text';
import { ALLERGENS, ALLERGEN_SEARCH_WORDS } from './allergens';
import { DIETARY_SEARCH_WORDS } from './dietary-tags';
import { filterMenuItems, searchMenuItems, type MenuFilters } from './menu-search';

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
  searchText: '',
  price: '1.00',
  image: null,
  featured: false,
  available: true,
  sortOrder: 0,
  customizations: [],
  ...extra,
});

// The Russian page's items: names in Russian, the other languages' names beside them; `searchText` as the API builds
// it (the category's names and the ingredients in all four languages).
const PIZZAS = 'Pizzalar Pizzas Пицца Pizzalar';
const ru = [
  item(1, 'Пепперони', {
    otherNames: ['Pepperoni', 'Pepperoni', 'Pepperoni'],
    description: 'Острая говяжья пепперони.',
    searchText: `${PIZZAS} mal əti pepperonisi, mozzarella beef pepperoni, mozzarella говяжья пепперони, моцарелла dana pepperoni, mozzarella`,
    dietary: ['meat', 'spicy'],
    allergens: ['gluten', 'milk'],
  }),
  item(2, 'Вегетарианская', {
    otherNames: ['Vegetarian', 'Vegetarian', 'Vejetaryen'],
    description: 'Перец, грибы, оливки.',
    searchText: `${PIZZAS} göbələk, zeytun mushrooms, olives грибы, оливки mantar, zeytin`,
    dietary: ['vegetarian'],
    allergens: ['gluten', 'milk'],
  }),
  item(3, 'Азербайджанский завтрак', {
    otherNames: ['Azərbaycan səhər yeməyi', 'Azerbaijani Breakfast', 'Azerbaycan kahvaltısı'],
    searchText: 'Səhər yeməyi Breakfast Завтраки Kahvaltı pendir, qaymaq, bal cheese, kaymak, honey сыр, каймак, мёд peynir, kaymak, bal',
    dietary: ['vegetarian'],
    allergens: ['milk', 'egg'],
  }),
  item(4, 'Пенне арраббьята', {
    otherNames: ['Penne arrabyata', 'Penne Arrabbiata', 'Penne Arrabbiata'],
    searchText: 'Pasta Pasta Паста Makarnalar',
    dietary: ['vegetarian', 'vegan', 'spicy'],
    allergens: ['gluten'],
  }),
  item(5, 'Бакинская пахлава', {
    otherNames: ['Bakı paxlavası', 'Baku Pakhlava', 'Bakü Baklavası'],
    searchText: 'Desertlər Desserts Десерты Tatlılar xəmir, qoz, zəfəran, bal pastry, walnuts, saffron тесто, грецкий орех hamur, ceviz',
    dietary: ['vegetarian'],
    allergens: ['gluten', 'nuts', 'milk', 'egg'],
  }),
  item(6, 'Айран', { otherNames: ['Ayran', 'Ayran', 'Ayran'], searchText: 'İçkilər Drinks Напитки İçecekler', dietary: ['vegetarian'], allergens: ['milk'] }),
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
    expect(ids('')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('finds dishes by their dietary tags in every language', () => {
    expect(ids('мясо')).toEqual([1]);
    expect(ids('meat')).toEqual([1]);
    expect(ids('ət')).toEqual([1]);
    expect(ids('et')).toEqual([1]);
    expect(ids('острое')).toEqual([1, 4]);
    expect(ids('vegan')).toEqual([4]);
    // the name "Вегетарианская" first, then the dishes tagged vegetarian
    expect(ids('вегетарианск')).toEqual([2, 3, 4, 5, 6]);
  });

  it('finds every dish of a category by its name in any language: "pizza" every pizza, "pasta" every pasta', () => {
    for (const query of ['pizza', 'PIZZA', 'pizzalar', 'пицца', 'pizz']) expect(ids(query)).toEqual([1, 2]);
    for (const query of ['pasta', 'паста', 'makarna']) expect(ids(query)).toEqual([4]);
    expect(ids('tatlı')).toEqual([5]);
    expect(ids('tatli')).toEqual([5]);
    expect(ids('desert')).toEqual([5]);
  });

  it('finds a dish by words of its name and of the rest together', () => {
    expect(ids('пепперони острое')).toEqual([1]);
    expect(ids('pepperoni mozzarella')).toEqual([1]);
    expect(ids('pepperoni sushi')).toEqual([]);
  });

  it('finds dishes by their ingredients in any language, letters typed without their marks', () => {
    expect(ids('mushroom')).toEqual([2]);
    expect(ids('göbələk')).toEqual([2]);
    expect(ids('gobelek')).toEqual([2]);
    expect(ids('zəfəran')).toEqual([5]);
    expect(ids('zeferan')).toEqual([5]);
    expect(ids('kaymak')).toEqual([3]);
  });

  it('finds every dish with an allergen by its name in any language: "nuts", "gluten", "süd"', () => {
    for (const query of ['nuts', 'nut', 'walnut', 'орехи', 'орех', 'qoz', 'ceviz', 'fındık', 'findik']) expect(ids(query)).toEqual([5]);
    for (const query of ['gluten', 'глютен', 'qlüten', 'qluten', 'buğday', 'wheat']) expect(ids(query)).toEqual([1, 2, 4, 5]);
    for (const query of ['milk', 'молоко', 'süd', 'sud', 'süt', 'sut']) expect(ids(query)).toEqual([1, 2, 3, 5, 6]);
    expect(ids('egg')).toEqual([3, 5]);
    expect(ids('yumurta')).toEqual([3, 5]);
    expect(ids('peanuts')).toEqual([]);
  });

  it('no search word of one allergen or dietary tag begins with a word of another, so one never finds the other', () => {
    const wordsOf = (texts: Record<string, string>) => new Set(Object.values(texts).flatMap(searchWords));
    const groups = [
      ...Object.entries(ALLERGEN_SEARCH_WORDS).map(([code, texts]) => ({ code, words: wordsOf(texts) })),
      ...Object.entries(DIETARY_SEARCH_WORDS).map(([code, texts]) => ({ code, words: wordsOf(texts) })),
    ];
    const clashes: string[] = [];
    for (const a of groups)
      for (const b of groups)
        if (a !== b) for (const wa of a.words) for (const wb of b.words) if (wb.startsWith(wa)) clashes.push(`${a.code}:${wa} begins ${b.code}:${wb}`);
    expect(clashes).toEqual([]);
    expect(Object.keys(ALLERGEN_SEARCH_WORDS)).toEqual([...ALLERGENS]);
  });

  it('filters by every chosen tag and leaves out every excluded allergen', () => {
    const filtered = (filters: Partial<MenuFilters>) => filterMenuItems(ru, { diets: [], without: [], ...filters }).map((i) => i.id);
    expect(filtered({ diets: ['vegetarian'] })).toEqual([2, 3, 4, 5, 6]);
    expect(filtered({ diets: ['vegetarian', 'spicy'] })).toEqual([4]);
    expect(filtered({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filtered({ without: ['nuts'] })).toEqual([1, 2, 3, 4, 6]);
    expect(filtered({ without: ['gluten'] })).toEqual([3, 6]);
    expect(filtered({ without: ['gluten', 'milk'] })).toEqual([]);
    expect(filtered({ diets: ['vegetarian'], without: ['gluten', 'egg'] })).toEqual([6]);
  });
});
