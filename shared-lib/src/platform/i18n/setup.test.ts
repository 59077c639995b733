import { missingTranslationKeys } from './setup';

describe('missing translation keys', () => {
  it('reports a key missing or empty in one language', () => {
    expect(
      missingTranslationKeys({
        az: { a: 'A', nested: { b: 'B' } },
        en: { a: 'A', nested: { b: 'B' } },
        ru: { a: 'A', nested: {} },
        tr: { a: ' ', nested: { b: 'B' } },
      }),
    ).toEqual(['ru: nested.b', 'tr: a']);
  });

  it('counts plural forms by their base key', () => {
    expect(
      missingTranslationKeys({
        az: { items_one: '{{count}} məhsul', items_other: '{{count}} məhsul' },
        en: { items_one: '{{count}} item', items_other: '{{count}} items' },
        ru: { items_one: 'a', items_few: 'b', items_many: 'c', items_other: 'd' },
        tr: { other: 'x' },
      }),
    ).toEqual(['az: other', 'en: other', 'ru: other', 'tr: items']);
  });
});
