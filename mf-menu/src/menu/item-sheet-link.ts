import type { useLocation } from 'shared-lib';

/** React Router's location, as shared-lib's useLocation gives it. */
type Location = ReturnType<typeof useLocation>;

/** Phones (below 768 px) show an item opened from the menu list as a sheet over the list. */
export const SHEET_MEDIA = '(max-width: 767.98px)';

interface SheetState {
  sheetOver?: Location;
  /** Tells the shell not to scroll to the top: the list stays where it was under the sheet. */
  keepScroll?: boolean;
}

/** The state a "View details" link carries: the list's location, for the sheet to rise over. */
export function sheetState(list: Location): SheetState {
  return { sheetOver: list, keepScroll: true };
}

/** The list under an open item sheet, or undefined where the item is shown as a page (a shared link, a laptop). */
export function sheetBackground(location: Location): Location | undefined {
  const over = (location.state as SheetState | null)?.sheetOver;
  if (!over || typeof window === 'undefined' || !window.matchMedia?.(SHEET_MEDIA).matches) return undefined;
  return over;
}
