import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Provider, type AppStore } from 'shared-lib';
import { AppRoutes } from '../routing/app-routes';
import { PageHeadSync } from '../ui/page-head';
import { Toaster } from '../ui/toaster';
import { AppProvider } from './app-context';
import { AppEffects } from './app-effects';
import { store } from './store';

/**
 * The site inside a router: the browser's (App) or, on the server, a static one for the requested page
 * (src/prerender/render-page.tsx writes the first view into the HTML; the browser then renders it again).
 */
export function AppFrame({ router: Router, children, pageStore = store }: { router: (props: { children: ReactNode }) => ReactNode; children?: ReactNode; pageStore?: AppStore }) {
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

/** `<html data-app="running">` once the app has rendered in the browser (the server's page is only a picture of it). */
export const APP_RUNNING_ATTRIBUTE = 'app';

function RunningMark() {
  useEffect(() => {
    document.documentElement.dataset[APP_RUNNING_ATTRIBUTE] = 'running';
  }, []);
  return null;
}

export function App() {
  return (
    <AppFrame router={BrowserRouter}>
      {/* the server writes the first page's head itself */}
      <PageHeadSync />
      <RunningMark />
    </AppFrame>
  );
}
