// The site server's pages (site-server.ts): per request, the page's head written into the shell's index.html from the
// API's data, the HTTP status, the first view from the render threads (render-pool.ts), robots.txt and sitemap.xml.
// Node only; the browser never loads this file.
import fs from 'node:fs/promises';
import type { Request, Response } from 'express';
import {
  DEFAULT_RESTAURANT,
  MENU_API_BASE,
  SERVER_PAGE_STATE_ELEMENT_ID,
  serverPageStateJson,
  type MenuItemDto,
  type MenuKind,
  type RemoteLocation,
  type RestaurantInfo,
  type ServerPageState,
} from 'shared-lib/contracts';
import { createServerReadStore, menuReads, serverState } from 'shared-lib/server-state';
import { buildPageHead, DEFAULT_LANGUAGE, matchSitePage, type Language, type PageHead, type PageHeadData } from 'shared-lib/domain';
import { SEO_TEXTS } from 'shared-lib/seo-texts';
import { robotsTxt, sitemapXml } from './crawling';
import { renderPageHead } from './render-head';

export interface PageHandlerOptions {
  /** The shell's built index.html (read on every request, so a rebuild needs no restart). */
  indexFile: string;
  /** Where the API listens, e.g. http://127.0.0.1:3010. */
  apiTarget: string;
  /** The site's public address for canonical and absolute URLs (SITE_URL); else taken from the request. */
  siteUrl?: string;
  /** How long a page waits for the API before it is served with the generic head. */
  apiTimeoutMs?: number;
  /**
   * The page's first view (the render threads: render-pool.ts), written into `<div id="root">` of public pages so
   * they paint before the JavaScript arrives. Without it, or when it gives none, the root stays empty.
   */
  renderBody?: (page: PrerenderPage) => Promise<{ html: string; head: string } | undefined>;
  /**
   * The remotes this browser gets (remotes.json with the roll-outs applied, release-rollouts.ts): the page's first
   * view is rendered with them and the browser's remotes.json is the same list. Without it, remotes.json for all.
   */
  remotesFor?: (req: Request, res: Response) => Promise<RemoteLocation[]>;
}

/** What the server hands the shell's renderer for one page. */
export interface PrerenderPage {
  path: string;
  /** The address's query (`?occasion=birthday&package=super-party`), or '': the page's router sees it as the browser's does. */
  search?: string;
  lang: Language;
  restaurant: RestaurantInfo;
  /** The RTK Query cache the page was read with (a menu page's categories and items), for the page's store. */
  serverState?: unknown;
  /** The response's CSP nonce, for React's inline scripts. */
  nonce?: string;
  /** The remotes this browser gets (a release on a share, or remotes.json's); unset: remotes.json's. */
  remotes?: RemoteLocation[];
}

/** What the API's answers look like (SPEC 7's envelope). */
interface Envelope<T> {
  success: boolean;
  data: T;
}

const HOST_HEADER = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** SITE_URL without its trailing slash, else the request's own scheme and host (a malformed Host is not trusted). */
export function siteOrigin(req: Pick<Request, 'protocol' | 'get' | 'socket'>, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const host = req.get('host') ?? '';
  if (HOST_HEADER.test(host)) return `${req.protocol}://${host}`;
  return `${req.protocol}://${req.socket.localAddress ?? '127.0.0.1'}:${req.socket.localPort ?? 80}`;
}

/** Public pages addressed with their language get their first view in the HTML (and the offline page); session, admin and unprefixed ones do not. */
export function isPrerendered(pathname: string): boolean {
  const match = matchSitePage(pathname);
  return Boolean(match.page?.indexable || match.page?.prerendered) && !match.admin && pathname.split('/').filter(Boolean)[0] === match.lang;
}

/**
 * Puts the first view into the template's empty `<div id="root"></div>`, its stylesheets into the head, and what the
 * page was written with (the restaurant, the RTK Query cache) after it as JSON for the browser's first render.
 */
