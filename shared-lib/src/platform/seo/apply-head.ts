import type { PageHead } from '../../domain/seo/page-head';

/** The head elements the site manages as the visitor moves (the server writes the same ones). */
const MANAGED =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

/** A head element as the page has it: its tag and attributes, in any order (the server writes them in its own). */
function signature(el: Element): string {
  const attributes = Array.from(el.attributes, (a) => `${a.name}=${a.value}`).sort();
  return `${el.tagName}|${attributes.join('|')}|${el.textContent ?? ''}`;
}

/** Swaps the elements `selector` finds for `wanted`, unless the head has the same ones already (left untouched). */
function replaceAll(doc: Document, selector: string, wanted: Element[]): void {
  const current = Array.from(doc.head.querySelectorAll(selector));
  if (current.length === wanted.length && current.every((el, i) => signature(el) === signature(wanted[i]!))) return;
  current.forEach((el) => el.remove());
  for (const el of wanted) doc.head.appendChild(el);
}

/**
 * Puts a page's head into the document: title, `<html lang>`, description, robots, canonical, hreflang, Open Graph
 * and Twitter tags; and its JSON-LD unless `structuredData` is false (the server's, richer, is then kept). What the
 * document has already (the server's head of the same page, on hydration) is left as it is.
 */
export function applyPageHead(head: PageHead, doc: Document = document, { structuredData = true }: { structuredData?: boolean } = {}): void {
  if (doc.title !== head.title) doc.title = head.title;
  if (doc.documentElement.lang !== head.lang) doc.documentElement.lang = head.lang;
  const tags: Element[] = [];
  for (const m of head.meta) {
    const el = doc.createElement('meta');
    if (m.name) el.setAttribute('name', m.name);
    if (m.property) el.setAttribute('property', m.property);
    el.setAttribute('content', m.content);
    tags.push(el);
  }
  for (const l of head.links) {
    const el = doc.createElement('link');
    el.setAttribute('rel', l.rel);
    if (l.hreflang) el.setAttribute('hreflang', l.hreflang);
    el.setAttribute('href', l.href);
    tags.push(el);
  }
  replaceAll(doc, MANAGED, tags);
  if (!structuredData) return;
  replaceAll(
    doc,
    'script[type="application/ld+json"]',
    head.jsonLd.map((data) => {
      const el = doc.createElement('script');
      el.type = 'application/ld+json';
      // textContent is never parsed as HTML, and a JSON-LD script is never run.
      el.textContent = JSON.stringify(data);
      return el;
    }),
  );
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
