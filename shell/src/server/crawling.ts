import { absoluteUrl, DEFAULT_LANGUAGE, SITE_PAGES, SUPPORTED_LANGUAGES, withLanguage, type Language } from 'shared-lib/domain';
import { escapeHtml } from './render-head';

/**
 * robots.txt: everything but the staff area and the API, except the dishes' pictures and the gallery's images,
 * which the pages' link previews and structured data point at.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /api/menu/images/',
    'Allow: /api/gallery/files/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The language-free paths of every indexable page: the fixed pages, then one per menu item. */
export function sitemapPaths(itemIds: ReadonlyArray<number | string>): string[] {
  const fixed = SITE_PAGES.filter((p) => p.indexable && !p.canonicalPath && !p.path.includes(':') && !p.path.includes('*')).map((p) => p.path);
  return [...fixed, ...itemIds.map((id) => `menu/${encodeURIComponent(String(id))}`)];
}

/** sitemap.xml: every indexable page in the four languages, each with its hreflang alternates and x-default. */
export function sitemapXml(origin: string, itemIds: ReadonlyArray<number | string>): string {
  const url = (lang: Language, path: string) => escapeHtml(absoluteUrl(origin, withLanguage(lang, '/' + path)));
  const entries = sitemapPaths(itemIds).flatMap((path) => {
    const alternates = [
      ...SUPPORTED_LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(l, path)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, path)}"/>`,
    ].join('\n');
    return SUPPORTED_LANGUAGES.map((lang) => `  <url>\n    <loc>${url(lang, path)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
