import { combineSlices, configureStore, createAction, createSlice } from '@reduxjs/toolkit';
import type { CartItemInput, CartLine } from '../cart/cart-rules';

/** The cart slice's state (SPEC 3); mf-cart owns the slice, the shell only reads it. */
export interface CartState {
  items: CartLine[];
  recentlyRemoved: { item: CartLine; index: number; timestamp: number } | null;
  totalItems: number;
  subtotal: number;
  total: number;
  specialInstructions: string;
  tableNumber: string | null;
  sessionId: string;
  isLoading: boolean;
  isInitialized: boolean;
  isSubmittingOrder: boolean;
}

/** Slices injected at runtime by the shell and the remotes; each declares itself here by module augmentation. */
export interface LazyLoadedSlices {
  cart: CartState;
}

/**
 * A placeholder slice so the root reducer always has a key; the store's real slices are injected
 * (`slice.injectInto(rootReducer)`) by the shell (app, auth) and the remotes (cart, ...).
 */
const platformSlice = createSlice({
  name: 'platform',
  initialState: { contractVersion: '1' },
  reducers: {},
});

/** The one root reducer (shared-lib is a federation singleton, so the shell and every remote see the same). */
export const rootReducer = combineSlices(platformSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore() {
  return configureStore({ reducer: rootReducer });
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** Actions other parts may dispatch to the cart (namespaced like events between teams). */
export const cartItemAdded = createAction<CartItemInput>('cart/itemAdded');

/** The header's count: 0 until the cart slice has been injected and restored. */
export const selectCartItemCount = (state: RootState): number => state.cart?.totalItems ?? 0;
