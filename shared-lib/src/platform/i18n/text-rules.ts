import { SUPPORTED_LANGUAGES, type Language } from '../../domain';

// The grammar rules of docs/terminology.md as checks over a set of translations (each app's translations test runs
// them): a test names the language, key and text that breaks a rule.

type TextTree = { [key: string]: string | TextTree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function entries(tree: TextTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
}

/**
 * Every plural key has exactly the categories the language's plural rules use (`Intl.PluralRules`): ru one, few,
 * many and other; az, en and tr one and other. A missing ru `_few` or an az `_few` nobody reads are both named.
 */
export function pluralCategoryProblems(translations: Record<Language, TextTree>): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const wanted = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    const found = new Map<string, string[]>();
    for (const [key] of entries(translations[lang])) {
      const match = PLURAL_SUFFIX.exec(key);
      if (!match) continue;
      const base = key.slice(0, match.index);
      found.set(base, [...(found.get(base) ?? []), match[1]!]);
    }
    for (const [base, categories] of found) {
      const have = [...categories].sort();
      if (have.join() !== wanted.join()) problems.push(`${lang}: ${base} has plural forms ${have.join(', ')}; ${lang} needs ${wanted.join(', ')}`);
    }
  }
  return problems;
}

/**
 * Azerbaijani and Turkish join suffixes to words, and a suffix depends on the word's last vowel, which a placeholder
 * hides: nothing may be glued to a placeholder (a letter, an apostrophe and a letter, a hyphen and a letter). The
 * sentence is written around the value instead ("{{item}} adlı məhsul", "Rol: {{name}}").
 */
export function gluedSuffixProblems(translations: Record<Language, TextTree>): string[] {
  const problems: string[] = [];
  for (const lang of ['az', 'tr'] as const) {
    for (const [key, text] of entries(translations[lang])) {
      const glued = /\{\{[^}]+\}\}(?:['’-]?\p{L})/u.exec(text);
      if (glued) problems.push(`${lang}: ${key}: "${text}" glues "${glued[0]}" (write the sentence around the value)`);
    }
  }
  return problems;
}

/** One concept of the glossary: the one word each language uses for it, and the variants it must not use. */
export interface GlossaryEntry {
  concept: string;
  use: Partial<Record<Language, string>>;
  /** Regular expressions (source, matched case-insensitively, as whole words) of the banned variants, per language. */
  banned: Partial<Record<Language, string[]>>;
}

/**
 * The terminology as data (docs/terminology.md explains the choices): each concept has one name per language. Every
 * text the product shows or sends is checked against it (`glossaryProblems`).
 */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'pickup (an order the diner collects)',
    use: { az: 'özü götürmə', ru: 'самовывоз' },
    banned: { az: ['gəl-apar', 'özüm götürəcəyəm'], ru: ['заберу сам', 'навынос', 'с собой'] },
  },
  { concept: "a restaurant's table", use: { ru: 'столик' }, banned: { ru: ['стол(?:а|у|ом|е|ы|ов|ам|ами|ах)?'] } },
  {
    concept: 'the service fee',
    use: { az: 'xidmət haqqı', ru: 'сервисный сбор', tr: 'servis ücreti' },
    banned: { az: ['servis haqq\\p{L}*'], ru: ['плата за обслуживание'], tr: ['hizmet bedel\\p{L}*'] },
  },
  { concept: "an order's subtotal", use: { az: 'ara cəm' }, banned: { az: ['aralıq cəm\\p{L}*'] } },
  { concept: "an order's or a booking's status", use: { az: 'vəziyyət' }, banned: { az: ['status\\p{L}*'] } },
  { concept: 'a table booking (the noun; the verb is "rezerv etmək")', use: { az: 'rezervasiya' }, banned: { az: ['rezerv(?!\\s+e[td])'] } },
  { concept: 'please (a parenthetical word, set off by a comma)', use: { az: 'Zəhmət olmasa,' }, banned: { az: ['zəhmət olmasa(?!,)'] } },
  { concept: "the restaurant's staff (a person)", use: { az: 'əməkdaş' }, banned: { az: ['işçi\\p{L}*'] } },
  { concept: 'online', use: { tr: 'çevrim içi' }, banned: { tr: ['online'] } },
  // one name for one thing across site, e-mail and PDF (issue 58): the code a diner keeps for a booking
  {
    concept: "a booking's code",
    use: { az: 'Rezervasiya kodu', tr: 'Rezervasyon kodu' },
    banned: { az: ['[İi]stinad kod\\p{L}*'], tr: ['referans kod\\p{L}*'] },
  },
  // calques from English a restaurant would not write (issue 58): a restaurant has no shopping to continue…
  {
    concept: 'the way back to the menu (a restaurant has no "shopping")',
    use: { az: 'Menyuya qayıt', ru: 'Вернуться в меню', tr: 'Menüye dön' },
    banned: { az: ['alış-?verişə davam\\p{L}*'], ru: ['продолжить покупки'], tr: ['alışverişe devam\\p{L}*'] },
  },
  // …does not "have" an order or a booking ("we have your order")…
  {
    concept: 'an order or a booking received ("we have your order" is a calque)',
    use: { az: 'aldıq', ru: 'мы получили', tr: 'aldık' },
    banned: {
      az: ['bizdədir'],
      ru: ['ваш\\p{L}? (?:заказ|бронь|заявка)\\p{L}*\\s+(?:\\S+\\s+)?у нас'],
      tr: ['(?:siparişiniz|rezervasyonunuz|talebiniz) bizde'],
    },
  },
  // …and has no "signature" pizza
  {
    concept: 'the house pizza ("signature pizza" is a calque)',
    use: { az: 'xüsusi pizza', tr: 'özel pizza' },
    banned: { az: ['imza pizza\\p{L}*'], tr: ['imza pizza\\p{L}*'] },
  },
  { concept: "a person's account on the site (a diner's or a member of staff's)", use: { ru: 'аккаунт' }, banned: { ru: ['учётн\\p{L}* запис\\p{L}*'] } },
  {
    concept: 'an e-mail address',
    use: { ru: 'электронная почта' },
    banned: { ru: ['e-?mail', 'эл\\. почт\\p{L}*', 'имейл\\p{L}*', '(?<!электронн\\p{L}{1,3} )почт(?:а|ы|е|у|ой|ою)'] },
  },
];

