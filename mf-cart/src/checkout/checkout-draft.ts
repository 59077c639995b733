import { BRAND_STORAGE_PREFIX, type LatLng } from 'shared-lib';

/** What the diner typed at checkout, kept for this tab: a reload (or a slip to the menu and back) loses none of it. */
export interface CheckoutDraft {
  table: string;
  phone: string;
  name: string;
  email: string;
  notifyStatus: boolean;
  address: string;
  pin: LatLng | null;
}

export const CHECKOUT_DRAFT_KEY = `${BRAND_STORAGE_PREFIX}_checkout_draft`;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const point = (value: unknown): LatLng | null =>
  typeof value === 'object' && value !== null && Number.isFinite((value as LatLng).lat) && Number.isFinite((value as LatLng).lng)
    ? { lat: (value as LatLng).lat, lng: (value as LatLng).lng }
    : null;

/** The draft of this tab, or null (none, or unreadable). */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = JSON.parse(tabStorage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return null;
    return {
      table: text(raw.table),
      phone: text(raw.phone),
      name: text(raw.name),
      email: text(raw.email),
      notifyStatus: raw.notifyStatus === true,
      address: text(raw.address),
      pin: point(raw.pin),
    };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    tabStorage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works for this page
  }
}

/** Placed: the next order starts from the profile again, not from this one's draft. */
export function clearCheckoutDraft(): void {
  try {
    tabStorage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}
