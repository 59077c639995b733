import { useEffect, useState } from 'react';
import {
  DEFAULT_ORDERING_TERMS,
  apiClient,
  followSettingsStream,
  orderingTermsOf,
  publicSettingsLoaded,
  selectPublicSettings,
  useDispatch,
  useHydrated,
  useSelector,
  type OrderingTerms,
  type PublicSettings,
  type RootState,
} from 'shared-lib';

/**
 * Keeps the page's settings true while it is open: the page's settings stream (shared-lib's followSettingsStream, one
 * per page) says when a manager pauses or resumes online ordering or changes the hours, closed dates or fees, and when
 * it reconnects; the settings are read again then, and on coming back online or into view.
 */
function useLiveSettings(live: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!live) return;
    const reload = () =>
      void apiClient.get<PublicSettings>('/settings').then(
        (answer) => dispatch(publicSettingsLoaded(answer.data)),
        () => undefined, // the next event or reconnect reads them again
      );
    const stop = followSettingsStream({ settingsChanged: reload });
    // A dropped signal may leave the stream looking open while its events are lost: coming back online, or back into
    // view, reads the settings again.
    const visible = () => document.visibilityState === 'visible' && reload();
    window.addEventListener('online', reload);
    document.addEventListener('visibilitychange', visible);
    return () => {
      stop();
      window.removeEventListener('online', reload);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [dispatch, live]);
}

/** The time now, moved on every minute: "Closed now" ends at the opening time without a reload. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The restaurant's fees and whether it takes online orders now (paused, or closed by its hours), from the settings the
 * host put in the store; with `live` (the cart and checkout pages), kept live while the page is open. The spec's
 * defaults until they arrive, and while React hydrates the server's page (the server rendered the defaults).
 */
export function useOrderingTerms({ live = false }: { live?: boolean } = {}): OrderingTerms {
  const hydrated = useHydrated();
  const settings = useSelector((state: RootState) => selectPublicSettings(state));
  const now = useMinute();
  useLiveSettings(live);
  return hydrated ? orderingTermsOf(settings, now) : DEFAULT_ORDERING_TERMS;
}
