import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, rootReducer, type Language } from 'shared-lib';

export type Theme = 'light' | 'dark';

export interface AppState {
  language: Language;
  theme: Theme;
}

const initialState: AppState = { language: DEFAULT_LANGUAGE, theme: 'light' };

/** The shell's app state (SPEC 4.2); this skeleton holds the language and the theme. */
export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectTheme: (state) => state.theme,
  },
});

declare module 'shared-lib' {
  interface LazyLoadedSlices {
    app: AppState;
  }
}

export const injectedAppSlice = appSlice.injectInto(rootReducer);
export const { languageChanged, themeChanged } = appSlice.actions;
