import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FEES, type FeeSettings } from '../../domain/cart/cart-rules';
import type { PublicSettings } from '../api-types';

/**
 * The restaurant's public settings (`GET /settings`): the host asks for them once per page (`loadPublicSettings`) and
 * every part reads them from the store, so the shell's header and footer, the cart's fees and the booking form agree
 * and the API is asked once. Null until they arrive (or if they cannot): each reader then uses the spec's defaults.
 */
export const publicSettingsSlice = createSlice({
  name: 'publicSettings',
  initialState: { value: null as PublicSettings | null },
  reducers: {
    publicSettingsLoaded(state, action: PayloadAction<PublicSettings>) {
      state.value = action.payload;
    },
  },
  selectors: {
    selectPublicSettings: (state) => state.value,
  },
});

export const { publicSettingsLoaded } = publicSettingsSlice.actions;
export const { selectPublicSettings } = publicSettingsSlice.selectors;

/** What the cart needs of the settings: the fees, and whether online ordering is paused. */
export interface OrderingTerms {
  fees: FeeSettings;
  paused: boolean;
}

/** The spec's fees and ordering open: what a page shows until the settings arrive. */
export const DEFAULT_ORDERING_TERMS: OrderingTerms = { fees: DEFAULT_FEES, paused: false };

export function orderingTermsOf(settings: PublicSettings | null): OrderingTerms {
  return settings ? { fees: settings.settings, paused: settings.ordering?.paused === true } : DEFAULT_ORDERING_TERMS;
}
