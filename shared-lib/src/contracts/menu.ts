/** The two menus: main, and Mokaland, the kids' menu (SPEC 7: /menu/... and /mokaland-menu/...). */
export type MenuKind = 'main' | 'mokaland';

export const MENU_API_BASE: Record<MenuKind, string> = {
  main: '/menu',
  mokaland: '/mokaland-menu',
};

/** A category as the API returns it, its name in the asked language. */
export interface MenuCategoryDto {
  id: number;
  slug: string;
  name: string;
  sortOrder: number;
  itemCount: number;
}

/** A menu item as the API returns it, its texts in the asked language. */
export interface MenuItemDto {
  id: number;
  slug: string;
  categoryId: number;
  /** The category's slug. */
  category: string;
  name: string;
  description: string;
  ingredients: string;
  allergens: string[];
  price: number;
  image: string | null;
  featured: boolean;
  available: boolean;
}
