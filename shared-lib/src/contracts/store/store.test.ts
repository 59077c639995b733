import { orderingTermsOf, publicSettingsLoaded, selectPublicSettings } from './public-settings';
import type { PublicSettings } from '../api-types';
import { everyDay } from '../../domain/time/opening-hours';
import { createSlice } from '@reduxjs/toolkit';
import { addToCart, cartItemAdded, createAppStore, getAppStore, rootReducer, selectCartItemCount, takePendingCartItems, type CartState } from './store';

describe('store contract', () => {
  it('the same public settings sent again keep the object the store had; changed ones replace it', () => {
    const store = createAppStore();
    const settings = { settings: { deliveryFee: '2.00' }, ordering: { paused: false } } as unknown as PublicSettings;
    store.dispatch(publicSettingsLoaded(settings));
    const first = selectPublicSettings(store.getState());
    store.dispatch(publicSettingsLoaded(JSON.parse(JSON.stringify(settings)) as PublicSettings));
    expect(selectPublicSettings(store.getState())).toBe(first);
    store.dispatch(publicSettingsLoaded({ ...settings, ordering: { paused: true } } as unknown as PublicSettings));
    expect(selectPublicSettings(store.getState())?.ordering).toEqual({ paused: true });
  });

  it('getAppStore returns the store the host created', () => {
    const store = createAppStore();
    expect(getAppStore()).toBe(store);
  });

  it('an item added before the cart slice exists waits and is handed over, not lost', () => {
    const store = createAppStore();
    expect(selectCartItemCount(store.getState())).toBe(0);
    addToCart(store.dispatch, () => store.getState(), { id: '1', name: 'Margherita', price: 9.5 });
    expect(takePendingCartItems()).toEqual([{ id: '1', name: 'Margherita', price: 9.5 }]);
    expect(takePendingCartItems()).toEqual([]);
  });

  it('once a cart slice is injected, adding dispatches cart/itemAdded to it', () => {
    const store = createAppStore();
    const seen: string[] = [];
    const fake = createSlice({
      name: 'cart',
      initialState: { totalItems: 0 } as CartState,
      reducers: {},
      extraReducers: (b) =>
        b.addCase(cartItemAdded, (s, a) => {
          seen.push(a.payload.id);
          s.totalItems += a.payload.quantity ?? 1;
        }),
    });
    fake.injectInto(rootReducer);
    store.dispatch({ type: 'cart/init' });
    addToCart(store.dispatch, () => store.getState(), { id: '7', name: 'Cola', price: 2, quantity: 2 });
    expect(seen).toEqual(['7']);
    expect(selectCartItemCount(store.getState())).toBe(2);
    expect(takePendingCartItems()).toEqual([]);
  });
});

describe('contract version', () => {
  it('accepts the same major and refuses another', () => {
    const { isContractCompatible, CONTRACT_VERSION } = require('../remotes');
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(isContractCompatible(CONTRACT_VERSION.replace(/\.\d+$/, '.99'))).toBe(true);
    expect(isContractCompatible('99.0.0')).toBe(false);
    // a remote needing a newer minor than the shell provides is refused; an older minor is fine
    expect(isContractCompatible('1.3.0', '1.2.5')).toBe(false);
    expect(isContractCompatible('1.1.9', '1.2.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible(undefined)).toBe(false);
  });
});

describe('items waiting for mf-cart', () => {
  it('are kept in the browser, so a page left right after an add hands them to the next page', () => {
    const saved = new Map<string, string>();
    const localStorage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
      removeItem: (k: string) => void saved.delete(k),
    };
    (globalThis as { window?: unknown }).window = { localStorage, dispatchEvent: () => true };
    try {
      jest.isolateModules(() => {
        const first = require('./store') as typeof import('./store');
        const store = first.createAppStore();
        first.addToCart(store.dispatch, () => store.getState(), { id: '3', name: 'Pepperoni', price: 11 });
      });
      expect(JSON.parse(saved.get('PizzaInn_pending_cart_items')!)).toEqual([{ id: '3', name: 'Pepperoni', price: 11 }]);
      jest.isolateModules(() => {
        const next = require('./store') as typeof import('./store');
        expect(next.hasPendingCartItems()).toBe(true);
        expect(next.takePendingCartItems()).toEqual([{ id: '3', name: 'Pepperoni', price: 11 }]);
        expect(next.hasPendingCartItems()).toBe(false);
      });
      expect(saved.has('PizzaInn_pending_cart_items')).toBe(false);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe('ordering terms: closed now', () => {
  const settings = (followsOpeningHours: boolean | undefined, closedDates: string[] = []) =>
    ({
      restaurant: { workingHours: { open: '07:00', close: '03:00' }, openingHours: { ...everyDay({ open: '07:00', close: '03:00' }), closedDates } },
      settings: { currency: 'AZN', serviceFeeRate: 0.1, deliveryFee: '2.00', freeDeliveryThreshold: '25.00' },
      ordering: { paused: false, maxOrderTotal: '500.00', ...(followsOpeningHours === undefined ? {} : { followsOpeningHours }) },
    }) as never;
  // 05:00 in Baku (UTC+4) on 25 November 2026: between closing at 03:00 and opening at 07:00
  const night = new Date('2026-11-25T01:00:00Z');
  const noon = new Date('2026-11-25T08:00:00Z');

  it('says when the restaurant opens again outside its hours, and nothing while it is open', () => {
    expect(orderingTermsOf(settings(true), night).closed).toEqual({ opensAt: '07:00' });
    expect(orderingTermsOf(settings(undefined), night).closed).toEqual({ opensAt: '07:00' });
    expect(orderingTermsOf(settings(true), noon).closed).toBeNull();
  });

  it('is closed all day on a closed date, and never on a server that takes orders at any hour', () => {
    expect(orderingTermsOf(settings(true, ['2026-11-25']), noon).closed).toEqual({ opensAt: '07:00' });
    expect(orderingTermsOf(settings(false, ['2026-11-25']), noon).closed).toBeNull();
  });
});
