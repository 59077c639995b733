import { serializeJsonLd, type PageHead } from 'shared-lib/domain';

// The head as the site's server writes it (the browser keeps it with shared-lib's apply-head.ts): server code only,
// not part of what the browser loads.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The head as HTML, every value escaped (JSON-LD as \u escapes): what the server writes before any script runs. */
export function renderPageHead(head: PageHead): string {
  const attr = (name: string, value: string | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta${attr('name', m.name)}${attr('property', m.property)}${attr('content', m.content)} />`),
    ...head.links.map((l) => `<link${attr('rel', l.rel)}${attr('hreflang', l.hreflang)}${attr('href', l.href)} />`),
    ...head.jsonLd.map((d) => `<script type="application/ld+json">${serializeJsonLd(d)}</script>`),
  ].join('\n    ');
}
