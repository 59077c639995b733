import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createSlice,
  type Middleware,
  type Reducer,
  type Slice,
  type SliceCaseReducers,
  type SliceSelectors,
} from '@reduxjs/toolkit';
import { browserLocalStorage, STORAGE_KEYS } from '../../domain/brand/brand';
import type { CartItemInput, CartLine, OrderType } from '../../domain/cart/cart-rules';
import type { AuthState } from './auth';
import type { RemoteLoadStatus } from '../remotes';
import { publicSettingsSlice } from './public-settings';

/** The cart slice's state (SPEC 3); mf-cart owns the slice, the shell only reads it. */
export interface CartState {
  items: CartLine[];
  recentlyRemoved: { item: CartLine; index: number; timestamp: number } | null;
  totalItems: number;
  subtotal: number;
  total: number;
  specialInstructions: string;
  tableNumber: string | null;
  /** When the table was set (ms): it holds for the visit (shared-lib TABLE_VISIT_HOURS). */
  tableSetAt: number | null;
  /** How the diner will get the order, once they chose it in the cart or at checkout (null: not chosen yet). */
  orderType: OrderType | null;
  sessionId: string;
  isLoading: boolean;
  isInitialized: boolean;
  isSubmittingOrder: boolean;
}

/** Slices injected at runtime by the shell and the remotes. */
export interface LazyLoadedSlices {
  cart: CartState;
  auth: AuthState;
  remoteStatus: Record<string, RemoteLoadStatus>;
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
export const rootReducer = combineSlices(platformSlice, publicSettingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/** What can be injected into the root reducer: a slice, or RTK Query's cache (anything with a path and a reducer). */
export interface InjectableReducer {
  reducerPath: string;
  reducer: Reducer;
}

/** Everything injected into the process's root reducer (the shell's slices and the server-state cache). */
const injectedReducers = new Map<string, InjectableReducer>();

/**
 * Injects a slice into the store (`injectSlice(cartSlice)` instead of `cartSlice.injectInto(rootReducer)`) and returns
 * it bound to its place in the state. In the browser one release of each part runs, into the one store. On the site's
 * server each page's store is the shell's reducers and the slices the release that renders it registers
 * (createPageStore): what a remote build injects into the process as it loads reaches no page, so two releases of a
 * remote loaded in one process never share a reducer in a page.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  injectedReducers.set(slice.reducerPath, slice);
  return slice.injectInto(rootReducer);
}

/** Injects RTK Query's cache (or another reducer with a path) into every store. */
export function injectReducer(reducer: InjectableReducer): void {
  injectedReducers.set(reducer.reducerPath, reducer);
  rootReducer.inject(reducer);
}

/** Middleware that parts loaded later add to every store (RTK Query's, with `shared-lib/server-state`). */
const laterMiddleware = createDynamicMiddleware();

function makeStore(reducer: typeof rootReducer = rootReducer) {
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(laterMiddleware.middleware as Middleware) });
}

/** Adds a middleware to every store, those made already and those to come. */
export function addStoreMiddleware(...middleware: Middleware[]): void {
  laterMiddleware.addMiddleware(...middleware);
}
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | undefined;

/** Creates the site's one store (the shell, or a remote's dev harness) and makes it reachable by getAppStore. */
export function createAppStore(): AppStore {
  appStore = makeStore();
  return appStore;
}

/** The reducers injected into the process so far (the site's server takes the shell's before any remote build loads). */
export function injectedReducersNow(): InjectableReducer[] {
  return [...injectedReducers.values()];
}

/**
 * A store of its own, not the site's (the site's server renders each page with one): `base`'s reducers (the site's
 * server passes the shell's, taken before any remote build loaded; by default the process's) and, over them, the
 * slices of the remote release that renders the page (its registration's `slices`). A slice a remote build injected
 * into the process as it loaded never reaches a page this way: only what a release registers does.
 */
