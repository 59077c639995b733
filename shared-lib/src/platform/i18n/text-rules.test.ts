import { ellipsisProblems, gluedSuffixProblems, pluralCategoryProblems } from './text-rules';

const texts = (az: object, en: object, ru: object, tr: object) => ({ az, en, ru, tr }) as never;

it('names a plural key without a form its language uses, and one with a form it does not use', () => {
  const problems = pluralCategoryProblems(
    texts({ items_one: '{{count}} məhsul', items_other: '{{count}} məhsul' }, { items_one: '{{count}} item', items_other: '{{count}} items' }, { items_one: '{{count}} блюдо', items_many: '{{count}} блюд', items_other: '{{count}} блюда' }, { items_one: '{{count}} ürün', items_few: '{{count}} ürün', items_other: '{{count}} ürün' }),
  );
  expect(problems).toEqual(['ru: items has plural forms many, one, other; ru needs few, many, one, other', 'tr: items has plural forms few, one, other; tr needs one, other']);
});

it('names a suffix glued to a placeholder in Azerbaijani or Turkish, not a value written around', () => {
  const problems = gluedSuffixProblems(
    texts({ a: "{{name}}'in sifarişi", b: 'Rol: {{name}}' }, { a: "{{name}}'s order" }, { a: '{{name}}у' }, { a: '{{item}}-ı sil', b: '{{count}} ürün', c: 'Saat {{time}}da' }),
  );
  expect(problems).toEqual([
    `az: a: "{{name}}'in sifarişi" glues "{{name}}'i" (write the sentence around the value)`,
    'tr: a: "{{item}}-ı sil" glues "{{item}}-ı" (write the sentence around the value)',
    'tr: c: "Saat {{time}}da" glues "{{time}}d" (write the sentence around the value)',
  ]);
});

it('names the other ellipsis of a language', () => {
  expect(ellipsisProblems(texts({ a: 'Yüklənir...' }, { a: 'Loading...', b: 'Sending…' }, { a: 'Загрузка…' }, { a: 'Yükleniyor…' }))).toEqual([
    'az: a: "Yüklənir..." writes "..." (az writes "…")',
    'en: b: "Sending…" writes "…" (en writes "...")',
  ]);
});
