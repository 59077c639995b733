import { foldSearchText, type MenuItemDto } from 'shared-lib';

/** Case- and accent-insensitive match on name, description and ingredients, in the page's language. */
export function searchItems(items: readonly MenuItemDto[], query: string): MenuItemDto[] {
  const q = foldSearchText(query);
  if (!q) return [...items];
  return items.filter((i) => foldSearchText(`${i.name} ${i.description} ${i.ingredients}`).includes(q));
}
