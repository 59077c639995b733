import { BIRTHDAY_PACKAGES_PATH, MENU_API_BASE, type BirthdayPackageDto, type MenuCategoryDto, type MenuItemDto, type MenuKind } from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import { serverState, type ServerRequest } from './server-state';

/** The version of the menu this page last heard of (the settings stream's `menu`), none until a change. */
let menuVersion: string | undefined;

/**
 * Reads of the menu's dishes from now on ask for this version of it (`?v=`): the site's web server keeps the dishes'
 * answer a few seconds (its micro-cache, by address), and a changed menu must not be read from it.
 */
export function readMenuAsOf(version: string): void {
  menuVersion = version;
}

/** The addresses of the menu's public reads. */
export const MENU_REQUESTS = {
  categories: (menu: MenuKind, lang: Language): ServerRequest => ({ url: `${MENU_API_BASE[menu]}/categories`, lang }),
  items: (menu: MenuKind, lang: Language): ServerRequest => ({
    url: `${MENU_API_BASE[menu]}/items`,
    lang,
    ...(menuVersion ? { params: { v: menuVersion } } : {}),
  }),
  item: (menu: MenuKind, id: string, lang: Language): ServerRequest => ({ url: `${MENU_API_BASE[menu]}/items/${encodeURIComponent(id)}`, lang }),
  birthdayPackages: (lang: Language): ServerRequest => ({ url: BIRTHDAY_PACKAGES_PATH, lang }),
};

/** The menus as the storefront reads them: mf-menu shows them, mf-cart names its lines from them (one cache for both). */
export const menuReads = serverState.injectEndpoints({
  endpoints: (build) => ({
    // 'Menu': read again when the menu changes (a dish marked sold out on the order board: mf-menu's useMenuChanges)
    menuCategories: build.query<MenuCategoryDto[], { menu: MenuKind; lang: Language }>({
      query: ({ menu, lang }) => MENU_REQUESTS.categories(menu, lang),
      providesTags: ['Menu'],
    }),
    menuItems: build.query<MenuItemDto[], { menu: MenuKind; lang: Language }>({
      query: ({ menu, lang }) => MENU_REQUESTS.items(menu, lang),
      providesTags: ['Menu'],
    }),
    menuItem: build.query<MenuItemDto, { menu: MenuKind; id: string; lang: Language }>({
      query: ({ menu, id, lang }) => MENU_REQUESTS.item(menu, id, lang),
      providesTags: ['Menu'],
    }),
    birthdayPackages: build.query<BirthdayPackageDto[], { lang: Language }>({ query: ({ lang }) => MENU_REQUESTS.birthdayPackages(lang) }),
  }),
});
