import * as v from 'valibot';
import { ALLERGENS } from '../../domain/menu/allergens';
import { DIETARY_TAGS } from '../../domain/menu/dietary-tags';
import { MONEY_INPUT_PATTERN, plainMoneyInput, PRICE_DELTA_PATTERN, toMoneyString } from '../../domain/money/money';
import { DIGITS_PATTERN, exactText, languageField, slugField, trimmedText, wholeNumber } from './fields';

/** GET /api/menu/items: only the items of one category (its slug). */
export const menuItemsQuery = v.strictObject({
  lang: v.optional(languageField),
  category: v.optional(slugField),
  /** The menu's version the page last heard of (the settings stream's `menu`): a cache key past the web server's cache; the answer is the same. */
  v: v.optional(v.pipe(v.string(), v.regex(DIGITS_PATTERN))),
});

/** GET /api/menu/search: text to find in names, descriptions and ingredients, in any language. */
export const menuSearchQuery = v.strictObject({ lang: v.optional(languageField), q: trimmedText(1, 100) });

/** The two menus. */
export const MENUS = ['main', 'mokaland'] as const;

/** GET /api/admin/menu. */
export const adminMenuQuery = v.strictObject({ menu: v.optional(v.picklist(MENUS)) });

/** A key of the menu editor (a slug): lowercase letters and digits, words joined by single dashes. */
export const MENU_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const menuKey = (max: number) => v.pipe(v.string(), v.regex(MENU_KEY_PATTERN), v.maxLength(max));

/** Amounts as staff type them ("16,90 ₼" is 16.90: the domain's plainMoneyInput, the editor's rule); then the money pattern decides. */
// stored and answered with two decimals, as every amount ("25.5" is kept as "25.50", "0" as "0.00")
const amount = (pattern: RegExp) =>
  v.pipe(
    v.string(),
    v.transform(plainMoneyInput),
    v.regex(pattern),
    v.transform((text: string) => toMoneyString(text)),
  );

/** Texts in four languages; Azerbaijani is required, a missing one is flagged in the staff area. */
export const menuTextSchema = v.strictObject({
  az: exactText(1, 500),
  en: v.optional(exactText(0, 500)),
  ru: v.optional(exactText(0, 500)),
  tr: v.optional(exactText(0, 500)),
});

export const customizationOptionSchema = v.strictObject({
  key: menuKey(40),
  name: menuTextSchema,
  priceDelta: amount(PRICE_DELTA_PATTERN),
});

export const customizationGroupSchema = v.strictObject({
  key: menuKey(40),
  name: menuTextSchema,
  required: v.boolean(),
  multiple: v.boolean(),
  options: v.pipe(v.array(customizationOptionSchema), v.maxLength(20)),
});

const categoryEntries = {
  menu: v.picklist(MENUS),
  slug: menuKey(80),
  name: menuTextSchema,
  description: v.optional(menuTextSchema),
  sortOrder: v.optional(wholeNumber(0, 10000)),
  visible: v.optional(v.boolean()),
};

/** POST /api/admin/menu/categories. */
export const createCategoryBody = v.strictObject(categoryEntries);
/** PATCH /api/admin/menu/categories/:id: any of the fields. */
export const updateCategoryBody = v.partial(createCategoryBody);
export type CreateCategoryBody = v.InferOutput<typeof createCategoryBody>;
export type UpdateCategoryBody = v.InferOutput<typeof updateCategoryBody>;

/** A picture of the site's own picture pipeline (a drawn one or an uploaded photo); photos come through the upload. */
export const MENU_PICTURE_PATTERN = /^\/api\/menu\/images\/[a-z0-9-]{1,120}\.(svg|webp)$/;

/** POST /api/admin/menu/items. */
export const createItemBody = v.strictObject({
  categoryId: wholeNumber(1, 2147483647),
  slug: menuKey(120),
  name: menuTextSchema,
  description: menuTextSchema,
  ingredients: v.optional(menuTextSchema),
  allergens: v.optional(v.pipe(v.array(v.picklist(ALLERGENS)), v.maxLength(ALLERGENS.length))),
  dietary: v.optional(v.pipe(v.array(v.picklist(DIETARY_TAGS)), v.maxLength(DIETARY_TAGS.length))),
  price: amount(MONEY_INPUT_PATTERN),
  image: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(MENU_PICTURE_PATTERN))),
  featured: v.optional(v.boolean()),
  available: v.optional(v.boolean()),
  sortOrder: v.optional(wholeNumber(0, 10000)),
  customizations: v.optional(v.pipe(v.array(customizationGroupSchema), v.maxLength(10))),
});
/** PUT /api/admin/sold-out/:id (from a line on the order board): true takes the dish off the menu's orders, false puts it back. */
export const soldOutBody = v.strictObject({ soldOut: v.boolean() });

/** PATCH /api/admin/menu/items/:id: any of the fields. */
export const updateItemBody = v.partial(createItemBody);
export type CreateItemBody = v.InferOutput<typeof createItemBody>;
export type UpdateItemBody = v.InferOutput<typeof updateItemBody>;
