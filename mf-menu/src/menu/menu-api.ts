import {
  apiClient,
  serverAnswer,
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
/** The answers that have arrived, for a first render that needs no loading state. */
const settled = new Map<string, { at: number; value: unknown }>();
/** Server answers already taken (in the browser each is used once; later the cache decides). */
const taken = new Set<string>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < MENU_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  const at = Date.now();
  cache.set(key, { at, value });
  value.then((v) => settled.set(key, { at, value: v }), () => undefined);
  // A failure is not kept: the next try asks again.
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * An answer known now: the one the site's server rendered the page with (shared-lib's server answers), else one that
 * arrived less than MENU_CACHE_MS ago.
 */
function known<T>(url: string, lang: Language): T | undefined {
  const key = `${url}|${lang}`;
  const fromServer = typeof document === 'undefined' || !taken.has(key) ? serverAnswer<T>(url, lang) : undefined;
  if (fromServer !== undefined) {
    taken.add(key);
    const at = Date.now();
    settled.set(key, { at, value: fromServer });
    cache.set(key, { at, value: Promise.resolve(fromServer) });
    return fromServer;
  }
  const hit = settled.get(key);
  return hit && Date.now() - hit.at < MENU_CACHE_MS ? (hit.value as T) : undefined;
}

export function clearMenuCache(): void {
  cache.clear();
  settled.clear();
}

const get = <T>(url: string, lang: Language) => cached(`${url}|${lang}`, async () => (await apiClient.get<T>(url, { params: { lang } })).data);

/** Both lists of one menu if they are known now (see `known`), for a render with no loading state. */
export function knownMenu(menu: MenuKind, lang: Language): MenuData | undefined {
  const base = MENU_API_BASE[menu];
  const categories = known<MenuCategoryDto[]>(`${base}/categories`, lang);
  const items = known<MenuItemDto[]>(`${base}/items`, lang);
  return categories && items ? { categories, items } : undefined;
}

/** Both lists of one menu, in one language. */
export async function fetchMenu(menu: MenuKind, lang: Language): Promise<MenuData> {
  const base = MENU_API_BASE[menu];
  const [categories, items] = await Promise.all([get<MenuCategoryDto[]>(`${base}/categories`, lang), get<MenuItemDto[]>(`${base}/items`, lang)]);
  return { categories, items };
}

/** One item of either menu (a Mokaland item is asked of the Mokaland menu's API). */
export function fetchItem(menu: MenuKind, id: string, lang: Language): Promise<MenuItemDto> {
  return get<MenuItemDto>(`${MENU_API_BASE[menu]}/items/${encodeURIComponent(id)}`, lang);
}

/** The language-free address of an item's page: /menu/{id}, or /mokaland/menu/{id} for the kids' menu. */
export function itemPath(menu: MenuKind, id: string | number): string {
  return `${menu === 'mokaland' ? '/mokaland/menu' : '/menu'}/${encodeURIComponent(String(id))}`;
}

/** The page an item page goes back to. */
export const MENU_PATH: Record<MenuKind, string> = { main: '/menu', mokaland: '/mokaland' };

export function fetchBirthdayPackages(lang: Language): Promise<BirthdayPackageDto[]> {
  return get<BirthdayPackageDto[]>(BIRTHDAY_PACKAGES_PATH, lang);
}
