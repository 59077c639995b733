import { addToCart, createAppStore } from 'shared-lib';
import { STORAGE_KEYS } from 'shared-lib/domain';

it('restores the saved cart, takes items added before it loaded, and saves every change', async () => {
  localStorage.setItem(
    STORAGE_KEYS.orderSession,
    JSON.stringify({
      items: [{ id: '2', name: 'Cola', price: 2.5, quantity: 2 }],
      tableNumber: '9',
      tableSetAt: Date.now() - 60000,
      sessionId: 'S1',
      specialInstructions: '',
      timestamp: Date.now() - 60000,
    }),
  );
  const store = createAppStore();
  addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 });
  expect(store.getState().cart).toBeUndefined();

  const mod = await import('./index');
  await mod.ready;

  expect(store.getState().cart?.items.map((l) => [l.name, l.quantity])).toEqual([
    ['Cola', 2],
    ['Margherita', 1],
  ]);
  expect(store.getState().cart?.totalItems).toBe(3);
  const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.orderSession)!);
  expect(saved).toMatchObject({ tableNumber: '9', sessionId: 'S1' });
  expect(saved.items).toHaveLength(2);

  addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.orderSession)!).items[1].quantity).toBe(2);
});

it('says when a removed line is restored', async () => {
  const { cartActions } = await import('./cart-slice');
  const { addStoreMiddleware, getAppStore, initI18n } = await import('shared-lib');
  const { cartNamespaces } = await import('../i18n');
  await initI18n('en', cartNamespaces);
  const store = getAppStore();
  // Every action the store sees, the listeners' own included.
  const requested: string[] = [];
  addStoreMiddleware(() => (next) => (action) => {
    const { type, payload } = action as { type: string; payload?: { message?: string } };
    if (type === 'toasts/requested') requested.push(payload!.message!);
    return next(action);
  });
  store.dispatch(cartActions.itemRemoved(0));
  store.dispatch(cartActions.removalUndone());
  expect(requested).toEqual(['Cola restored to cart']);
});
