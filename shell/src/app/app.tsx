import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { BrowserRouter, Provider, type AppStore } from 'shared-lib';
import { replayEarlyTaps } from '../hydration/early-taps';
import { AppRoutes } from '../routing/app-routes';
import { PageHeadSync } from '../ui/page-head';
import { Toaster } from '../ui/toaster';
import { AppProvider } from './app-context';
import { AppEffects } from './app-effects';
import { store } from './store';

/**
 * The site inside a router: the browser's (App) or, on the server, a static one for the requested page
 * (src/server/render-page.tsx writes the first view into the HTML; the browser then renders it again).
 */
export function AppFrame({
  router: Router,
  children,
  pageStore = store,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  children?: ReactNode;
  pageStore?: AppStore;
}) {
  return (
    <Provider store={pageStore}>
      <AppProvider>
        <AppEffects />
        <Router>
          {children}
          <AppRoutes />
        </Router>
        <Toaster />
      </AppProvider>
    </Provider>
  );
}

/** `<html data-app="running">` once the app is live in the browser (the server's page hydrated, or rendered). */
export const APP_RUNNING_ATTRIBUTE = 'app';

function RunningMark({ onLive }: { onLive?: () => void }) {
  // once, when the app is first live (the latest `onLive` is called)
  const live = useEffectEvent(() => {
    document.documentElement.dataset[APP_RUNNING_ATTRIBUTE] = 'running';
    replayEarlyTaps(document.getElementById('root'));
    onLive?.();
  });
  useEffect(() => live(), []);
  return null;
}

/** The site in the browser; `onLive` runs once it is live (after hydrating the server's page). */
export function App({ onLive }: { onLive?: () => void }) {
  return (
    <AppFrame router={BrowserRouter}>
      {/* the server writes the first page's head itself */}
      <PageHeadSync />
      <RunningMark onLive={onLive} />
    </AppFrame>
  );
}
