import i18next from 'i18next';
import {
  cartItemAdded,
  toastRequested,
  TOAST_DURATIONS,
  track,
  getAppStore,
  takePendingCartItems,
  type CartState,
  type CartStoreModule,
  addStoreMiddleware,
  selectPublicSettings,
  type RootState,
} from 'shared-lib';
import { readSavedSession, writeSavedSession, type KeyValueStorage, fitsFormat, isRestaurantTable, RESTAURANT_TABLES, tableCountOf } from 'shared-lib/domain';
import { createListenerMiddleware } from 'shared-lib/store-effects';
import { tableNumberField } from 'shared-lib/requests';
import { cartActions, UNDO_WINDOW_MS } from './cart-slice';

/**
 * A table QR code links to /{lang}/menu?table=12: the table number is kept for checkout when it is one of the
 * restaurant's `tableCount` tables (a typed `?table=abc` or `?table=999` sets none).
 */
export function tableFromUrl(search: string, tableCount: number): string | null {
  const table = new URLSearchParams(search).get('table')?.trim();
  return table && fitsFormat(tableNumberField, table) && isRestaurantTable(table, tableCount) ? table : null;
}

function storage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const saved = (c: CartState) => [c.items, c.tableNumber, c.tableSetAt, c.orderType, c.sessionId, c.specialInstructions] as const;

/**
 * mf-cart's `./store`: injects the cart slice into the shell's store, restores the saved session, takes the
 * items added before it loaded, and saves on every change of items, table number, session id or instructions.
 */
function start(): Promise<void> {
  const store = getAppStore();
  store.dispatch(cartActions.restored({ session: readSavedSession(storage()), newSessionId: newSessionId(), now: Date.now() }));
  for (const item of takePendingCartItems()) store.dispatch(cartItemAdded(item));
  // the settings' count of tables, or while they are not here yet, any table a restaurant may have (checkout checks it)
  const settings = selectPublicSettings(store.getState());
  const table = typeof window === 'undefined' ? null : tableFromUrl(window.location.search, settings ? tableCountOf(settings.ordering) : RESTAURANT_TABLES.max);
  if (table) {
    store.dispatch(cartActions.tableNumberChanged(table));
    track('table_number_entered', { table, from: 'qr' });
  }
  const save = (cart: CartState | undefined) => {
    if (!cart) return;
    writeSavedSession(storage(), {
      items: cart.items,
      tableNumber: cart.tableNumber,
      tableSetAt: cart.tableSetAt,
      orderType: cart.orderType,
      sessionId: cart.sessionId,
      specialInstructions: cart.specialInstructions,
      timestamp: Date.now(),
    });
  };
  // The cart's side effects, as RTK's listener middleware runs them (added to the shell's store with the cart).
  const listeners = createListenerMiddleware<RootState>();
  const changed = (current: RootState, previous: RootState) => {
    const before = previous.cart ? saved(previous.cart) : undefined;
    return Boolean(current.cart) && (!before || saved(current.cart!).some((v, i) => v !== before[i]));
  };
  // Saved on every change of items, table number, order type, session id or instructions.
  listeners.startListening({ predicate: (_action, current, previous) => changed(current, previous), effect: (_action, api) => save(api.getState().cart) });
  // SPEC 8.3: '{item} restored to cart' whenever a removed line comes back (from the toast or the page).
  listeners.startListening({
    predicate: (_action, current, previous) => {
      const removed = previous.cart?.recentlyRemoved;
      return Boolean(removed && current.cart && !current.cart.recentlyRemoved && current.cart.items.length > (previous.cart?.items.length ?? 0));
    },
    effect: (_action, api) => {
      const removed = api.getOriginalState().cart!.recentlyRemoved!;
      api.dispatch(
        toastRequested({ message: i18next.t('restored', { ns: 'cart', item: removed.item.name }), type: 'success', duration: TOAST_DURATIONS.cartRestore }),
      );
    },
  });
  // SPEC 4.3: the undo option is cleared after 10 seconds, on whatever page the diner is (a newer removal restarts it).
  listeners.startListening({
    predicate: (_action, current, previous) => current.cart?.recentlyRemoved !== previous.cart?.recentlyRemoved,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const removed = api.getState().cart?.recentlyRemoved;
      if (!removed) return;
      await api.delay(Math.max(0, removed.timestamp + UNDO_WINDOW_MS - Date.now()));
      api.dispatch(cartActions.undoExpired());
    },
  });
  addStoreMiddleware(listeners.middleware);
  save(store.getState().cart);
  return Promise.resolve();
}

const g = globalThis as { __mfCartStarted?: Promise<void> };
// On the site's server (which renders the cart page's first view) there is no saved cart to restore: the cart stays
// unknown there, and the page says it is opening rather than empty (cart-page.tsx).
export const ready: CartStoreModule['ready'] = typeof window === 'undefined' ? Promise.resolve() : (g.__mfCartStarted ??= start());

/** Whether the diner's saved cart has been restored into the store (never on the server). */
export function isCartRestored(): boolean {
  return g.__mfCartStarted !== undefined;
}
