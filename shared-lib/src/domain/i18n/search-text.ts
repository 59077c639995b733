/**
 * Folds text for search in any of the four languages: case-insensitive (Turkish İ and ı included) and
 * accent-insensitive (ə, ş, ç, ğ, ö, ü, й...): "ŞƏKİ" and "seki" fold the same.
 */
export function foldSearchText(text: string): string {
  return text.replace(/[İIı]/g, 'i').replace(/[Əə]/g, 'e').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * The words of a text as search compares them: folded, and with doubled letters written once, so the common
 * spellings of a dish meet ("pepperoni", "peperoni"; "пепперони", "пеперони"; "mozzarella", "motsarella" stays apart).
 */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .replace(/(\p{L})\1+/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether every word of the query begins a word of the text: whole words and word beginnings match ("ət" finds
 * "mal əti", "pep" finds "Pepperoni"), the middle of a word does not ("et" does not find "Vegetarian").
 * A query with no words matches everything.
 */
export function matchesSearch(text: string | readonly string[], query: string): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return true;
  const words = searchWords(typeof text === 'string' ? text : text.join(' '));
  return wanted.every((q) => words.some((w) => w.startsWith(q)));
}
