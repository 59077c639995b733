import {
  createSlice,
  nanoid,
  injectSlice,
  original,
  sameIfEqual,
  type PayloadAction,
  type PricingSettings,
  type RestaurantInfo,
  type UserDto,
} from 'shared-lib';
import { type Language } from 'shared-lib/domain';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** SPEC 3 notification: an id plus whatever the caller supplies, with optional autoRemove and duration. */
export interface AppNotification {
  id: string;
  autoRemove?: boolean;
  duration?: number;
  [field: string]: unknown;
}

/** SPEC 3, 4.2: language, theme, loading flag, notifications, current user, restaurant info and settings. */
export interface AppState {
  language: Language;
  theme: Theme;
  loading: boolean;
  notifications: AppNotification[];
  user: UserDto | null;
  restaurantInfo: Partial<RestaurantInfo>;
  settings: Partial<PricingSettings>;
}

/** SPEC 9: the app state's own default language is en (routing and translations default to az). */
export const initialAppState: AppState = {
  language: 'en',
  theme: 'light',
  loading: false,
  notifications: [],
  user: null,
  restaurantInfo: {},
  settings: {},
};

/** SPEC 4.2: notifications go after 5000 ms unless a duration is given, or never with autoRemove false. */
export const NOTIFICATION_DURATION_MS = 5000;

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    addNotification: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.notifications.push(action.payload);
      },
      prepare(fields: Omit<AppNotification, 'id'> & { id?: string }) {
        return { payload: { ...fields, id: fields.id ?? nanoid() } };
      },
    },
    removeNotification(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((n) => n.id !== action.payload);
    },
    setUser(state, action: PayloadAction<UserDto | null>) {
      state.user = action.payload;
    },
    /** Merged into the existing information (the same object when nothing changed: sameIfEqual). */
    updateRestaurantInfo(state, action: PayloadAction<Partial<RestaurantInfo>>) {
      const before = original(state)!.restaurantInfo;
      state.restaurantInfo = sameIfEqual(before, { ...before, ...action.payload });
    },
    /** Merged into the existing settings (the same object when nothing changed). */
    updateSettings(state, action: PayloadAction<Partial<PricingSettings>>) {
      const before = original(state)!.settings;
      state.settings = sameIfEqual(before, { ...before, ...action.payload });
    },
  },
});

declare module 'shared-lib' {
  interface LazyLoadedSlices {
    app: AppState;
  }
}

export const appActions = appSlice.actions;
// the slice joins the store as this module loads
injectSlice(appSlice);
