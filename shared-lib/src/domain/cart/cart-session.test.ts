import { parseSavedSession } from './cart-session';

describe('saved order session', () => {
  it('round-trips a current session', () => {
    const session = {
      items: [{ id: '1', name: 'Margherita', price: 9.5, image: '', category: 'pizzas', customizations: { size: 'L' }, quantity: 2, total: 19 }],
      tableNumber: '12',
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
      sessionId: '',
      specialInstructions: '',
      timestamp: 0,
    });
  });

  it('treats unreadable data as no session', () => {
    expect(parseSavedSession('{oops')).toBeNull();
    expect(parseSavedSession(null)).toBeNull();
  });
});
