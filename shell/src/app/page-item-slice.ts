import { createSlice, pageItemShown, injectSlice, type PageItem } from 'shared-lib';

/** The item the item page (mf-menu) last reported, so the shell can write its name, price and picture into the head. */
export const pageItemSlice = createSlice({
  name: 'pageItem',
  initialState: null as PageItem | null,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pageItemShown, (_state, action) => action.payload);
  },
});

declare module 'shared-lib' {
  interface LazyLoadedSlices {
    pageItem: PageItem | null;
  }
}

// the slice joins the store as this module loads
injectSlice(pageItemSlice);
