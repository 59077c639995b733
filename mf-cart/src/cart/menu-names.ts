import { useMemo } from 'react';
import { type MenuItemDto } from 'shared-lib';
import { type CartLine, type Language } from 'shared-lib/domain';
import { menuReads } from 'shared-lib/server-state';

/** Both menus' items in one language, by id (ids are unique across the main menu and Mokaland). */
export type MenuIndex = ReadonlyMap<string, MenuItemDto>;

const EMPTY: MenuIndex = new Map();

/**
 * The menus in the page's language, asked for only when there are lines to name (an empty cart asks for nothing);
 * empty until they arrive (lines then show the names they were added with). They are the lists the menu pages read,
 * from the same server-state cache (shared-lib/server-state): a cart opened after the menu asks for nothing.
 */
export function useMenuIndex(lang: Language, hasLines: boolean): MenuIndex {
  const mainRead = menuReads.useMenuItemsQuery({ menu: 'main', lang }, { skip: !hasLines });
  const mokalandRead = menuReads.useMenuItemsQuery({ menu: 'mokaland', lang }, { skip: !hasLines });
  const main = mainRead.currentData;
  const mokaland = mokalandRead.currentData;
  // Both menus at once (or what there is once the other has failed), so the lines change once, not twice.
  const ready = (main !== undefined || mainRead.isError) && (mokaland !== undefined || mokalandRead.isError);
  return useMemo(
    () => (ready && (main || mokaland) ? new Map([...(main ?? []), ...(mokaland ?? [])].map((item) => [String(item.id), item])) : EMPTY),
    [ready, main, mokaland],
  );
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
    // one option's key or several; a saved cart's keys are strings (numbers from older carts)
    const keys = (Array.isArray(picked) ? picked : [picked]).filter((k) => typeof k === 'string' || typeof k === 'number').map(String);
    for (const option of group.options) if (keys.includes(option.key)) options.push(option.name);
  }
  return { name: item.name, options };
}
