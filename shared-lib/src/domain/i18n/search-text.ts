/**
 * Folds text for search in any of the four languages: case-insensitive (Turkish İ and ı included) and
 * accent-insensitive (ə, ş, ç, ğ, ö, ü, й...): "ŞƏKİ" and "seki" fold the same.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .replace(/[Əə]/g, 'e')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();
}
