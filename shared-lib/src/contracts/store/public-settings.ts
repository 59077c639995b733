import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FEES, MAX_ORDER_TOTAL, type FeeSettings } from '../../domain/cart/cart-rules';
import { openingHoursOf, openingStatus } from '../../domain/time/opening-hours';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethod } from '../../domain/orders/order-rules';
import { orderAheadSlots, type OrderAheadSlot } from '../../domain/orders/order-ahead';
import { RESTAURANT_TABLES, tableCountOf } from '../../domain/orders/tables';
import type { PublicSettings } from '../api-types';
import { sameIfEqual } from './same-if-equal';

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
      state.value = sameIfEqual<PublicSettings | null>(original(state)!.value, action.payload);
    },
  },
  selectors: {
    selectPublicSettings: (state) => state.value,
  },
});

export const { publicSettingsLoaded } = publicSettingsSlice.actions;
export const { selectPublicSettings } = publicSettingsSlice.selectors;

/** What the cart needs of the settings: the fees, whether online ordering is paused, and whether the restaurant is closed now. */
export interface OrderingTerms {
  fees: FeeSettings;
  paused: boolean;
  /** Closed now (the API refuses online orders): when it opens again (HH:MM, Baku time; null: not within a week). */
  closed: { opensAt: string | null } | null;
  /** The largest order total the website takes, in manat (a larger order is refused: ORDER_TOO_LARGE). */
  maxTotal: number;
  /** How diners pay (at the table, the counter or to the courier). */
  paymentMethods: readonly PaymentMethod[];
  /** The times a pickup or delivery can be ordered for, today and tomorrow (orderAheadSlots); none until the hours are known. */
  aheadSlots: readonly OrderAheadSlot[];
  /** How many tables the restaurant has (an order at a table names one of them). */
  tableCount: number;
}

/** The spec's fees and ordering open: what a page shows until the settings arrive. */
export const DEFAULT_ORDERING_TERMS: OrderingTerms = {
  fees: DEFAULT_FEES,
  paused: false,
  closed: null,
  maxTotal: MAX_ORDER_TOTAL,
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  aheadSlots: [],
  tableCount: RESTAURANT_TABLES.count,
};

export function orderingTermsOf(settings: PublicSettings | null, now: Date = new Date()): OrderingTerms {
  if (!settings) return DEFAULT_ORDERING_TERMS;
  const hours = settings.ordering?.followsOpeningHours === false || !settings.restaurant ? null : openingStatus(openingHoursOf(settings.restaurant), now);
  const maxTotal = Number(settings.ordering?.maxOrderTotal ?? MAX_ORDER_TOTAL);
  return {
    fees: settings.settings,
    paused: settings.ordering?.paused === true,
    closed: hours && !hours.open ? { opensAt: hours.next } : null,
    maxTotal: Number.isFinite(maxTotal) ? maxTotal : MAX_ORDER_TOTAL,
    paymentMethods: settings.ordering?.paymentMethods?.length ? settings.ordering.paymentMethods : DEFAULT_PAYMENT_METHODS,
    aheadSlots: settings.restaurant ? orderAheadSlots(openingHoursOf(settings.restaurant), now) : [],
    tableCount: tableCountOf(settings.ordering),
  };
}
