import type { MenuItemDto } from 'shared-lib';

/** Case- and accent-insensitive match on name, description and ingredients, in the page's language. */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ə/g, 'e');
}

export function searchItems(items: readonly MenuItemDto[], query: string): MenuItemDto[] {
  const q = normalise(query.trim());
  if (!q) return [...items];
  return items.filter((i) => normalise(`${i.name} ${i.description} ${i.ingredients}`).includes(q));
}
