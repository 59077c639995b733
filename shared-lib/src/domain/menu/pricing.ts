import { formatMoney, fromQapik, toQapik } from '../money/money';
import type { CustomizationGroupDto, MenuItemDto } from '../../contracts/menu';
import type { CartItemInput } from '../cart/cart-rules';

/**
 * What an option's line adds after its name for its price difference: " (+4,00 ₼)", nothing when it costs nothing
 * extra. A name with brackets of its own ("Kiçik (25 sm)") takes the price after a comma, ", −2,00 ₼", so a line never
 * shows two brackets side by side (issue 58: "Kiçik (25 sm) (−2,00 ₼)").
 */
export function optionPriceSuffix(name: string, priceDelta: string | number): string {
  const delta = Number(priceDelta);
  if (delta === 0) return '';
  const price = `${delta > 0 ? '+' : '−'}${formatMoney(Math.abs(delta))}`;
  return /[()]/.test(name) ? `, ${price}` : ` (${price})`;
}

/** What a diner picked: group key to option key (one) or keys (several). */
export type Choices = Record<string, string | string[]>;

/** The starting choices: for a required pick-one group, the option that costs nothing extra (or the first). */
export function defaultChoices(groups: readonly CustomizationGroupDto[]): Choices {
  const choices: Choices = {};
  for (const g of groups) {
    if (g.multiple) choices[g.key] = [];
    else if (g.required) choices[g.key] = (g.options.find((o) => Number(o.priceDelta) === 0) ?? g.options[0])?.key ?? '';
  }
  return choices;
}

/** The price of one item with its choices, exact to the qapik ("9.50" + large "4.00" + olives "1.00" = "14.50"). */
export function unitPrice(item: Pick<MenuItemDto, 'price' | 'customizations'>, choices: Choices): string {
  let total = toQapik(item.price);
  for (const g of item.customizations) {
    const picked = choices[g.key];
    const keys = picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
    for (const key of keys) {
      const option = g.options.find((o) => o.key === key);
      if (option) total += toQapik(option.priceDelta);
    }
  }
  return fromQapik(total);
}

/** The choices as the cart and the API take them: empty groups left out. */
export function cartCustomizations(choices: Choices): Choices {
  return Object.fromEntries(Object.entries(choices).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));
}

/**
 * A dish as it goes into the cart from a list (the menu's cards, the home page's favourites): with its default choices
 * (a medium pizza) and their price; the item page lets diners choose.
 */
export function cartItemWithDefaults(item: Pick<MenuItemDto, 'id' | 'name' | 'price' | 'image' | 'category' | 'customizations'>): CartItemInput {
  const choices = defaultChoices(item.customizations);
  return {
    id: String(item.id),
    name: item.name,
    price: Number(unitPrice(item, choices)),
    image: item.image ?? '',
    category: item.category,
    customizations: cartCustomizations(choices),
  };
}
