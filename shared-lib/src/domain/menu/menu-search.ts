import type { MenuItemDto } from '../../contracts/menu';
import { matchesSearch } from '../i18n/search-text';
import { allergenSearchText } from './allergens';
import { dietarySearchText } from './dietary-tags';

/**
 * The one search of the menus, run by the API (`GET /menu/search`) and by the menu page as the diner types: whole
 * words and word beginnings, Azerbaijani and Turkish letters typed without their marks. A dish is found by its name
 * in any of the four languages, and by its category and ingredients in any language (`searchText`), its description,
 * its dietary tags' words and its allergens' words ("nuts" finds every dish with nuts); those whose name matches come
 * first.
 */
export function searchMenuItems<T extends MenuItemDto>(items: readonly T[], query: string): T[] {
  if (!query.trim()) return [...items];
  const byName: T[] = [];
  const byRest: T[] = [];
  for (const item of items) {
    if (matchesSearch([item.name, ...item.otherNames], query)) byName.push(item);
    // the words may be found in the name and the rest together ("pepperoni spicy", "margherita mozzarella")
    else if (
      matchesSearch(
        [item.name, ...item.otherNames, item.searchText, item.description, dietarySearchText(item.dietary), allergenSearchText(item.allergens)],
        query,
      )
    )
      byRest.push(item);
  }
  return [...byName, ...byRest];
}

/** What a diner narrows a menu to: dishes carrying every chosen dietary tag and none of the excluded allergens. */
export interface MenuFilters {
  diets: readonly string[];
  without: readonly string[];
}

/** The items that pass the filters (all items when none is chosen). */
export function filterMenuItems<T extends MenuItemDto>(items: readonly T[], { diets, without }: MenuFilters): T[] {
  return items.filter((item) => diets.every((tag) => item.dietary.includes(tag)) && !without.some((code) => item.allergens.includes(code)));
}

/** @deprecated Since contract 2.7: `filterMenuItems(items, { diets: tags, without: [] })`. Kept for remotes built before it. */
export function filterByDietaryTags<T extends MenuItemDto>(items: readonly T[], tags: readonly string[]): T[] {
  return filterMenuItems(items, { diets: tags, without: [] });
}
