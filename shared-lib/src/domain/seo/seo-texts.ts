import type { en } from './texts/en';

/**
 * Page titles and descriptions: the `seo` namespace, one file per language in ./texts. The site's server writes them
 * into the page before any script runs (all four: ./all-seo-texts.ts); the browser loads the page's language only,
 * with the shell's own texts, and keeps the head right from them as the visitor moves.
 */
export type SeoTexts = typeof en;

/** Fills `{{name}}` placeholders (the same syntax as i18next). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}
