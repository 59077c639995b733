import type { PageHead } from '../../domain/seo/page-head';

/** The head elements the site manages as the visitor moves (the server writes the same ones). */
const MANAGED =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

/**
 * Puts a page's head into the document: title, `<html lang>`, description, robots, canonical, hreflang, Open Graph
 * and Twitter tags; and its JSON-LD unless `structuredData` is false (the server's, richer, is then kept).
 */
export function applyPageHead(head: PageHead, doc: Document = document, { structuredData = true }: { structuredData?: boolean } = {}): void {
  doc.title = head.title;
  doc.documentElement.lang = head.lang;
  doc.head.querySelectorAll(MANAGED).forEach((el) => el.remove());
  for (const m of head.meta) {
    const el = doc.createElement('meta');
    if (m.name) el.setAttribute('name', m.name);
    if (m.property) el.setAttribute('property', m.property);
    el.setAttribute('content', m.content);
    doc.head.appendChild(el);
  }
  for (const l of head.links) {
    const el = doc.createElement('link');
    el.setAttribute('rel', l.rel);
    if (l.hreflang) el.setAttribute('hreflang', l.hreflang);
    el.setAttribute('href', l.href);
    doc.head.appendChild(el);
  }
  if (!structuredData) return;
  doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const data of head.jsonLd) {
    const el = doc.createElement('script');
    el.type = 'application/ld+json';
    // textContent is never parsed as HTML, and a JSON-LD script is never run.
    el.textContent = JSON.stringify(data);
    doc.head.appendChild(el);
  }
}

/** The origin the server wrote the page's addresses with (SITE_URL), else the page's own. */
export function siteOriginOf(doc: Document = document): string {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]');
  try {
    return new URL(link?.href ?? doc.location.href).origin;
  } catch {
    return doc.location.origin;
  }
}
