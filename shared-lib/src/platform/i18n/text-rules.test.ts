import {
  ellipsisProblems,
  glossaryProblems,
  gluedSuffixProblems,
  pluralCategoryProblems,
  quotationProblems,
  rangeDashProblems,
  russianAgreementProblems,
  writtenHoursProblems,
} from './text-rules';

const texts = (az: object, en: object, ru: object, tr: object) => ({ az, en, ru, tr }) as never;

it('names a plural key without a form its language uses, and one with a form it does not use', () => {
  const problems = pluralCategoryProblems(
    texts(
      { items_one: '{{count}} məhsul', items_other: '{{count}} məhsul' },
      { items_one: '{{count}} item', items_other: '{{count}} items' },
      { items_one: '{{count}} блюдо', items_many: '{{count}} блюд', items_other: '{{count}} блюда' },
      { items_one: '{{count}} ürün', items_few: '{{count}} ürün', items_other: '{{count}} ürün' },
    ),
  );
  expect(problems).toEqual([
    'ru: items has plural forms many, one, other; ru needs few, many, one, other',
    'tr: items has plural forms few, one, other; tr needs one, other',
  ]);
});

it('names a suffix glued to a placeholder in Azerbaijani or Turkish, not a value written around', () => {
  const problems = gluedSuffixProblems(
    texts(
      { a: "{{name}}'in sifarişi", b: 'Rol: {{name}}' },
      { a: "{{name}}'s order" },
      { a: '{{name}}у' },
      { a: '{{item}}-ı sil', b: '{{count}} ürün', c: 'Saat {{time}}da' },
    ),
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

it('names a Russian name placeholder made the subject of the word after it, not a name after a colon or a count', () => {
  const problems = russianAgreementProblems(
    texts(
      {},
      {},
      { a: '{{item}} возвращено в корзину', b: 'Возвращено в корзину: {{item}}', c: '{{count}} блюд', d: 'Заказ {{code}} готов', e: 'Роль {{name}} изменена' },
      {},
    ),
  );
  expect(problems).toEqual([
    'ru: a: "{{item}} возвращено в корзину" makes {{item}} the subject of "возвращено" (put the name after a colon)',
    'ru: e: "Роль {{name}} изменена" makes {{name}} the subject of "изменена" (put the name after a colon)',
  ]);
});

it('names a range written with a hyphen, not a date or a word with a hyphen', () => {
  const problems = rangeDashProblems(
    texts(
      { a: '20-40 dəqiqə', b: 'Kassa-2' },
      { a: '{{min}}–{{max}} children', b: 'Opened 2026-11-27' },
      { a: '{{from}} - {{to}} мин' },
      { a: '07:00 – 03:00', b: 'e-posta' },
    ),
  );
  expect(problems).toEqual([
    'az: a: "20-40 dəqiqə" writes the range "0-4" with a hyphen (write "–")',
    'ru: a: "{{from}} - {{to}} мин" writes the range "}} - {{" with a hyphen (write "–")',
  ]);
});

it('names a time of day written in digits, not one filled from the settings or a format example', () => {
  const problems = writtenHoursProblems(
    texts(
      { hours: 'Hər gün 07:00-dən 03:00-dək açığıq.', ok: 'Hər gün {{opensFrom}} {{closesUntil}} açığıq.' },
      { hours: 'Open daily {{opens}} – {{closes}}', settings: { hoursHint: 'A closing time before the opening time is after midnight (07:00 – 03:00).' } },
      { served: 'Ежедневно с 7:00', pay: 'Итого: 12,50 ₼' },
      { code: 'Kod: R1234567', ratio: '1:2' },
    ),
  );
  expect(problems).toEqual([
    'az: hours: "Hər gün 07:00-dən 03:00-dək açığıq." writes the time "07:00" (take it from the settings: {{opens}}, {{closes}})',
    'ru: served: "Ежедневно с 7:00" writes the time "7:00" (take it from the settings: {{opens}}, {{closes}})',
  ]);
});

it('names the calques and second names of the first native review (issue 58), as the texts said them then', () => {
  const problems = glossaryProblems(
    texts(
      { continueShopping: 'Alış-verişə davam et', code: 'İstinad kodu: {{code}}', received: 'Rezervasiyanız bizdədir.' },
      { continueShopping: 'Continue shopping' },
      { continueShopping: 'Продолжить покупки', received: 'Спасибо! Ваш заказ {{code}} у нас, кухня скоро начнёт его готовить.' },
      { continueShopping: 'Alışverişe devam et', code: 'Referans kodu', received: 'Teşekkürler! Rezervasyonunuz bizde.', pizza: 'Restoranımızın imza pizzası' },
    ),
  );
  expect(problems.map((p) => p.split(' says ')[0])).toEqual([
    'az: continueShopping: "Alış-verişə davam et"',
    'az: code: "İstinad kodu: {{code}}"',
    'az: received: "Rezervasiyanız bizdədir."',
    'ru: continueShopping: "Продолжить покупки"',
    'ru: received: "Спасибо! Ваш заказ {{code}} у нас, кухня скоро начнёт его готовить."',
    'tr: continueShopping: "Alışverişe devam et"',
    'tr: code: "Referans kodu"',
    'tr: received: "Teşekkürler! Rezervasyonunuz bizde."',
    'tr: pizza: "Restoranımızın imza pizzası"',
  ]);
});

it('names quotation marks and apostrophes another language writes', () => {
  const problems = quotationProblems(
    texts(
      { quoted: 'Məhsulu yalnız menecer “bitib” kimi qeyd edə bilər.', ok: 'Menecer «bitib» kimi qeyd edə bilər.' },
      { ok: 'Mark it “sold out”.', apostrophe: 'Baku’s square' },
      { quoted: 'Нажмите "Заказать".', ok: 'Нажмите «Заказать».' },
      { apostrophe: 'Müdür, Ayarlar’dan personele de bu izni verebilir.', ok: "Ayarlar'dan “tükendi”" },
    ),
  );
  expect(problems.map((p) => p.split(' writes "')[0] + ' ' + p.split(' writes "')[1]?.[0])).toEqual([
    'az: quoted: "Məhsulu yalnız menecer “bitib” kimi qeyd edə bilər." “',
    'ru: quoted: "Нажмите "Заказать"." "',
    'tr: apostrophe: "Müdür, Ayarlar’dan personele de bu izni verebilir." ’',
  ]);
});
