import type { Language } from '../i18n/languages';

/**
 * The 14 allergens EU law asks restaurants to declare (Regulation 1169/2011, Annex II): the one list of codes. Each
 * remote that shows them names them in its translation files (mf-menu: `allergenNames.<code>`).
 */
export const ALLERGENS = [
  'gluten',
  'milk',
  'egg',
  'nuts',
  'peanuts',
  'fish',
  'shellfish',
  'soy',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(code: string): code is Allergen {
  return (ALLERGENS as readonly string[]).includes(code);
}

/**
 * The words diners type for each allergen, in the four languages, so "nuts", "орехи", "qoz" or "ceviz" finds every
 * dish with nuts whatever language the page is in. Search data, not screen text: the names shown are in the
 * vocabulary. No word of one allergen begins with a word of another (menu-search.test.ts checks it).
 */
export const ALLERGEN_SEARCH_WORDS: Record<Allergen, Record<Language, string>> = {
  gluten: { az: 'qlüten buğda', en: 'gluten wheat', ru: 'глютен клейковина пшеница пшеничный мука', tr: 'gluten buğday' },
  milk: { az: 'süd laktoza qaymaq', en: 'milk dairy lactose', ru: 'молоко молочное молочный лактоза сливки сливочный', tr: 'süt laktoz krema tereyağı' },
  egg: { az: 'yumurta', en: 'egg eggs', ru: 'яйцо яйца яичный', tr: 'yumurta' },
  nuts: {
    az: 'qoz fındıq badam püstə keşyu',
    en: 'nuts walnut hazelnut almond pistachio cashew',
    ru: 'орехи орех ореховый грецкий фундук миндаль фисташки фисташка кешью',
    tr: 'kuruyemiş ceviz fındık badem kaju antep',
  },
  peanuts: { az: 'araxis fındığı', en: 'peanuts', ru: 'арахис', tr: 'yerfıstığı fıstık fıstığı' },
  fish: { az: 'balıq', en: 'fish', ru: 'рыба рыбный', tr: 'balık' },
  shellfish: {
    az: 'xərçəngkimilər krevet krevetka',
    en: 'crustaceans shellfish shrimp prawn',
    ru: 'ракообразные креветки креветка краб',
    tr: 'kabuklular karides yengeç ıstakoz',
  },
  soy: { az: 'soya', en: 'soy soya', ru: 'соя соевый', tr: 'soya' },
  celery: { az: 'kərəviz', en: 'celery', ru: 'сельдерей', tr: 'kereviz' },
  mustard: { az: 'xardal', en: 'mustard', ru: 'горчица горчичный', tr: 'hardal' },
  sesame: { az: 'küncüt', en: 'sesame', ru: 'кунжут', tr: 'susam' },
  sulphites: { az: 'sulfitlər', en: 'sulphites sulfites', ru: 'сульфиты', tr: 'sülfitler' },
  lupin: { az: 'lüpin paxla', en: 'lupin', ru: 'люпин', tr: 'lupin lüpen bakla' },
  molluscs: {
    az: 'molyusklar kalmar midiya ahtapot',
    en: 'molluscs mollusks squid mussels octopus',
    ru: 'моллюски кальмар мидии осьминог',
    tr: 'yumuşakçalar midye kalamar ahtapot',
  },
};

/** The search words of an item's allergens in every language, as one text. */
export function allergenSearchText(codes: readonly string[]): string {
  return codes
    .filter(isAllergen)
    .map((code) => Object.values(ALLERGEN_SEARCH_WORDS[code]).join(' '))
    .join(' ');
}
