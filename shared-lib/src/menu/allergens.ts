import type { Language } from '../i18n/languages';

/** The 14 allergens EU law asks restaurants to declare (Regulation 1169/2011, Annex II): the one list of codes. */
export const ALLERGENS = ['gluten', 'milk', 'egg', 'nuts', 'peanuts', 'fish', 'shellfish', 'soy', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Safety information: each allergen's everyday name in the four languages, as a diner would look for it. */
export const ALLERGEN_NAMES: Record<Allergen, Record<Language, string>> = {
  gluten: { az: 'qlüten', en: 'gluten', ru: 'глютен', tr: 'gluten' },
  milk: { az: 'süd', en: 'milk', ru: 'молоко', tr: 'süt' },
  egg: { az: 'yumurta', en: 'egg', ru: 'яйца', tr: 'yumurta' },
  nuts: { az: 'qoz-fındıq', en: 'tree nuts', ru: 'орехи', tr: 'sert kabuklu yemişler' },
  peanuts: { az: 'yer fındığı', en: 'peanuts', ru: 'арахис', tr: 'yer fıstığı' },
  fish: { az: 'balıq', en: 'fish', ru: 'рыба', tr: 'balık' },
  shellfish: { az: 'xərçəngkimilər', en: 'crustaceans', ru: 'ракообразные', tr: 'kabuklu deniz ürünleri' },
  soy: { az: 'soya', en: 'soy', ru: 'соя', tr: 'soya' },
  celery: { az: 'kərəviz', en: 'celery', ru: 'сельдерей', tr: 'kereviz' },
  mustard: { az: 'xardal', en: 'mustard', ru: 'горчица', tr: 'hardal' },
  sesame: { az: 'küncüt', en: 'sesame', ru: 'кунжут', tr: 'susam' },
  sulphites: { az: 'sulfitlər', en: 'sulphites', ru: 'сульфиты', tr: 'sülfitler' },
  lupin: { az: 'acı paxla (lupin)', en: 'lupin', ru: 'люпин', tr: 'acı bakla' },
  molluscs: { az: 'molyusklar', en: 'molluscs', ru: 'моллюски', tr: 'yumuşakçalar' },
};

export function isAllergen(code: string): code is Allergen {
  return (ALLERGENS as readonly string[]).includes(code);
}

/** An allergen's name in the page's language (an unknown code is shown as it is, never dropped: it is safety information). */
export function allergenName(code: string, lang: Language): string {
  return isAllergen(code) ? ALLERGEN_NAMES[code][lang] : code;
}
