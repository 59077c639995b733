import { lazy, Suspense, useMemo } from 'react';
import { selectAuth, useBrowserValue, useLocation, useSelector, type RootState } from 'shared-lib';
import { deviceOrdersToWatch, stripLanguage, type Language } from 'shared-lib/domain';
import { safeStorage } from '../app/storage';

// Loaded only when there is an order to show: every other page carries none of it (nor the server-state it reads).
const OpenOrderBanner = lazy(() => import(/* webpackChunkName: "open-orders" */ './open-order-banner'));

/**
 * The orders this diner may still be waiting for, on every page (issue 55, item 3): those placed on this device, and a
 * signed-in diner's own orders from any device. Read again on every page change, so a new order shows at once.
 */
export function OpenOrders({ lang }: { lang: Language }) {
  const { pathname } = useLocation();
  const signedInDiner = useSelector((s: RootState) => selectAuth(s).status === 'authenticated' && selectAuth(s).user?.role === 'CUSTOMER');
  const codes = useMemo(() => (pathname ? deviceOrdersToWatch(safeStorage()).map((o) => o.code) : []), [pathname]);
  const wanted = useBrowserValue(codes.length > 0 || signedInDiner, false);
  if (!wanted) return null;
  // the tracking page of an order shows it in full: the banner leaves that order out
  const tracked = /^\/track-order\/([^/]+)/.exec(stripLanguage(pathname))?.[1]?.toUpperCase() ?? null;
  return (
    <Suspense fallback={null}>
      <OpenOrderBanner lang={lang} deviceCodes={codes} hiddenCode={tracked} />
    </Suspense>
  );
}
