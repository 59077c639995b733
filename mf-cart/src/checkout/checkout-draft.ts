import { STORAGE_KEYS, type LatLng } from 'shared-lib/domain';

/** What the diner typed at checkout, kept for this tab: a reload (or a slip to the menu and back) loses none of it. */
export interface CheckoutDraft {
  table: string;
  phone: string;
  name: string;
  email: string;
  notifyStatus: boolean;
  address: string;
  pin: LatLng | null;
  /** Whose draft it is: the signed-in diner's id, or null for a guest. */
  owner: string | null;
}

export const CHECKOUT_DRAFT_KEY = STORAGE_KEYS.checkoutDraft;

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

/**
 * The draft of this tab for `owner` (the signed-in diner's id, null for a guest), or null: none, unreadable, or a
 * signed-in diner's draft read by anyone else (after signing out on a shared phone the next person sees none of it; it
 * is removed). A guest's draft is kept when they sign in.
 */
export function readCheckoutDraft(owner: string | null): CheckoutDraft | null {
  try {
    const raw = JSON.parse(tabStorage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return null;
    const draftOwner = typeof raw.owner === 'string' ? raw.owner : null;
    if (draftOwner !== null && draftOwner !== owner) {
      clearCheckoutDraft();
      return null;
    }
    return {
      table: text(raw.table),
      phone: text(raw.phone),
      name: text(raw.name),
      email: text(raw.email),
      notifyStatus: raw.notifyStatus === true,
      address: text(raw.address),
      pin: point(raw.pin),
      owner: draftOwner,
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
