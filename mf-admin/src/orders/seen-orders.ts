/**
 * Which orders this device has seen (opened, moved or printed): a card stays marked "New" until then. Kept in
 * localStorage so a reload at a busy hour does not mark everything new again; only the last 500 codes are kept.
 */
const SEEN_KEY = 'PizzaInn_admin_seen_orders';
const LIMIT = 500;

function read(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function seenOrders(): Set<string> {
  return new Set(read());
}

export function markOrderSeen(code: string): void {
  const list = read().filter((c) => c !== code);
  list.push(code);
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify(list.slice(-LIMIT)));
  } catch {
    // storage full or off: the mark lasts for this page only
  }
}

/** Tickets printed on this device: a second print says "reprint". */
const PRINTED_KEY = 'PizzaInn_admin_printed_orders';

export function wasPrinted(code: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(PRINTED_KEY) ?? '[]') as string[]).includes(code);
  } catch {
    return false;
  }
}

export function markPrinted(code: string): void {
  try {
    const list = (JSON.parse(localStorage.getItem(PRINTED_KEY) ?? '[]') as string[]).filter((c) => c !== code);
    list.push(code);
    localStorage.setItem(PRINTED_KEY, JSON.stringify(list.slice(-LIMIT)));
  } catch {
    // nothing to keep
  }
}
