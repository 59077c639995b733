// The site's server (site-server.ts) writes a page's first view into its HTML with this module, run in its render
// threads (render-worker.ts): the header, the footer, the shell's own pages and a public remote's page as React
// renders them, so a phone paints the page before any JavaScript has arrived. The browser then hydrates it
// (start.tsx): the shell first, each remote's section once its code has loaded.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { SEO_TEXTS } from 'shared-lib/seo-texts';
import { vocabularyTranslations } from 'shared-lib/vocabulary';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createPageStore,
  createServerI18n,
  I18nextProvider,
  injectedReducersNow,
  remoteStyleElement,
  serverStateRehydrated,
  StaticRouter,
  type AppStore,
  type RestaurantInfo,
} from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import { AppFrame } from '../app/app';
import { appActions } from '../app/app-slice';
import '../app/store';
// RTK Query's cache is one of the shell's reducers here: the page's reads are rehydrated into it
import 'shared-lib/server-state';
import { commonTranslations } from '../i18n';
import type { LoadedServerBuild } from './load-server-build';
import { remoteForPath } from './server-builds';
import { NOT_ON_SERVER, pageContext } from './server-modules';

/**
 * The shell's reducers, taken as this module loads, before any remote build does: each page's store is these and the
 * slices its release registers, never a slice some remote build injected into the process as it loaded.
 */
const SHELL_REDUCERS = injectedReducersNow();

/** The server's own i18next with every language's texts; each page renders with a clone in its language. */
let serverI18n: Promise<I18n> | undefined;

export interface PrerenderRequest {
  /** The page's path, with its language prefix (`/en/location`). */
  path: string;
  /** Its query, as the browser's address has it ('' for none): a page that reads it renders the same on both sides. */
  search?: string;
  lang: Language;
  /** The restaurant's details from the API's settings (the footer and some pages show them). */
  restaurant: Partial<RestaurantInfo>;
  /** The RTK Query cache the server read the page with (the menu on a menu page): its queries render with their answers. */
  serverState?: unknown;
  /** The server build of the page's remote, loaded (load-server-build.ts); without it the section is left to the browser. */
  routes?: LoadedServerBuild;
  /** The response's CSP nonce, for React's inline scripts. */
  nonce?: string;
}

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What goes into the head: the stylesheets of the remote rendered on the page. */
  head: string;
}

/**
 * The page's first view, rendered whole. Every section is rendered in this one pass: its module is at hand, or it is
 * left to the browser (server/remote-loader.ts), so nothing on a page waits and the page is written in document order.
 */
function renderWhole({ path, search = '', nonce }: PrerenderRequest, store: AppStore, i18n: I18n): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={`${path}${search}`}>{children}</StaticRouter>;
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <AppFrame router={Router} pageStore={store} />
      </I18nextProvider>,
      {
        nonce,
        // Every section in its place, however long: by default React moves a finished section of more than 12,800
        // bytes (the menu, Mokaland) to the end of the HTML, hidden behind its spinner, for a script to show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error: unknown) => {
          if (error !== NOT_ON_SERVER) console.warn(`${path}: a section could not be rendered on the server:`, error instanceof Error ? error.message : error);
        },
      },
    );
  });
}

/**
 * The page's first view. Pages are rendered side by side, each with its own store, its own i18next instance (sharing
 * the loaded texts, in the page's language) and its own remote modules and API answers (server-modules.ts).
 */
export async function renderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
  serverI18n ??= createServerI18n({ common: commonTranslations, seo: SEO_TEXTS, vocabulary: vocabularyTranslations });
  const base = await serverI18n;
  const remote = remoteForPath(request.path);
  const routes = remote && request.routes?.key.startsWith(`${remote}:`) ? request.routes : undefined;
  // The page's own i18next: the shell's texts shared; a remote's page also carries that release's texts, in a store of
  // its own (forkResourceStore), so two releases of a remote never share or overwrite each other's words.
  const i18n = base.cloneInstance({ lng: request.lang, ...(routes ? { forkResourceStore: true } : {}) });
  for (const [ns, texts] of Object.entries(routes?.translations ?? {})) {
    for (const [lang, tree] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, tree, true, true);
  }
  // the page's store: the shell's slices and the slices of the release that renders it (never another release's)
  const store = createPageStore(routes?.slices, SHELL_REDUCERS);
  // injected slices have no state until the next action
  store.dispatch({ type: 'shell/started' });
  store.dispatch(appActions.updateRestaurantInfo(request.restaurant));
  // RTK Query's rehydration (shared-lib/server-state's extractRehydrationInfo): the page's queries find their answers
  if (request.serverState) store.dispatch(serverStateRehydrated({ serverState: request.serverState }));
  const modules = remote && routes ? { [`${remote}/routes`]: routes.module } : {};
  const html = await pageContext.run({ modules }, () => renderWhole(request, store, i18n));
  return { html, head: (routes?.styles ?? []).map(remoteStyleElement).join('') };
}
