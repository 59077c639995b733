import i18next from 'i18next';
import {
  cartItemAdded,
  toastRequested,
  TOAST_DURATIONS,
  track,
  getAppStore,
  readSavedSession,
  takePendingCartItems,
  writeSavedSession,
  type CartState,
  type CartStoreModule,
  type KeyValueStorage,
  fitsFormat,
  tableNumberField,
} from 'shared-lib';
import { cartActions, UNDO_WINDOW_MS } from './cart-slice';

/** A table QR code links to /{lang}/menu?table=12: the table number is kept for checkout (the order's own rule). */
export function tableFromUrl(search: string): string | null {
  const table = new URLSearchParams(search).get('table')?.trim();
  return table && fitsFormat(tableNumberField, table) ? table : null;
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
  const table = typeof window === 'undefined' ? null : tableFromUrl(window.location.search);
  if (table) {
    store.dispatch(cartActions.tableNumberChanged(table));
    track('table_number_entered', { table, from: 'qr' });
  }
  let last: readonly unknown[] | undefined;
  const save = () => {
    const cart = store.getState().cart;
    if (!cart) return;
    const now = saved(cart);
    if (last && now.every((v, i) => v === last![i])) return;
    last = now;
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
  // SPEC 8.3: '{item} restored to cart' whenever a removed line comes back (from the toast or the page).
  let previous = store.getState().cart;
  const announceRestore = () => {
    const cart = store.getState().cart;
    const before = previous;
    previous = cart;
    const removed = before?.recentlyRemoved;
    if (removed && cart && !cart.recentlyRemoved && cart.items.length > (before?.items.length ?? 0)) {
      store.dispatch(toastRequested({ message: i18next.t('restored', { ns: 'cart', item: removed.item.name }), type: 'success', duration: TOAST_DURATIONS.cartRestore }));
    }
  };
  // SPEC 4.3: the undo option is cleared after 10 seconds, on whatever page the diner is.
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let undoFor: unknown;
  const expireUndo = () => {
    const removed = store.getState().cart?.recentlyRemoved ?? null;
    if (removed === undoFor) return;
    undoFor = removed;
    clearTimeout(undoTimer);
    if (removed) undoTimer = setTimeout(() => store.dispatch(cartActions.undoExpired()), Math.max(0, removed.timestamp + UNDO_WINDOW_MS - Date.now()));
  };
  save();
  store.subscribe(() => {
    save();
    announceRestore();
    expireUndo();
  });
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
