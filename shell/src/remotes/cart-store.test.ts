import { addToCart, createAppStore } from 'shared-lib';
import { loadCartStoreWhenWanted } from './cart-store';
import { loadRemoteModule } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({ ready: Promise.resolve() })) }));

describe('cart store', () => {
  it('loads mf-cart’s store when an item is added on a page that has not loaded it', () => {
    loadCartStoreWhenWanted();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    const store = createAppStore();
    addToCart(store.dispatch, store.getState, { id: '1', name: 'Margherita', price: 9.5 });
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_cart/store');
  });
});
