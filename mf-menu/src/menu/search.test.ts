import type { MenuItemDto } from 'shared-lib';
import { searchItems } from './search';

const item = (id: number, name: string, description = '', ingredients = ''): MenuItemDto => ({
  id,
  slug: `i${id}`,
  categoryId: 1,
  category: 'c',
  name,
  description,
  ingredients,
  allergens: [],
  price: '1.00',
  image: null,
  featured: false,
  available: true,
  sortOrder: 0,
  customizations: [],
});

const items = [item(1, 'Azərbaycan səhər yeməyi', 'Pendir, qaymaq, bal'), item(2, 'Pomidor-yumurta'), item(3, 'Bakı paxlavası', '', 'qoz, zəfəran'), item(4, 'Çiyələkli milkşeyk')];

describe('menu search', () => {
  it('finds the same items with and without the Azerbaijani letters', () => {
    const names = (q: string) => searchItems(items, q).map((i) => i.id);
    expect(names('səhər')).toEqual([1]);
    expect(names('seher')).toEqual(names('səhər'));
    expect(names('BAKI')).toEqual([3]);
    expect(names('baki')).toEqual(names('Bakı'));
    expect(names('ciyelek')).toEqual([4]);
    expect(names('Çiyələk')).toEqual([4]);
    expect(names('zeferan')).toEqual([3]);
  });

  it('searches descriptions and ingredients, and finds nothing for nonsense', () => {
    expect(searchItems(items, 'qaymaq').map((i) => i.id)).toEqual([1]);
    expect(searchItems(items, 'sushi')).toEqual([]);
    expect(searchItems(items, '   ')).toHaveLength(4);
  });
});
