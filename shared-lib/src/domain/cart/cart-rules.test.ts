import { addCartLine, cartTotals, exactOrderTotals, orderTotals, removeCartLine, restoreCartLine, setCartLineQuantity, undoExpired } from './cart-rules';

const margherita = { id: '1', name: 'Margherita', price: 9.5 };

describe('cart rules (SPEC 4.3)', () => {
  it('adds a new line with the default quantity 1 and its total', () => {
    const items = addCartLine([], margherita);
    expect(items).toEqual([{ id: '1', name: 'Margherita', price: 9.5, image: '', category: '', customizations: {}, quantity: 1, total: 9.5 }]);
  });

  it('raises the quantity of a line with the same id and customisations, whatever their key order', () => {
    let items = addCartLine([], { ...margherita, customizations: { size: 'L', extras: ['olives'] } });
    items = addCartLine(items, { ...margherita, quantity: 2, customizations: { extras: ['olives'], size: 'L' } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 3, total: 28.5 });
  });

  it('adds a separate line when the customisations differ', () => {
    let items = addCartLine([], { ...margherita, customizations: { size: 'L' } });
    items = addCartLine(items, { ...margherita, customizations: { size: 'S' } });
    expect(items).toHaveLength(2);
  });

  it('removes a line when its quantity is set to zero or less', () => {
    const items = addCartLine(addCartLine([], margherita), { id: '2', name: 'Cola', price: 2 });
    expect(setCartLineQuantity(items, 0, 0).map((l) => l.id)).toEqual(['2']);
    expect(setCartLineQuantity(items, 1, -1).map((l) => l.id)).toEqual(['1']);
    expect(setCartLineQuantity(items, 1, 4)[1]).toMatchObject({ quantity: 4, total: 8 });
  });

  it('keeps a removed line for undo, and puts it back at its old position', () => {
    const items = ['a', 'b', 'c'].reduce((acc, id) => addCartLine(acc, { id, name: id, price: 1 }), [] as ReturnType<typeof addCartLine>);
    const { items: left, removed } = removeCartLine(items, 1, 1000);
    expect(left.map((l) => l.id)).toEqual(['a', 'c']);
    expect(removed).toMatchObject({ index: 1, timestamp: 1000, item: { id: 'b' } });
    expect(restoreCartLine(left, removed!).map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a restored line at the end when the list is now shorter', () => {
    const items = ['a', 'b', 'c'].reduce((acc, id) => addCartLine(acc, { id, name: id, price: 1 }), [] as ReturnType<typeof addCartLine>);
    const { removed } = removeCartLine(items, 2);
    const shorter = items.slice(0, 1);
    expect(restoreCartLine(shorter, removed!).map((l) => l.id)).toEqual(['a', 'c']);
    expect(removeCartLine(items, 7).removed).toBeNull();
  });

  it('offers undo for 10 seconds', () => {
    const removed = { item: addCartLine([], { id: 'a', name: 'a', price: 1 })[0]!, index: 0, timestamp: 0 };
    expect(undoExpired(removed, 9999)).toBe(false);
    expect(undoExpired(removed, 10000)).toBe(true);
    expect(undoExpired(null, 99999)).toBe(false);
  });

  it('totals items and subtotal; the cart total equals the subtotal', () => {
    const items = addCartLine(addCartLine([], { ...margherita, quantity: 2 }), { id: '2', name: 'Cola', price: 2.1 });
    expect(cartTotals(items)).toEqual({ totalItems: 3, subtotal: 21.1, total: 21.1 });
  });
});

describe('order totals (SPEC 9)', () => {
  it('adds a 10% service fee and a delivery fee of 2 below 25', () => {
    expect(orderTotals(20, 'delivery')).toEqual({ subtotal: 20, serviceFee: 2, deliveryFee: 2, total: 24 });
  });
  it('delivers free at a subtotal of 25 or more', () => {
    expect(orderTotals(25, 'delivery')).toEqual({ subtotal: 25, serviceFee: 2.5, deliveryFee: 0, total: 27.5 });
    expect(orderTotals(24.99, 'delivery').deliveryFee).toBe(2);
    expect(orderTotals(25.01, 'delivery').deliveryFee).toBe(0);
    expect(exactOrderTotals('24.99', 'delivery')).toEqual({ subtotal: '24.99', serviceFee: '2.50', deliveryFee: '2.00', total: '29.49' });
    expect(exactOrderTotals('25.00', 'delivery')).toEqual({ subtotal: '25.00', serviceFee: '2.50', deliveryFee: '0.00', total: '27.50' });
    expect(exactOrderTotals('25.01', 'delivery')).toEqual({ subtotal: '25.01', serviceFee: '2.50', deliveryFee: '0.00', total: '27.51' });
  });
  it('charges no delivery fee at a table or for pickup', () => {
    expect(orderTotals(10, 'table')).toEqual({ subtotal: 10, serviceFee: 1, deliveryFee: 0, total: 11 });
    expect(orderTotals(10, 'pickup').deliveryFee).toBe(0);
  });
});

describe('exact order totals', () => {
  it('computes in qapik, rounding the fee half up', () => {
    expect(exactOrderTotals('10.05', 'table')).toEqual({ subtotal: '10.05', serviceFee: '1.01', deliveryFee: '0.00', total: '11.06' });
    expect(exactOrderTotals('24.99', 'delivery')).toEqual({ subtotal: '24.99', serviceFee: '2.50', deliveryFee: '2.00', total: '29.49' });
    expect(exactOrderTotals('25.00', 'delivery').deliveryFee).toBe('0.00');
  });
  it('follows the settings', () => {
    expect(exactOrderTotals('30.00', 'delivery', { serviceFeeRate: 0.12, deliveryFee: '3.50', freeDeliveryThreshold: '40.00' })).toEqual({
      subtotal: '30.00',
      serviceFee: '3.60',
      deliveryFee: '3.50',
      total: '37.10',
    });
  });
});

describe('a line holds at most 99', () => {
  it('stops adding and setting at MAX_LINE_QUANTITY', () => {
    const one = addCartLine([], { id: '1', name: 'Cola', price: 2.5, quantity: 98 });
    expect(addCartLine(one, { id: '1', name: 'Cola', price: 2.5, quantity: 5 })[0]).toMatchObject({ quantity: 99, total: 247.5 });
    expect(setCartLineQuantity(one, 0, 120)[0]!.quantity).toBe(99);
  });
});
