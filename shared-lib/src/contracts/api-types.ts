import type { Language } from '../domain/i18n/languages';
import type { KitchenStation } from '../domain/orders/kitchen-stations';
import type { PaymentMethod } from '../domain/orders/order-rules';
import type { Permission } from '../domain/roles/permissions';
import type { Role } from '../domain/roles/roles';
import type { OpeningHours } from '../domain/time/opening-hours';

/** A text in the four languages of the site. */
export type LocalizedText = Record<Language, string>;

/** The signed-in user as the API returns it (never the password hash). */
export interface UserDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  permissions: Permission[];
  createdAt: string;
  /** A kitchen display a manager signed in (a session until a manager ends it); absent for people. */
  device?: true;
  /** The language this person chose in the staff area (remembered per user); null until they choose one. */
  language: Language | null;
}

export interface AuthResult {
  user: UserDto;
  token: string;
}

/** SPEC 3 settings; money as exact decimal strings ("2.00"). */
export interface PricingSettings {
  currency: string;
  serviceFeeRate: number;
  deliveryFee: string;
  freeDeliveryThreshold: string;
}

export interface LinkOption {
  name: string;
  url: string;
  /** The app's own link (a custom scheme), where it has one. */
  appUrl?: string;
}

/** SPEC 1, 3: restaurant information. */
export interface RestaurantInfo {
  name: string;
  phone: string;
  shortPhone: string;
  email: string;
  address: LocalizedText;
  geo: { lat: number; lng: number };
  workingHours: { open: string; close: string };
  /** Hours per weekday and closed dates (admin settings); when absent, `workingHours` every day. */
  openingHours?: OpeningHours | null;
  socialMedia: { facebook: string; instagram: string; twitter: string };
  deliveryPlatforms: LinkOption[];
  maps: LinkOption[];
  navigationApps: LinkOption[];
  rating: { value: number; count: number };
  openSince: number;
}

/** Reservation capacity and rules that staff can tune. */
export interface ReservationSettings {
  seatsPerSlot: number;
  largeGroupNoticeHours: number;
}

/** Whether the restaurant takes online orders now (a manager pauses them at a busy hour; the API refuses orders then). */
export interface OrderingSettings {
  paused: boolean;
  /** The largest order total the website takes (manat, "500.00"); a larger order is refused with ORDER_TOO_LARGE. */
  maxOrderTotal: string;
  /**
   * Online orders are refused outside the opening hours and on closed dates (RESTAURANT_CLOSED), and the storefront
   * says "Closed now" then; false only on test and benchmark servers (ORDERS_OUTSIDE_HOURS).
   */
  followsOpeningHours?: boolean;
  /** The order board's prep-time targets in minutes (amber from `warn`, red from `late`); absent: the defaults. */
  prepTargets?: { warn: number; late: number };
  /** The kitchen's stations and the menu categories each makes; absent: DEFAULT_KITCHEN_STATIONS. */
  stations?: KitchenStation[];
  /** How diners pay (at the table, the counter or to the courier); absent: DEFAULT_PAYMENT_METHODS. */
  paymentMethods?: PaymentMethod[];
  /** How many tables the restaurant has, numbered from 1 (RESTAURANT_TABLES); absent: the default. Since 2.7. */
  tableCount?: number;
  /** Whether STAFF may mark a dish sold out from a line on the order board (a manager always may); absent: no. Since 2.9. */
  staffMarksSoldOut?: boolean;
}

export interface PublicSettings {
  restaurant: RestaurantInfo;
  settings: PricingSettings;
  reservations: ReservationSettings;
  ordering: OrderingSettings;
  /** The site's public address (the server's SITE_URL) for printed links such as table QR codes; null when unset. */
  siteUrl: string | null;
}
