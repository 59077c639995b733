import { createSlice, cartItemAdded, injectSlice, type PayloadAction, type CartState } from 'shared-lib';
import {
  heldTable,
  addCartLine,
  changeCartLineOptions,
  cartTotals,
  removeCartLine,
  restoreCartLine,
  setCartLineQuantity,
  type OrderType,
  type Customizations,
  type SavedOrderSession,
} from 'shared-lib/domain';

export { UNDO_WINDOW_MS } from 'shared-lib/domain';

export const initialCartState: CartState = {
  items: [],
  recentlyRemoved: null,
  totalItems: 0,
  subtotal: 0,
  total: 0,
  specialInstructions: '',
  tableNumber: null,
  tableSetAt: null,
  orderType: null,
  sessionId: '',
  isLoading: false,
  isInitialized: false,
  isSubmittingOrder: false,
};

function recompute(state: CartState) {
  Object.assign(state, cartTotals(state.items));
}

/** The cart (SPEC 3, 4.3); its rules are shared-lib's, this slice only applies them. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The saved cart comes back; its table only while the visit holds (`now`: ms, TABLE_VISIT_HOURS). */
    restored(state, action: PayloadAction<{ session: SavedOrderSession | null; newSessionId: string; now: number }>) {
      const s = action.payload.session;
      // Items added before the restore (from the menu, while this remote loaded) stay on top of the saved ones.
      const added = state.items;
      state.items = s?.items ?? [];
      for (const line of added) state.items = addCartLine(state.items, line);
      const table = heldTable(s, action.payload.now);
      if (table) {
        state.tableNumber = table;
        state.tableSetAt = s!.tableSetAt;
      }
      state.orderType = s?.orderType === 'table' && !state.tableNumber ? null : (s?.orderType ?? state.orderType);
      state.specialInstructions = s?.specialInstructions ?? state.specialInstructions;
      state.sessionId = s?.sessionId || action.payload.newSessionId;
      state.isInitialized = true;
      recompute(state);
    },
    quantityChanged(state, action: PayloadAction<{ index: number; quantity: number }>) {
      const { index, quantity } = action.payload;
      const line = state.items[index];
      if (!line) return;
      if (quantity <= 0) state.recentlyRemoved = { item: line, index, timestamp: Date.now() };
      state.items = setCartLineQuantity(state.items, index, quantity);
      recompute(state);
    },
    /** The diner changed a line's options in the cart; the price is the menu's for those options. */
    optionsChanged(state, action: PayloadAction<{ index: number; customizations: Customizations; price: number }>) {
      const { index, customizations, price } = action.payload;
      state.items = changeCartLineOptions(state.items, index, customizations, price);
      recompute(state);
    },
    itemRemoved(state, action: PayloadAction<number>) {
      const { items, removed } = removeCartLine(state.items, action.payload);
      if (!removed) return;
      state.items = items;
      state.recentlyRemoved = removed;
      recompute(state);
    },
    /** Undo puts the line back at its old position, or at the end if the list is now shorter. */
    removalUndone(state) {
      if (!state.recentlyRemoved) return;
      state.items = restoreCartLine(state.items, state.recentlyRemoved);
      state.recentlyRemoved = null;
      recompute(state);
    },
    undoExpired(state) {
      state.recentlyRemoved = null;
    },
    /** Empties items and instructions; keeps the table number and session id. */
    cleared(state) {
      state.items = [];
      state.specialInstructions = '';
      state.recentlyRemoved = null;
      recompute(state);
    },
    specialInstructionsChanged(state, action: PayloadAction<string>) {
      state.specialInstructions = action.payload;
    },
    /** A table from a QR code's link (or a table order placed): it holds for the visit from now; null lets it go. */
    tableNumberChanged: {
      reducer(state, action: PayloadAction<string | null, string, { at: number }>) {
        state.tableNumber = action.payload;
        state.tableSetAt = action.payload ? action.meta.at : null;
        if (!action.payload && state.orderType === 'table') state.orderType = null;
      },
      prepare: (table: string | null) => ({ payload: table, meta: { at: Date.now() } }),
    },
    /** How the diner will get the order (chosen in the cart or at checkout): the totals everywhere follow it. */
    orderTypeChanged(state, action: PayloadAction<OrderType>) {
      state.orderType = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartItemAdded, (state, action) => {
      state.items = addCartLine(state.items, action.payload);
      recompute(state);
    });
  },
});

export const cartActions = cartSlice.actions;
// the slice joins the store as this module loads
injectSlice(cartSlice);
