import type { MenuKind } from 'shared-lib';

/** The language-free address of an item's page: /menu/{id}, or /mokaland/menu/{id} for the kids' menu. */
export function itemPath(menu: MenuKind, id: string | number): string {
  return `${menu === 'mokaland' ? '/mokaland/menu' : '/menu'}/${encodeURIComponent(String(id))}`;
}

/** The page an item page goes back to. */
export const MENU_PATH: Record<MenuKind, string> = { main: '/menu', mokaland: '/mokaland' };