export function injectBody(template: string, body: { html: string; head: string }, state?: ServerPageState): string {
  const json = state ? `<script type="application/json" id="${SERVER_PAGE_STATE_ELEMENT_ID}">${serverPageStateJson(state)}</script>` : '';
  return (
    template
      .replace(/<\/head>/i, () => `${body.head}</head>`)
      // html-webpack-plugin's minifier drops the quotes
      .replace(/<div id=("?)root\1><\/div>/, () => `<div id="root">${body.html}</div>${json}`)
  );
}

/** What a browser without JavaScript shows, in the page's language. */
export const NOSCRIPT_TEXTS: Record<Language, string> = {
  az: 'Saytdan istifadə etmək üçün JavaScript-i aktiv edin.',
  en: 'Please enable JavaScript to use this site.',
  ru: 'Чтобы пользоваться сайтом, включите JavaScript.',
  tr: 'Siteyi kullanmak için lütfen JavaScript’i etkinleştirin.',
};

/**
 * A Russian page's preloads of the Cyrillic font files the template's @font-face names (shell/build/site-fonts.js):
 * every page preloads Latin and az-tr; a Russian page's text would otherwise first paint in the fallback font and
 * move what follows when Noto Sans arrived (e2e page-stability: /ru's hero at 390 px).
 */
function cyrillicPreloads(template: string, lang: string): string {
  if (lang !== 'ru') return '';
  const files = [...template.matchAll(/url\((\/fonts\/noto-sans-cyrillic-\d+\.[0-9a-f]+\.woff2)\)/g)].map((m) => m[1]!);
  return files.map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`).join('');
}

/** Writes the head into the template: `<html lang>`, the generic title and description replaced, noscript translated. */
export function injectHead(template: string, head: PageHead, headHtml: string = renderPageHead(head)): string {
  const withoutGeneric = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta[^>]*\bname=["']?description["']?[^>]*>\s*/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => `<noscript>${NOSCRIPT_TEXTS[head.lang as Language] ?? NOSCRIPT_TEXTS.en}</noscript>`);
  const withLang = withoutGeneric.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag) ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, ` lang="${head.lang}"`) : tag.replace(/^<html/i, `<html lang="${head.lang}"`),
  );
  return withLang.replace(/<\/head>/i, `  ${cyrillicPreloads(template, head.lang)}${headHtml}\n  </head>`);
}

export function createPageHandlers(options: PageHandlerOptions) {
  const timeoutMs = options.apiTimeoutMs ?? 3000;
  const siteUrl = options.siteUrl || process.env.SITE_URL || undefined;

  /**
   * The origin written into canonical links, hreflang, JSON-LD, robots.txt and the sitemap: SITE_URL's (`npm start`
   * gives it the address it prints); without one the request's Host, and then the answer says it varies with Host, so
   * a cache keyed on the URL alone never hands one host's links to another (security round three).
   */
  function originFor(req: Request, res: Response): string {
    if (!siteUrl) res.append('Vary', 'Host');
    return siteOrigin(req, siteUrl);
  }

  /** One API call: its data, null for a 404, undefined when the API failed or is down. */
  async function api<T>(path: string): Promise<T | null | undefined> {
    try {
      const res = await fetch(`${options.apiTarget}/api${path}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (res.status === 404) return null;
      if (!res.ok) return undefined;
      const body = (await res.json()) as Envelope<T>;
      return body && body.success ? body.data : undefined;
    } catch {
      return undefined;
    }
  }

  async function restaurant(): Promise<RestaurantInfo> {
    const settings = await api<{ restaurant: Partial<RestaurantInfo> }>('/settings');
    return { ...DEFAULT_RESTAURANT, ...settings?.restaurant };
  }

  /**
   * What the page at this path needs from the API; whatever fails is left out (the generic head). The menu and a dish
   * are read through RTK Query (the storefront's own endpoints, `initiate` then `getRunningQueriesThunk`): the page's
   * first view renders from that cache and the browser rehydrates it (`serverState`), so it asks for none of it again.
   */
  async function pageData(pathname: string): Promise<PageHeadData & { serverState?: unknown }> {
    const match = matchSitePage(pathname);
    const reads = createServerReadStore(`${options.apiTarget}/api`, timeoutMs);
    const lang = match.lang;
    const menuKind: MenuKind | undefined = match.key === 'menu' ? 'main' : match.key === 'mokaland' ? 'mokaland' : undefined;
    const itemArg =
      match.key === 'menuItem' && match.params.id !== undefined
        ? { menu: (match.canonicalPath.startsWith('mokaland/') ? 'mokaland' : 'main') as MenuKind, id: match.params.id, lang }
        : undefined;
    if (menuKind) {
      void reads.dispatch(menuReads.endpoints.menuCategories.initiate({ menu: menuKind, lang }));
      void reads.dispatch(menuReads.endpoints.menuItems.initiate({ menu: menuKind, lang }));
    }
    if (itemArg) void reads.dispatch(menuReads.endpoints.menuItem.initiate(itemArg));
    const [info] = await Promise.all([restaurant(), Promise.all(reads.dispatch(serverState.util.getRunningQueriesThunk()))]);
    const state = reads.getState();
    const categories = menuKind ? menuReads.endpoints.menuCategories.select({ menu: menuKind, lang })(state).data : undefined;
    const items = menuKind ? menuReads.endpoints.menuItems.select({ menu: menuKind, lang })(state).data : undefined;
    const itemRead = itemArg ? menuReads.endpoints.menuItem.select(itemArg)(state) : undefined;
    // a dish that is not there is a 404 page; an API that failed gives the generic head
    const item = itemRead?.data ?? ((itemRead?.error as { status?: number } | undefined)?.status === 404 ? null : undefined);
    return { restaurant: info, item, menu: categories && items ? { categories, items } : undefined, serverState: state[serverState.reducerPath] };
  }

  return {
    /** The shell's page with its head and status (404 for what is not a page); never fails for want of the API. */
    async page(req: Request, res: Response): Promise<void> {
      const [template, data] = await Promise.all([fs.readFile(options.indexFile, 'utf8'), pageData(req.path)]);
      const origin = originFor(req, res);
      let head: PageHead;
      try {
        head = buildPageHead(req.path, origin, data, SEO_TEXTS);
      } catch {
        // Settings the head cannot use: the generic head, never a 500.
        head = buildPageHead(req.path, origin, { restaurant: DEFAULT_RESTAURANT }, SEO_TEXTS);
      }
      const html = injectHead(template, head);
      if (options.renderBody && head.status === 200 && isPrerendered(req.path)) {
        const remotes = await options.remotesFor?.(req, res).catch(() => undefined);
        // A page without its first view costs the early paint only: the browser renders the page as it always does.
        const query = req.originalUrl.indexOf('?');
        const body = await options.renderBody({
          path: req.path,
          search: query >= 0 ? req.originalUrl.slice(query) : '',
          lang: head.lang,
          restaurant: data.restaurant,
          serverState: data.serverState,
          nonce: res.locals.nonce as string | undefined,
          ...(remotes ? { remotes } : {}),
        });
        if (body) {
          const state = { restaurant: data.restaurant, serverState: data.serverState, ...(remotes ? { remotes } : {}) };
          return void res
            .status(head.status)
            .type('text/html; charset=utf-8')
            .send(injectBody(html, body, state));
        }
      }
      res.status(head.status).type('text/html; charset=utf-8').send(html);
    },

    /** The browser's remotes.json: the same choice as its pages' (served by shared-lib's static server). */
    ...(options.remotesFor ? { remotes: options.remotesFor } : {}),

    robots(req: Request, res: Response): void {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/plain; charset=utf-8').send(robotsTxt(originFor(req, res)));
    },

    /** Read from the API on every request: a new item is listed at once. Without the API, the fixed pages only. */
    async sitemap(req: Request, res: Response): Promise<void> {
      const items = (await api<MenuItemDto[]>(`${MENU_API_BASE.main}/items?lang=${DEFAULT_LANGUAGE}`)) ?? [];
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/xml; charset=utf-8').send(
        sitemapXml(
          originFor(req, res),
          items.map((i) => i.id),
        ),
      );
    },
  };
}
