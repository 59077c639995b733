import type { MenuItemDto } from '../../contracts/menu';
import { cartCustomizations, cartItemWithDefaults, defaultChoices, optionPriceSuffix, unitPrice } from './pricing';

const pizza: Pick<MenuItemDto, 'price' | 'customizations'> = {
  price: '9.50',
  customizations: [
    {
      key: 'size',
      name: 'Size',
      required: true,
      multiple: false,
      options: [
        { key: 'small', name: 'Small', priceDelta: '-2.00' },
        { key: 'medium', name: 'Medium', priceDelta: '0.00' },
        { key: 'large', name: 'Large', priceDelta: '4.00' },
      ],
    },
    {
      key: 'extras',
      name: 'Extras',
      required: false,
      multiple: true,
      options: [
        { key: 'olives', name: 'Olives', priceDelta: '1.00' },
        { key: 'extra-cheese', name: 'Extra cheese', priceDelta: '1.50' },
      ],
    },
  ],
};

describe('price with customisations', () => {
  it('starts from the size that costs nothing extra', () => {
    expect(defaultChoices(pizza.customizations)).toEqual({ size: 'medium', extras: [] });
    expect(unitPrice(pizza, defaultChoices(pizza.customizations))).toBe('9.50');
  });

  it('adds every chosen option, exactly', () => {
    expect(unitPrice(pizza, { size: 'large', extras: ['olives', 'extra-cheese'] })).toBe('16.00');
    expect(unitPrice(pizza, { size: 'small' })).toBe('7.50');
    expect(unitPrice({ price: '0.10', customizations: [] }, {})).toBe('0.10');
  });

  it('ignores unknown options and leaves empty groups out of the cart line', () => {
    expect(unitPrice(pizza, { size: 'giant', extras: ['gold'] })).toBe('9.50');
    expect(cartCustomizations({ size: 'large', extras: [] })).toEqual({ size: 'large' });
  });

  it('puts a dish from a list into the cart with its default choices and their price', () => {
    const margherita = { ...pizza, id: 1, name: 'Margherita', image: '/api/menu/images/margherita.svg', category: 'pizzas' };
    expect(cartItemWithDefaults(margherita)).toEqual({
      id: '1',
      name: 'Margherita',
      price: 9.5,
      image: '/api/menu/images/margherita.svg',
      category: 'pizzas',
      customizations: { size: 'medium' },
    });
    const small = { ...margherita, customizations: [{ ...pizza.customizations[0]!, options: pizza.customizations[0]!.options.slice(0, 1) }] };
    expect(cartItemWithDefaults({ ...small, image: null })).toMatchObject({ price: 7.5, image: '', customizations: { size: 'small' } });
  });
});

describe('optionPriceSuffix', () => {
  it('adds the price difference in brackets, or after a comma when the name has brackets, and nothing when it is free', () => {
    expect(optionPriceSuffix('Extra cheese', '1.50')).toBe(' (+1,50\u00a0₼)');
    expect(optionPriceSuffix('Kiçik (25 sm)', '-2.00')).toBe(', −2,00\u00a0₼');
    expect(optionPriceSuffix('Orta (30 sm)', '0.00')).toBe('');
  });
});
