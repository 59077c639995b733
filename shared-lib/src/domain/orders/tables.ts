/**
 * The restaurant's tables, numbered 1 to their count, each with its QR code (the staff area's QR page prints them): an
 * order at the table names one of them, and a QR link with another number (`?table=abc`, `?table=999`) sets none.
 * A manager sets the count (the ordering settings' `tableCount`).
 */
export const RESTAURANT_TABLES = { count: 30, max: 100 } as const;

/** The tables' count the settings give, or the default. */
export function tableCountOf(ordering: { tableCount?: number } | null | undefined): number {
  const count = ordering?.tableCount;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= RESTAURANT_TABLES.max ? count : RESTAURANT_TABLES.count;
}

/** Whether a table number as typed or scanned ("7", " 12 ") is one of the restaurant's `count` tables. */
export function isRestaurantTable(table: string, count: number): boolean {
  const number = table.trim();
  return /^[1-9]\d{0,2}$/.test(number) && Number(number) <= count;
}
