import type { MenuKind } from 'shared-lib';

/** An item's page (shared-lib's rule: the home page links the diner's favourites the same way). */
export { menuItemPath as itemPath } from 'shared-lib';

/** The page an item page goes back to. */
export const MENU_PATH: Record<MenuKind, string> = { main: '/menu', mokaland: '/mokaland' };
