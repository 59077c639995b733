import { heldTable, parseSavedSession, TABLE_VISIT_HOURS } from './cart-session';

describe('saved order session', () => {
  it('round-trips a current session', () => {
    const session = {
      items: [{ id: '1', name: 'Margherita', price: 9.5, image: '', category: 'pizzas', customizations: { size: 'L' }, quantity: 2, total: 19 }],
      tableNumber: '12',
      tableSetAt: 4,
      orderType: 'table',
      sessionId: 'abc',
      specialInstructions: 'No onions',
      timestamp: 5,
    };
    expect(parseSavedSession(JSON.stringify(session))).toEqual(session);
  });

  it('loads a session saved by an older version and drops broken lines', () => {
    const old = JSON.stringify({ items: [{ id: 3, name: 'Cola', price: '2.5', quantity: 2 }, { id: 4, price: 'x' }, null], tableNumber: 7 });
    expect(parseSavedSession(old)).toEqual({
      items: [{ id: '3', name: 'Cola', price: 2.5, image: '', category: '', customizations: {}, quantity: 2, total: 5 }],
      tableNumber: '7',
      tableSetAt: null,
      orderType: null,
      sessionId: '',
      specialInstructions: '',
      timestamp: 0,
    });
  });

  it('holds a table for the visit: 3 hours from when it was set, and not at all without a time', () => {
    const setAt = Date.UTC(2026, 10, 25, 18, 0);
    expect(TABLE_VISIT_HOURS).toBe(3);
    expect(heldTable({ tableNumber: '7', tableSetAt: setAt }, setAt + 2 * 3600000 + 59 * 60000)).toBe('7');
    expect(heldTable({ tableNumber: '7', tableSetAt: setAt }, setAt + 3 * 3600000)).toBeNull();
    expect(heldTable({ tableNumber: '7', tableSetAt: null }, setAt)).toBeNull();
    expect(heldTable(null, setAt)).toBeNull();
    // saved before tables had a time: the save's time stands for it
    expect(parseSavedSession(JSON.stringify({ items: [], tableNumber: '7', timestamp: setAt }))?.tableSetAt).toBe(setAt);
  });

  it('treats unreadable data as no session', () => {
    expect(parseSavedSession('{oops')).toBeNull();
    expect(parseSavedSession(null)).toBeNull();
  });
});
