import { type ReservationSettings, type PricingSettings } from 'shared-lib/contracts';
import {
  DEFAULT_LARGE_GROUP_NOTICE_HOURS,
  DEFAULT_SEATS_PER_SLOT,
  DEFAULT_CURRENCY,
  DELIVERY_FEE,
  FREE_DELIVERY_THRESHOLD,
  SERVICE_FEE_RATE,
  toMoneyString,
} from 'shared-lib/domain';

/** SPEC 3, 9 defaults: AZN, a 10% service fee, delivery 2 below a subtotal of 25. */
export const DEFAULT_PRICING: PricingSettings = {
  currency: DEFAULT_CURRENCY,
  serviceFeeRate: SERVICE_FEE_RATE,
  deliveryFee: toMoneyString(DELIVERY_FEE),
  freeDeliveryThreshold: toMoneyString(FREE_DELIVERY_THRESHOLD),
};

export { DEFAULT_RESTAURANT } from 'shared-lib/contracts';

/** Seats per 30-minute slot, and the notice groups of 8 or more must give. */
export const DEFAULT_RESERVATIONS: ReservationSettings = {
  seatsPerSlot: DEFAULT_SEATS_PER_SLOT,
  largeGroupNoticeHours: DEFAULT_LARGE_GROUP_NOTICE_HOURS,
};
