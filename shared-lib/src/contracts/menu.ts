/** The two menus: main, and Mokaland, the kids' menu (SPEC 7: /menu/... and /mokaland-menu/...). */
export type MenuKind = 'main' | 'mokaland';

export const MENU_API_BASE: Record<MenuKind, string> = {
  main: '/menu',
  mokaland: '/mokaland-menu',
};

/** The language-free address of an item's page: /menu/{id}, or /mokaland/menu/{id} for the kids' menu. */
export function menuItemPath(menu: MenuKind, id: string | number): string {
  return `${menu === 'mokaland' ? '/mokaland/menu' : '/menu'}/${encodeURIComponent(String(id))}`;
}

/** A category as the API returns it, its name in the asked language. */
export interface MenuCategoryDto {
  id: number;
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
  itemCount: number;
}

/** One choice of a customisation group, e.g. "Large" (+4.00). */
export interface CustomizationOptionDto {
  key: string;
  name: string;
  /** Added to the item's price, exact decimal ("4.00"). */
  priceDelta: string;
}

/** A customisation group, e.g. size (pick one, required) or extra toppings (pick any). */
export interface CustomizationGroupDto {
  key: string;
  name: string;
  required: boolean;
  multiple: boolean;
  options: CustomizationOptionDto[];
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
  /** Dietary tags a manager set (DIETARY_TAGS: vegetarian, vegan, spicy, meat). Since contract 1.3. */
  dietary: string[];
  /** The item's name in the other three languages, so search finds it by any of them. Since contract 1.3. */
  otherNames: string[];
  /**
   * What else finds the item, in all four languages: its category's names and its ingredients. Search data, never
   * shown (searchMenuItems). Since contract 2.7.
   */
  searchText: string;
  /** Exact decimal AZN, e.g. "9.50". */
  price: string;
  image: string | null;
  featured: boolean;
  available: boolean;
  sortOrder: number;
  customizations: CustomizationGroupDto[];
}

/** A Mokaland birthday package as the API returns it, in the asked language. */
export interface BirthdayPackageDto {
  slug: string;
  name: string;
  description: string;
  includes: string[];
  /** Exact decimal AZN per child. */
  pricePerChild: string;
  minChildren: number;
  maxChildren: number;
}

export const BIRTHDAY_MENU_PATH = '/mokaland-menu/birthday-menu';
export const BIRTHDAY_PACKAGES_PATH = '/mokaland-menu/birthday-packages';
