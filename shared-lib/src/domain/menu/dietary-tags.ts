import type { Language } from '../i18n/languages';

/**
 * What a diner looks for at a glance, set per item by a manager and shown on the menu cards beside the allergens,
 * with a filter for each. Each remote names them in its translation files (mf-menu: `dietaryNames.<tag>`).
 */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'spicy', 'meat'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export function isDietaryTag(code: string): code is DietaryTag {
  return (DIETARY_TAGS as readonly string[]).includes(code);
}

/**
 * The words diners type for each tag, in the four languages, so a search for "meat", "мясо" or "ət" finds the dishes
 * tagged with meat whatever language the page is in. Search data, not screen text: the names shown are in the
 * translation files. No word of one tag begins with a word of another ("ətsiz" would make "ət" find the vegetarian).
 */
export const DIETARY_SEARCH_WORDS: Record<DietaryTag, Record<Language, string>> = {
  vegetarian: { az: 'vegetarian', en: 'vegetarian veggie', ru: 'вегетарианское вегетарианский', tr: 'vejetaryen' },
  vegan: { az: 'vegan bitki', en: 'vegan plant based', ru: 'веганское растительное', tr: 'vegan bitkisel' },
  spicy: { az: 'acılı acı', en: 'spicy hot chilli', ru: 'острое острый', tr: 'acılı acı' },
  meat: { az: 'ət ətli', en: 'meat', ru: 'мясо мясное мясом', tr: 'et etli' },
};

/** A tag's search words in every language, as one text. */
export function dietarySearchText(tags: readonly string[]): string {
  return tags
    .filter(isDietaryTag)
    .map((tag) => Object.values(DIETARY_SEARCH_WORDS[tag]).join(' '))
    .join(' ');
}
