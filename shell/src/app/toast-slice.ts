import { createSlice, nanoid, MAX_TOASTS, injectSlice, toastRequested, type PayloadAction, type ToastRequest } from 'shared-lib';

export interface Toast extends ToastRequest {
  id: string;
  leaving: boolean;
}

/** The display layer (SPEC 9): at most 20 toasts, newest last. */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastLeaving(state, action: PayloadAction<string>) {
      const t = state.find((x) => x.id === action.payload);
      if (t) t.leaving = true;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(toastRequested, (state, action) => {
      state.push({ ...action.payload, id: nanoid(), leaving: false });
      if (state.length > MAX_TOASTS) state.splice(0, state.length - MAX_TOASTS);
    });
  },
});

declare module 'shared-lib' {
  interface LazyLoadedSlices {
    toasts: Toast[];
  }
}

export const toastActions = toastSlice.actions;
// the slice joins the store as this module loads
injectSlice(toastSlice);
