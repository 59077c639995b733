import { cartItemAdded } from 'shared-lib';
import { cartActions, cartSlice, initialCartState } from './cart-slice';

const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][], state = initialCartState) => actions.reduce(cartSlice.reducer, state);
const pizza = { id: '1', name: 'Margherita', price: 9.5 };
const cola = { id: '2', name: 'Cola', price: 2.5 };
const tea = { id: '3', name: 'Tea', price: 3 };

describe('cart slice (SPEC 4.3)', () => {
  it('merges equal lines and keeps totals; the cart total equals the subtotal', () => {
    const s = reduce([cartItemAdded(pizza), cartItemAdded(pizza), cartItemAdded(cola)]);
    expect(s.items.map((l) => [l.id, l.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect([s.totalItems, s.subtotal, s.total]).toEqual([3, 21.5, 21.5]);
  });

  it('undo puts a removed line back at its old position', () => {
    const s = reduce([cartItemAdded(pizza), cartItemAdded(cola), cartItemAdded(tea), cartActions.itemRemoved(1)]);
    expect(s.recentlyRemoved?.item.name).toBe('Cola');
    const back = reduce([cartActions.removalUndone()], s);
    expect(back.items.map((l) => l.name)).toEqual(['Margherita', 'Cola', 'Tea']);
    expect(back.recentlyRemoved).toBeNull();
  });

  it('undo puts it at the end when the list is now shorter', () => {
    const s = reduce([cartItemAdded(pizza), cartItemAdded(cola), cartItemAdded(tea), cartActions.itemRemoved(2), cartActions.itemRemoved(0)]);
    // the latest removal (Margherita at 0) is the one kept for undo
    const back = reduce([cartActions.removalUndone()], s);
    expect(back.items.map((l) => l.name)).toEqual(['Margherita', 'Cola']);
    const s2 = reduce([
      cartItemAdded(pizza),
      cartItemAdded(cola),
      cartItemAdded(tea),
      cartActions.itemRemoved(2),
      cartActions.quantityChanged({ index: 1, quantity: 0 }),
    ]);
    expect(s2.items.map((l) => l.name)).toEqual(['Margherita']);
    const back2 = reduce([cartActions.itemRemoved(0)], { ...s2, recentlyRemoved: { item: s2.items[0]!, index: 5, timestamp: 0 } });
    expect(reduce([cartActions.removalUndone()], back2).items.map((l) => l.name)).toEqual(['Margherita']);
  });

  it('a quantity of zero removes the line and keeps it for undo', () => {
    const s = reduce([cartItemAdded(pizza), cartActions.quantityChanged({ index: 0, quantity: 0 })]);
    expect(s.items).toEqual([]);
    expect(s.recentlyRemoved?.item.name).toBe('Margherita');
    expect(s.totalItems).toBe(0);
  });

  it('clearing empties items and instructions but keeps the table number and session id', () => {
    const s = reduce([
      cartActions.restored({ session: null, newSessionId: 'sess-1', now: Date.now() }),
      cartActions.tableNumberChanged('12'),
      cartActions.specialInstructionsChanged('No onions'),
      cartItemAdded(pizza),
      cartActions.cleared(),
    ]);
    expect(s).toMatchObject({ items: [], specialInstructions: '', tableNumber: '12', sessionId: 'sess-1', totalItems: 0, subtotal: 0 });
  });

  it('restoring keeps the saved session and adds what was added before the restore', () => {
    const saved = {
      items: [{ ...cola, image: '', category: '', customizations: {}, quantity: 2, total: 5 }],
      tableNumber: '4',
      tableSetAt: 1000,
      orderType: 'table' as const,
      sessionId: 'old',
      specialInstructions: 'Hot',
      timestamp: 1,
    };
    const s = reduce([cartItemAdded(pizza), cartActions.restored({ session: saved, newSessionId: 'new', now: 1000 + 3600000 })]);
    expect(s.items.map((l) => [l.name, l.quantity])).toEqual([
      ['Cola', 2],
      ['Margherita', 1],
    ]);
    expect(s).toMatchObject({
      sessionId: 'old',
      tableNumber: '4',
      tableSetAt: 1000,
      orderType: 'table',
      specialInstructions: 'Hot',
      isInitialized: true,
      totalItems: 3,
    });
  });

  it('a later visit starts without the table: after 3 hours the saved table and its order type are let go, the cart kept', () => {
    const saved = {
      items: [{ ...cola, image: '', category: '', customizations: {}, quantity: 2, total: 5 }],
      tableNumber: '7',
      tableSetAt: 1000,
      orderType: 'table' as const,
      sessionId: 'old',
      specialInstructions: '',
      timestamp: 1000,
    };
    const s = reduce([cartActions.restored({ session: saved, newSessionId: 'new', now: 1000 + 3 * 3600000 })]);
    expect(s).toMatchObject({ tableNumber: null, tableSetAt: null, orderType: null, totalItems: 2 });
    // letting a table go by hand (not at this table) drops its order type too
    const here = reduce([cartActions.tableNumberChanged('7'), cartActions.orderTypeChanged('table'), cartActions.tableNumberChanged(null)]);
    expect(here).toMatchObject({ tableNumber: null, tableSetAt: null, orderType: null });
  });
});
