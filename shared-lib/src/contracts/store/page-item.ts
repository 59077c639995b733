import { createAction } from '@reduxjs/toolkit';
import type { MenuItemDto } from '../menu';
import type { Language } from '../../domain/i18n/languages';

/** What the item page reports to the shell, which owns the head: the item shown, or null when there is none. */
export interface PageItem {
  /** The id in the page's path. */
  id: string;
  lang: Language;
  item: MenuItemDto | null;
}

/** mf-menu dispatches it when an item page has loaded its item (or learnt it does not exist). */
export const pageItemShown = createAction<PageItem>('seo/pageItemShown');
