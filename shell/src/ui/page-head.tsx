import { useEffect, useMemo, useState } from 'react';
import { useTranslation, useSelector, useLocation, siteOriginOf, track, type MenuItemDto, type PageItem, type RootState } from 'shared-lib';
import { DEFAULT_LANGUAGE, isLanguage, matchSitePage, type Language, type SeoTexts } from 'shared-lib/domain';
import { useRestaurant } from '../app/use-restaurant';

/** The reported item when it is the one this path shows, in this language; else nothing is known of it. */
export function itemForPath(pathname: string, lang: Language, reported: PageItem | null | undefined): MenuItemDto | null | undefined {
  const match = matchSitePage(pathname, lang);
  if (match.key !== 'menuItem' || !reported) return undefined;
  return reported.id === match.params.id && reported.lang === match.lang ? reported.item : undefined;
}

type HeadBuilder = typeof import('./page-head-builder');
const loadHeadBuilder = (): Promise<HeadBuilder> => import(/* webpackChunkName: "page-head" */ './page-head-builder');

/**
 * Keeps the head right as the visitor moves (the server wrote it for the first page): title, description,
 * canonical, hreflang, Open Graph and Twitter tags from shared-lib's `buildPageHead`, the same function the server
 * uses. The server's JSON-LD (it has the menus) stays while the visitor is on the page it was written for.
 * The builder is a chunk of its own, fetched when the head must change: on the first move, or when the first page
 * reports its dish (the server may have written the generic head when the API failed it). Until then the server's
 * head is the page's.
 * SPEC 2.8: page titles derive from the path, and each page view is tracked with its title.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const restaurant = useRestaurant();
  const reported = useSelector((s: RootState) => s.pageItem);
  // the page the server wrote (its JSON-LD stays) until the visitor goes to another one, then none
  const [served, setServed] = useState<string | null>(pathname);
  if (served !== null && served !== pathname) setServed(null);
  const [origin] = useState(siteOriginOf);
  const lang: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The page's titles arrive with its language's texts (a switch fetches them first): until then the head stays.
  const pageLang = matchSitePage(pathname, lang).lang;
  const texts = i18n.getResourceBundle(pageLang, 'seo') as SeoTexts | undefined;
  const item = itemForPath(pathname, lang, reported);
  const structuredData = served !== pathname;
  const serversHead = served === pathname && item === undefined;
  const [builder, setBuilder] = useState<HeadBuilder | null>(null);
  useEffect(() => {
    // a failed fetch (offline) leaves the head as it is until the next page tries again
    if (!serversHead && !builder) void loadHeadBuilder().then(setBuilder, () => undefined);
  }, [serversHead, builder, pathname]);
  // built again, and put into the document, only when something it shows changed
  const head = useMemo(
    () =>
      builder && texts && !serversHead ? builder.buildPageHead(pathname, origin, { restaurant, item }, { [pageLang]: texts }, lang, { structuredData }) : null,
    [builder, serversHead, pathname, origin, restaurant, item, texts, pageLang, lang, structuredData],
  );
  useEffect(() => {
    if (head && builder) builder.applyPageHead(head, document, { structuredData });
  }, [head, builder, structuredData]);
  const title = head?.title;
  useEffect(() => {
    if (serversHead) track('page_viewed', { path: pathname, title: document.title });
    else if (title) track('page_viewed', { path: pathname, title });
  }, [serversHead, pathname, title]);
  return null;
}
