import {
  apiClient,
  BIRTHDAY_PACKAGES_PATH,
  MENU_API_BASE,
  type BirthdayPackageDto,
  type Language,
  type MenuCategoryDto,
  type MenuItemDto,
  type MenuKind,
} from 'shared-lib';

export interface MenuData {
  categories: MenuCategoryDto[];
  items: MenuItemDto[];
}

/** Menu answers are kept for a minute: moving between the menu and an item does not ask again. */
export const MENU_CACHE_MS = 60000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < MENU_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // A failure is not kept: the next try asks again.
  value.catch(() => cache.delete(key));
  return value;
}

export function clearMenuCache(): void {
  cache.clear();
}

const get = <T>(url: string, lang: Language) => cached(`${url}|${lang}`, async () => (await apiClient.get<T>(url, { params: { lang } })).data);

/** Both lists of one menu, in one language. */
export async function fetchMenu(menu: MenuKind, lang: Language): Promise<MenuData> {
  const base = MENU_API_BASE[menu];
  const [categories, items] = await Promise.all([get<MenuCategoryDto[]>(`${base}/categories`, lang), get<MenuItemDto[]>(`${base}/items`, lang)]);
  return { categories, items };
}

export function fetchItem(id: string, lang: Language): Promise<MenuItemDto> {
  return get<MenuItemDto>(`${MENU_API_BASE.main}/items/${encodeURIComponent(id)}`, lang);
}

export function fetchBirthdayPackages(lang: Language): Promise<BirthdayPackageDto[]> {
  return get<BirthdayPackageDto[]>(BIRTHDAY_PACKAGES_PATH, lang);
}