/**
 * Where a text uses a banned variant of a glossary concept: `ru: cart.pickup: "Заберу сам" says "заберу сам" (the
 * glossary's word for pickup is "самовывоз")`. Placeholders are left out of the check.
 */
export function glossaryProblems(translations: Partial<Record<Language, TextTree>>, glossary: readonly GlossaryEntry[] = GLOSSARY): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const tree = translations[lang];
    if (!tree) continue;
    for (const [key, raw] of entries(tree)) {
      const text = raw.replace(/\{\{[^}]*\}\}/g, ' ');
      for (const entry of glossary) {
        for (const variant of entry.banned[lang] ?? []) {
          const found = new RegExp(`(?<!\\p{L})(?:${variant})(?!\\p{L})`, 'iu').exec(text);
          if (found) problems.push(`${lang}: ${key}: "${raw}" says "${found[0]}" (the glossary's word for ${entry.concept} is "${entry.use[lang]}")`);
        }
      }
    }
  }
  return problems;
}

/**
 * One ellipsis per language: English writes "..." (the specification's own texts, "Loading...", "Checking
 * authentication..."), Azerbaijani, Russian and Turkish the single character "…".
 */
export function ellipsisProblems(translations: Partial<Record<Language, TextTree>>): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const tree = translations[lang];
    if (!tree) continue;
    const wrong = lang === 'en' ? '…' : '...';
    for (const [key, text] of entries(tree))
      if (text.includes(wrong)) problems.push(`${lang}: ${key}: "${text}" writes "${wrong}" (${lang} writes ${lang === 'en' ? '"..."' : '"…"'})`);
  }
  return problems;
}

/** Placeholders that carry a name (a dish, a person, an option, a category, a picture's caption, a package). */
const NAME_PLACEHOLDER = /\{\{(item|name|dish|group|option|category|title|package)\}\}/g;

/**
 * Russian verbs and adjectives agree with their subject's gender and number, which a placeholder hides: a name is
 * never the subject of a following word ("{{item}} возвращено" gives "Маргарита возвращено"). The name goes after a
 * colon instead ("Возвращено в корзину: {{item}}").
 */
