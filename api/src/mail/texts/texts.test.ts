// The texts the API sends, prints or seeds, by the same rules as every app's translations (shared-lib/text-rules): the
// e-mails, the menu a new restaurant opens with (dishes, options, birthday packages) and the demo gallery's captions.
import { optionPriceSuffix, SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { textRuleProblems } from 'shared-lib/text-rules';
import { BIRTHDAY_SEED, MENU_SEED } from '../../database/seed/menu-seed-data';
import { DEMO_GALLERY } from '../../gallery/demo-gallery';
import type { LocalizedText } from '../../menu/entities/localized-text';
import { MAIL_TEXTS } from '../mail-texts';
import { BIRTHDAY_TEXTS } from '../../birthday/birthday-texts';

type TextTree = { [key: string]: string | TextTree };

/** Named texts in four languages as one tree per language, each text under its name (`pizzas.margherita.name`). */
function byLanguage(named: Array<[string, LocalizedText]>): Record<Language, TextTree> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, Object.fromEntries(named.map(([key, text]) => [key, text[lang]]))])) as Record<
    Language,
    TextTree
  >;
}

const seedTexts: Array<[string, LocalizedText]> = [
  ...MENU_SEED.flatMap((c) => [
    [`${c.slug}.name`, c.name] as [string, LocalizedText],
    ...c.items.flatMap((i) => [
      [`${c.slug}.${i.slug}.name`, i.name] as [string, LocalizedText],
      [`${c.slug}.${i.slug}.description`, i.description] as [string, LocalizedText],
      [`${c.slug}.${i.slug}.ingredients`, i.ingredients] as [string, LocalizedText],
      ...(i.customizations ?? []).flatMap((g) => [
        [`${c.slug}.${i.slug}.${g.key}`, g.name] as [string, LocalizedText],
        ...g.options.map((o) => [`${c.slug}.${i.slug}.${g.key}.${o.key}`, o.name] as [string, LocalizedText]),
      ]),
    ]),
  ]),
  ...BIRTHDAY_SEED.flatMap((p) => [
    [`birthday.${p.slug}.name`, p.name] as [string, LocalizedText],
    [`birthday.${p.slug}.description`, p.description] as [string, LocalizedText],
  ]),
];

it.each([
  ['the e-mails', MAIL_TEXTS as unknown as Record<Language, TextTree>],
  ['the birthday menu PDF', BIRTHDAY_TEXTS as unknown as Record<Language, TextTree>],
  ['the menu seed', byLanguage(seedTexts)],
  ['the demo gallery', byLanguage(DEMO_GALLERY.map((scene, i) => [`scene${i + 1}`, scene.title]))],
])('%s: the glossary, nothing glued to a value, Russian agreement, plural forms, one ellipsis, one range dash', (_name, texts) => {
  expect(textRuleProblems(texts)).toEqual([]);
});

it('reads every text it checks', () => {
  expect(seedTexts.length).toBeGreaterThan(100);
  expect(seedTexts.map(([key]) => key)).toEqual(expect.arrayContaining(['pizzas.margherita.name']));
});

it('writes every option of the menu with its price and never two brackets side by side ("Kiçik (25 sm), −2,00 ₼")', () => {
  const lines = MENU_SEED.flatMap((c) =>
    c.items.flatMap((i) =>
      (i.customizations ?? []).flatMap((g) =>
        g.options.flatMap((o) => SUPPORTED_LANGUAGES.map((lang) => `${o.name[lang]}${optionPriceSuffix(o.name[lang], o.priceDelta)}`)),
      ),
    ),
  );
  expect(lines).toEqual(expect.arrayContaining(['Kiçik (25 sm), −2,00\u00a0₼', 'Böyük (36 sm), +4,00\u00a0₼', 'Orta (30 sm)']));
  expect(lines.filter((line) => /\)\s*\(/.test(line))).toEqual([]);
  // the rule itself: what the option lines were before (a name with brackets and the price in brackets after it)
  expect(`Kiçik (25 sm) (−2,00 ₼)`).toMatch(/\)\s*\(/);
});
