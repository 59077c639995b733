import { FIELD_ERROR_CODES } from '../../contracts/error-codes';
import { API_ERROR_CODES } from '../../contracts/error-messages';
import az from './error-texts/az';
import en from './error-texts/en';
import ru from './error-texts/ru';
import tr from './error-texts/tr';

const TEXTS = { az, en, ru, tr };
const PLURAL_FIELDS = ['tooLong', 'tooShort'];

it.each(Object.entries(TEXTS))('has a text for every API error code in %s', (_lang, texts) => {
  expect(API_ERROR_CODES.filter((code) => !texts.codes[code]?.trim())).toEqual([]);
  expect(Object.keys(texts.codes).sort()).toEqual([...API_ERROR_CODES].sort());
});

it.each(Object.entries(TEXTS))('has a text for every field error code in %s, by plural form where a count goes in', (lang, texts) => {
  const forms = lang === 'ru' ? ['one', 'few', 'many', 'other'] : ['one', 'other'];
  const expected = FIELD_ERROR_CODES.flatMap((code) => (PLURAL_FIELDS.includes(code) ? forms.map((f) => `${code}_${f}`) : [code]));
  expect(expected.filter((key) => !texts.fields[key]?.trim())).toEqual([]);
});

it('says the same thing in four languages, not English in three', () => {
  for (const code of API_ERROR_CODES) {
    for (const lang of ['az', 'ru', 'tr'] as const) expect([code, TEXTS[lang].codes[code]]).not.toEqual([code, en.codes[code]]);
  }
});
