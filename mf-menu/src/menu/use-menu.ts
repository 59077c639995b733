import type { MenuCategoryDto, MenuItemDto, MenuKind } from 'shared-lib';
import type { Language } from 'shared-lib/domain';
import { menuReads } from 'shared-lib/server-state';
import { useMenuChanges } from './use-menu-changes';

export interface MenuData {
  categories: MenuCategoryDto[];
  items: MenuItemDto[];
}

type MenuState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MenuData };

/**
 * Both lists of one menu in one language, from the page's server-state cache (shared-lib/server-state). A menu the
 * site's server rendered the page with is in that cache already (rehydrated): it shows at once, with no loading state
 * and no second request. It follows the menu's changes (useMenuChanges): a dish sold out shows so at once.
 */
export function useMenu(menu: MenuKind, lang: Language): { state: MenuState; retry: () => void } {
  useMenuChanges();
  const categoriesQuery = menuReads.useMenuCategoriesQuery({ menu, lang });
  const itemsQuery = menuReads.useMenuItemsQuery({ menu, lang });
  const categories = categoriesQuery.currentData;
  const items = itemsQuery.currentData;
  const retry = () => {
    void categoriesQuery.refetch();
    void itemsQuery.refetch();
  };
  if (categories && items) return { state: { status: 'ready', data: { categories, items } }, retry };
  const failed = categoriesQuery.error ?? itemsQuery.error;
  if (failed) return { state: { status: 'error', message: failed.message ?? '' }, retry };
  return { state: { status: 'loading' }, retry };
}
