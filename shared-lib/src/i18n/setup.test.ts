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
});
