import type { Language } from '../i18n/languages';

/**
 * A station of the kitchen (the pizza oven, the bar, desserts): the restaurant names them and sends each menu
 * category to one. A station's board view and its ticket show only its lines. A category no station lists goes to the
 * first station, so a new category is never lost between stations.
 */
export interface KitchenStation {
  /** A short stable id: lower-case letters, digits and hyphens ("kitchen", "bar"). */
  id: string;
  /** Its name in each language of the site (staff read the board in theirs). */
  name: Record<Language, string>;
  /** The slugs of the menu categories whose dishes it makes. */
  categories: string[];
}

/** The id format of a station, and how many a restaurant may have. */
export const STATION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
export const MAX_KITCHEN_STATIONS = 8;

/** Until a manager sets the restaurant's own: the kitchen makes the food, the bar the drinks, desserts the sweets. */
export const DEFAULT_KITCHEN_STATIONS: readonly KitchenStation[] = [
  { id: 'kitchen', name: { az: 'Mətbəx', en: 'Kitchen', ru: 'Кухня', tr: 'Mutfak' }, categories: [] },
  { id: 'bar', name: { az: 'Bar', en: 'Bar', ru: 'Бар', tr: 'Bar' }, categories: ['drinks'] },
  { id: 'desserts', name: { az: 'Desertlər', en: 'Desserts', ru: 'Десерты', tr: 'Tatlılar' }, categories: ['desserts', 'kids-drinks-desserts'] },
];

/** The stations in effect: the restaurant's own, or the defaults when it has none. */
export function kitchenStationsOf(stations: readonly KitchenStation[] | undefined | null): readonly KitchenStation[] {
  return stations && stations.length > 0 ? stations : DEFAULT_KITCHEN_STATIONS;
}

/** The station that makes a dish of the given category: the one listing it, else the first. */
export function stationForCategory(categorySlug: string | null | undefined, stations: readonly KitchenStation[] | undefined | null): string {
  const all = kitchenStationsOf(stations);
  return (categorySlug ? all.find((s) => s.categories.includes(categorySlug)) : undefined)?.id ?? all[0]!.id;
}
