import { apiClient, MENU_API_BASE, type Language, type MenuCategoryDto, type MenuItemDto, type MenuKind } from 'shared-lib';

export interface MenuData {
  categories: MenuCategoryDto[];
  items: MenuItemDto[];
}

/** Both lists of one menu, in one language. */
export async function fetchMenu(menu: MenuKind, lang: Language): Promise<MenuData> {
  const base = MENU_API_BASE[menu];
  const [categories, items] = await Promise.all([
    apiClient.get<MenuCategoryDto[]>(`${base}/categories`, { params: { lang } }),
    apiClient.get<MenuItemDto[]>(`${base}/items`, { params: { lang } }),
  ]);
  return { categories: categories.data, items: items.data };
}
