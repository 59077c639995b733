import { addToCart, createAppStore } from 'shared-lib';
import { loadCartStoreWhenWanted } from './cart-store';
import { loadRemoteModule } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({ ready: Promise.resolve() })) }));

describe('cart store', () => {
  it('loads mf-cart’s store when an item is added on a page that has not loaded it', () => {
    loadCartStoreWhenWanted();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    const store = createAppStore();
    addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 });
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_cart/store');
  });
});

describe('cart store at start', () => {
  // a fresh shell (shared-lib reads the items left waiting in storage when it loads)
  function startFresh(address: string): jest.Mock {
    let load: jest.Mock | undefined;
    jest.isolateModules(() => {
      window.history.replaceState(null, '', address);
      load = (require('./remote-loader') as { loadRemoteModule: jest.Mock }).loadRemoteModule;
      load.mockClear();
      (require('./cart-store') as typeof import('./cart-store')).loadCartStoreWhenWanted();
    });
    return load!;
  }

  beforeEach(() => localStorage.clear());

  it('is not loaded on a plain visit with nothing waiting', () => {
    expect(startFresh('/en/menu')).not.toHaveBeenCalled();
  });

  it('loads at once when the address carries a table number (a QR code)', () => {
    expect(startFresh('/en/menu?table=12')).toHaveBeenCalledWith('mf_cart/store');
  });

  it('loads at once when an earlier page left items waiting', () => {
    localStorage.setItem('PizzaInn_pending_cart_items', JSON.stringify([{ id: '3', name: 'Pepperoni', price: 11 }]));
    expect(startFresh('/en')).toHaveBeenCalledWith('mf_cart/store');
  });
});
