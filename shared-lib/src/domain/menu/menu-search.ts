import type { MenuItemDto } from '../../contracts/menu';
import { matchesSearch } from '../i18n/search-text';
import { dietarySearchText } from './dietary-tags';

/**
 * The one search of the menus, run by the API (`GET /menu/search`) and by the menu page as the diner types: whole
 * words and word beginnings; a dish is found by its name in any of the four languages and by its dietary tags'
 * words; those whose name matches come first, then those matching in the description, ingredients or tags.
 * `extraText` adds what the caller knows beyond the item (the API: the descriptions in every language).
 */
export function searchMenuItems<T extends MenuItemDto>(items: readonly T[], query: string, extraText: (item: T) => string = () => ''): T[] {
  if (!query.trim()) return [...items];
  const byName: T[] = [];
  const byRest: T[] = [];
  for (const item of items) {
    if (matchesSearch([item.name, ...item.otherNames], query)) byName.push(item);
    else if (matchesSearch([item.description, item.ingredients, dietarySearchText(item.dietary), extraText(item)], query)) byRest.push(item);
  }
  return [...byName, ...byRest];
}

/** The items carrying every one of the tags (all items when none is chosen). */
export function filterByDietaryTags<T extends MenuItemDto>(items: readonly T[], tags: readonly string[]): T[] {
  return tags.length === 0 ? [...items] : items.filter((item) => tags.every((tag) => item.dietary.includes(tag)));
}
