import { useEffect, useState } from 'react';
import { apiClient, MENU_API_BASE, type CartLine, type Language, type MenuItemDto } from 'shared-lib';

/** Both menus' items in one language, by id (ids are unique across the main menu and Mokaland). */
export type MenuIndex = ReadonlyMap<string, MenuItemDto>;

const loads = new Map<Language, Promise<MenuIndex>>();

/** Once per page load and language: the lists are the ones the menu pages read (cached by the API and the browser). */
export function loadMenuIndex(lang: Language): Promise<MenuIndex> {
  let load = loads.get(lang);
  if (!load) {
    load = Promise.all(Object.values(MENU_API_BASE).map((base) => apiClient.get<MenuItemDto[]>(`${base}/items`, { params: { lang } }).then((r) => r.data)))
      .then((lists) => new Map(lists.flat().map((item) => [String(item.id), item])))
      .catch(() => {
        loads.delete(lang);
        return new Map();
      });
    loads.set(lang, load);
  }
  return load;
}

/**
 * The menus in the page's language, asked for only when there are lines to name (an empty cart asks for nothing);
 * empty until they arrive (lines then show the names they were added with).
 */
export function useMenuIndex(lang: Language, hasLines: boolean): MenuIndex {
  const [index, setIndex] = useState<MenuIndex>(new Map());
  useEffect(() => {
    if (!hasLines) return;
    let live = true;
    void loadMenuIndex(lang).then((i) => live && setIndex(i));
    return () => {
      live = false;
    };
  }, [lang, hasLines]);
  return index;
}

export interface LineText {
  /** The item's name in the page's language (the name it was added with until the menu arrives). */
  name: string;
  /** The chosen options in the page's language, in the menu's order: "Large (36 cm)", "Extra cheese". */
  options: string[];
}

/** What a cart line shows: names re-read from the menu in the current language, so a switch renames every line. */
export function lineText(line: Pick<CartLine, 'id' | 'name' | 'customizations'>, menu: MenuIndex): LineText {
  const item = menu.get(line.id);
  if (!item) return { name: line.name, options: [] };
  const options: string[] = [];
  for (const group of item.customizations) {
    const picked = line.customizations[group.key];
    const keys = Array.isArray(picked) ? picked.map(String) : picked === undefined || picked === null ? [] : [String(picked)];
    for (const option of group.options) if (keys.includes(option.key)) options.push(option.name);
  }
  return { name: item.name, options };
}
