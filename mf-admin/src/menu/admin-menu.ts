import type { LocalizedText } from 'shared-lib';
import type { Language } from 'shared-lib/domain';

/** Texts as the menu editor holds them: Azerbaijani required, the other languages may still be missing. */
export type Texts = Partial<LocalizedText>;

export interface AdminOption {
  key: string;
  name: Texts;
  priceDelta: string;
}
export interface AdminOptionGroup {
  key: string;
  name: Texts;
  required: boolean;
  multiple: boolean;
  options: AdminOption[];
}
export interface AdminItem {
  id: number;
  categoryId: number;
  slug: string;
  name: Texts;
  description: Texts;
  ingredients: Texts;
  allergens: string[];
  dietary: string[];
  image: string | null;
  customizations: AdminOptionGroup[];
  price: string;
  available: boolean;
  featured: boolean;
  sortOrder: number;
  missingTranslations: string[];
}
export interface AdminCategory {
  id: number;
  menu: 'main' | 'mokaland';
  slug: string;
  name: Texts;
  visible: boolean;
  missingTranslations: string[];
  items: AdminItem[];
}

export const textIn = (t: Texts, lang: Language) => t[lang] || t.az || '';

/** A key for a new group or option from its name ("Extra cheese" -> "extra-cheese"), unique among `taken`. */
export function keyFor(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ə/g, 'e')
      .replace(/ı/g, 'i')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36) || 'option';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}-${n}`;
  return key;
}