export function russianAgreementProblems(translations: Partial<Record<Language, TextTree>>): string[] {
  const tree = translations.ru;
  if (!tree) return [];
  const problems: string[] = [];
  for (const [key, text] of entries(tree)) {
    for (const match of text.matchAll(NAME_PLACEHOLDER)) {
      const after = /^\s+([а-яё][\p{L}-]*)/u.exec(text.slice(match.index + match[0].length));
      if (after) problems.push(`ru: ${key}: "${text}" makes ${match[0]} the subject of "${after[1]}" (put the name after a colon)`);
    }
  }
  return problems;
}

/**
 * One range dash: a range of numbers, times or values is written with the en dash "–" in every language ("20–40",
 * "{{min}}–{{max}}", "07:00 – 03:00"), never a hyphen. Dates written as 2026-11-27 are not ranges.
 */
export function rangeDashProblems(translations: Partial<Record<Language, TextTree>>): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const tree = translations[lang];
    if (!tree) continue;
    for (const [key, text] of entries(tree)) {
      const range = /(?:\d|\}\})\s?-\s?(?:\d|\{\{)/.exec(text.replace(/\d{4}-\d{2}-\d{2}/g, 'DATE'));
      if (range) problems.push(`${lang}: ${key}: "${text}" writes the range "${range[0]}" with a hyphen (write "–")`);
    }
  }
  return problems;
}

/** The quotation marks and apostrophe each language writes (docs/terminology.md): what the others use is refused. */
const FOREIGN_MARKS: Record<Language, { marks: RegExp; use: string }> = {
  az: { marks: /[“”„"’]/u, use: '«» for quotations' },
  ru: { marks: /[“”„"’]/u, use: '«» for quotations' },
  tr: { marks: /[«»’]/u, use: "“” for quotations and the straight apostrophe (Bakü'de)" },
  en: { marks: /[«»]/u, use: '“” or "" for quotations' },
};

/** Quotation marks and apostrophes per language: ru and az «ёлочки», tr one apostrophe (straight) and “”. */
export function quotationProblems(translations: Partial<Record<Language, TextTree>>): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const tree = translations[lang];
    if (!tree) continue;
    for (const [key, text] of entries(tree)) {
      const mark = FOREIGN_MARKS[lang].marks.exec(text);
      if (mark) problems.push(`${lang}: ${key}: "${text}" writes "${mark[0]}" (${lang} writes ${FOREIGN_MARKS[lang].use})`);
    }
  }
  return problems;
}

/**
 * Keys whose clock time is an example of a format, not a fact about the restaurant (the settings form's hint shows how
 * a closing time after midnight is written).
 */
export const TIME_EXAMPLE_KEYS: readonly string[] = ['settings.hoursHint'];

/**
 * A text that states a time of day writes it as a placeholder filled from the settings (`{{opens}}`, `{{opensFrom}}`,
 * `shared-lib/domain` restaurantHoursWords), never in digits: the restaurant changes its hours in one place and no
 * text contradicts it (issue 58, facts from data).
 */
export function writtenHoursProblems(translations: Partial<Record<Language, TextTree>>, examples: readonly string[] = TIME_EXAMPLE_KEYS): string[] {
  const problems: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const tree = translations[lang];
    if (!tree) continue;
    for (const [key, text] of entries(tree)) {
      const time = /\b\d{1,2}:\d{2}\b/.exec(text);
      if (time && !examples.includes(key))
        problems.push(`${lang}: ${key}: "${text}" writes the time "${time[0]}" (take it from the settings: {{opens}}, {{closes}})`);
    }
  }
  return problems;
}

/**
 * Every rule above over one set of translations, each problem naming its rule's finding: what every app's
 * translations test runs.
 */
export function textRuleProblems(translations: Record<Language, TextTree>): string[] {
  return [
    ...glossaryProblems(translations),
    ...gluedSuffixProblems(translations),
    ...russianAgreementProblems(translations),
    ...pluralCategoryProblems(translations),
    ...ellipsisProblems(translations),
    ...rangeDashProblems(translations),
    ...writtenHoursProblems(translations),
    ...quotationProblems(translations),
  ];
}