export function createPageStore(releaseSlices: readonly InjectableReducer[] = [], base: readonly InjectableReducer[] = injectedReducersNow()): AppStore {
  const byPath = new Map(base.map((r) => [r.reducerPath, r]));
  for (const slice of releaseSlices) byPath.set(slice.reducerPath, slice);
  const reducer = combineSlices(platformSlice, publicSettingsSlice, ...byPath.values()) as unknown as typeof rootReducer;
  return makeStore(reducer);
}

/** The store the shell created; a remote module that needs it outside React (to restore or save) asks here. */
export function getAppStore(): AppStore {
  return appStore ?? createAppStore();
}

/**
 * The RTK Query cache the site's server read a page with (contracts' ServerPageState), put into a store: the page's
 * store on the server before it renders, the site's store in the browser when `shared-lib/server-state` loads. RTK
 * Query's `extractRehydrationInfo` takes it.
 */
export const serverStateRehydrated = createAction<unknown>('serverState/rehydrated');

/** Actions other parts may dispatch to the cart (namespaced like events between teams). */
export const cartItemAdded = createAction<CartItemInput>('cart/itemAdded');

/** Sent on `window` when an item waits for mf-cart's store: the host loads the store, which takes the item. */
export const CART_STORE_WANTED_EVENT = 'cart:store-wanted';

/** Items kept for mf-cart from an earlier page that closed before mf-cart took them (a reload right after an add). */
function readWaitingItems(): CartItemInput[] {
  try {
    const raw: unknown = JSON.parse(browserLocalStorage()?.getItem(STORAGE_KEYS.pendingCartItems) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((i): i is CartItemInput => typeof i === 'object' && i !== null && 'id' in i && Number.isFinite(Number((i as CartItemInput).price)))
      : [];
  } catch {
    return [];
  }
}

const pendingCartItems: CartItemInput[] = readWaitingItems();

function keepWaitingItems(): void {
  try {
    if (pendingCartItems.length) browserLocalStorage()?.setItem(STORAGE_KEYS.pendingCartItems, JSON.stringify(pendingCartItems));
    else browserLocalStorage()?.removeItem(STORAGE_KEYS.pendingCartItems);
  } catch {
    // storage full or blocked: the items still wait in this page
  }
}

/**
 * Adds to the cart from any remote. While mf-cart has not loaded yet (no cart slice in the store), the item waits
 * here, and in the browser's storage in case the page is left at once, and mf-cart takes it when it starts
 * (takePendingCartItems), so no click is lost; CART_STORE_WANTED_EVENT asks the host to load it.
 */
export function addToCart(dispatch: AppDispatch, getState: () => RootState, item: CartItemInput): void {
  if (getState().cart) dispatch(cartItemAdded(item));
  else {
    pendingCartItems.push(item);
    keepWaitingItems();
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_STORE_WANTED_EVENT));
  }
}

/** True while items wait for mf-cart (the host then loads it at start, for items left by an earlier page). */
export function hasPendingCartItems(): boolean {
  return pendingCartItems.length > 0;
}

/** mf-cart drains the items added before it loaded. */
export function takePendingCartItems(): CartItemInput[] {
  const taken = pendingCartItems.splice(0, pendingCartItems.length);
  keepWaitingItems();
  return taken;
}

/** The header's count: 0 until the cart slice has been injected and restored. */
export const selectCartItemCount = (state: RootState): number => state.cart?.totalItems ?? 0;
/** @deprecated Since contract 2.7 (the cart bar shows the total). Kept for parts built before it. */
export const selectLiveCartSubtotal = (state: RootState): number | undefined => state.cart?.subtotal;
/** The live count, or undefined while the cart slice (from mf-cart) is not in the store. */
export const selectLiveCartItemCount = (state: RootState): number | undefined => state.cart?.totalItems;

/** The signed-in user, or null (also while the auth slice is not there yet). */
export const selectAuth = (state: RootState): AuthState => state.auth ?? { status: 'loading', user: null, token: null, role: null, permissions: [] };

/** The shell reports each remote it loads (or fails to), by name. */
export const remoteLoadReported = createAction<RemoteLoadStatus>('remoteStatus/reported');
export const selectRemoteStatuses = (state: RootState): RemoteLoadStatus[] => Object.values(state.remoteStatus ?? {});
