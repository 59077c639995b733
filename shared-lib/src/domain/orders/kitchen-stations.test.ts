import { DEFAULT_KITCHEN_STATIONS, kitchenStationsOf, stationForCategory } from './kitchen-stations';

describe('kitchen stations', () => {
  it('sends a listed category to its station and any other to the first', () => {
    expect(stationForCategory('drinks', undefined)).toBe('bar');
    expect(stationForCategory('kids-drinks-desserts', [])).toBe('desserts');
    expect(stationForCategory('pizzas', undefined)).toBe('kitchen');
    expect(stationForCategory(null, undefined)).toBe('kitchen');
    const own = [
      { id: 'oven', name: { az: 'Soba', en: 'Oven', ru: 'Печь', tr: 'Fırın' }, categories: ['pizzas'] },
      { id: 'cold', name: { az: 'Soyuq', en: 'Cold', ru: 'Холодный цех', tr: 'Soğuk' }, categories: ['salads', 'drinks'] },
    ];
    expect(stationForCategory('drinks', own)).toBe('cold');
    expect(stationForCategory('desserts', own)).toBe('oven');
  });

  it('uses the defaults only when the restaurant has none', () => {
    expect(kitchenStationsOf(undefined)).toBe(DEFAULT_KITCHEN_STATIONS);
    expect(kitchenStationsOf([{ id: 'all', name: { az: 'Hamısı', en: 'All', ru: 'Все', tr: 'Hepsi' }, categories: [] }]).map((s) => s.id)).toEqual(['all']);
  });
});
