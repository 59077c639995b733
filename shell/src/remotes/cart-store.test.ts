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

describe('cart store on a table QR visit', () => {
  it('loads at once when the address carries a table number', () => {
    jest.isolateModules(() => {
      const loader = require('./remote-loader') as { loadRemoteModule: jest.Mock };
      loader.loadRemoteModule.mockClear();
      window.history.replaceState(null, '', '/en/menu?table=12');
      (require('./cart-store') as typeof import('./cart-store')).loadCartStoreWhenWanted();
      expect(loader.loadRemoteModule).toHaveBeenCalledWith('mf_cart/store');
    });
  });
});
