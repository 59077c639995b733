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
  remoteStyleElement,
  serverStateRehydrated,
  StaticRouter,
  type AppStore,
  type Language,
  type RemoteLocation,
  type RestaurantInfo,
} from 'shared-lib';
import { AppFrame } from '../app/app';
import { appActions } from '../app/app-slice';
import '../app/store';
import { commonTranslations } from '../i18n';
import { NOT_ON_SERVER, pageContext } from './server-modules';
import { remoteForPath, renderingWith, serverRoutes, watchServerBuilds } from './server-remotes';

/** The server's own i18next with every language's texts; each page renders with a clone in its language. */
let serverI18n: Promise<I18n> | undefined;

export interface PrerenderRequest {
  /** The page's path, with its language prefix (`/en/location`). */
  path: string;
  lang: Language;
  /** The restaurant's details from the API's settings (the footer and some pages show them). */
  restaurant: Partial<RestaurantInfo>;
  /** The RTK Query cache the server read the page with (the menu on a menu page): its queries render with their answers. */
  serverState?: unknown;
  /** The remotes.json naming each remote's origin; without it remote sections stay in their loading state. */
  remotesFile?: string;
  /** The releases this browser gets (a release on a share: release-rollouts.ts); unset: remotes.json's. */
  remotes?: RemoteLocation[];
  /** The response's CSP nonce, for React's inline scripts. */
  nonce?: string;
}

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What goes into the head: the stylesheets of the remote rendered on the page. */
  head: string;
}

/** A page whose first view streams: `head` for the page's head, `pipe` writes the body (React ends `destination`). */
export interface StreamedPage {
  head: string;
  pipe(destination: Writable): void;
}

/** A section still waiting after this long is left to the browser (nothing on a page waits today: remote-loader.ts). */
const ABORT_AFTER_MS = 5000;

function startRender({ path, nonce }: PrerenderRequest, store: AppStore, i18n: I18n): Promise<StreamedPage['pipe']> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <AppFrame router={Router} pageStore={store} />
      </I18nextProvider>,
      {
        // React's own inline scripts (a section finished after the first bytes) carry the response's CSP nonce
        nonce,
        // Every section is rendered in this one pass (its module is at hand, or it is left to the browser), so a section
        // is written in its place, however long. By default React moves a finished section of more than 12,800 bytes
        // (the menu, Mokaland) to the end of the HTML, hidden, behind its spinner, and shows it with a script after its
        // reveal throttle: the menu came a few hundred milliseconds after the first paint, and never without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => {
          const timer = setTimeout(() => stream.abort(NOT_ON_SERVER), ABORT_AFTER_MS);
          resolve((destination) => {
            destination.on('finish', () => clearTimeout(timer));
            stream.pipe(destination);
          });
        },
        onShellError: reject,
        onError: (error: unknown) => {
          if (error !== NOT_ON_SERVER) console.warn(`${path}: a section could not be rendered on the server:`, error instanceof Error ? error.message : error);
        },
      },
    );
  });
}

/**
 * The page's first view, streamed once its shell is ready. Pages are rendered side by side, each with its own store,
 * its own i18next instance (sharing the loaded texts, in the page's language) and its own remote modules and API
 * answers (server-modules.ts).
 */
export async function streamPage(request: PrerenderRequest): Promise<StreamedPage> {
  serverI18n ??= createServerI18n({ common: commonTranslations, seo: SEO_TEXTS, vocabulary: vocabularyTranslations });
  const base = await serverI18n;
  if (request.remotesFile) void prepareServerBuilds(request.remotesFile);
  const remote = remoteForPath(request.path);
  const releases = request.remotes ?? request.remotesFile;
  const routes = remote && releases ? await serverRoutes(remote, releases) : undefined;
  if (routes) renderingWith(routes);
  // The page's own i18next: the shell's texts shared; a remote's page also carries that release's texts, in a store of
  // its own (forkResourceStore), so two releases of a remote never share or overwrite each other's words.
  const i18n = base.cloneInstance({ lng: request.lang, ...(routes ? { forkResourceStore: true } : {}) });
  for (const [ns, texts] of Object.entries(routes?.translations ?? {})) {
    for (const [lang, tree] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, tree, true, true);
  }
  // the page's store: the shell's slices and the slices of the release that renders it (never another release's)
  const store = createPageStore(routes?.slices);
  // injected slices have no state until the next action
  store.dispatch({ type: 'shell/started' });
  store.dispatch(appActions.updateRestaurantInfo(request.restaurant));
  // RTK Query's rehydration (shared-lib/server-state's extractRehydrationInfo): the page's queries find their answers
  if (request.serverState) store.dispatch(serverStateRehydrated({ serverState: request.serverState }));
  const modules = remote && routes ? { [`${remote}/routes`]: routes.module } : {};
  const pipe = await pageContext.run({ modules }, () => startRender(request, store, i18n));
  return { head: (routes?.styles ?? []).map(remoteStyleElement).join(''), pipe };
}

/** The page's first view as one string (tests, and callers that cannot stream). */
export async function renderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
  const page = await streamPage(request);
  let html = '';
  await new Promise<void>((resolve) =>
    page.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          html += chunk.toString('utf8');
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    ),
  );
  return { html, head: page.head };
}

/** The pinned server builds of remotes.json, installed as a render thread starts (and when remotes.json changes). */
let installing: Promise<void> | undefined;
export function prepareServerBuilds(remotesFile: string): Promise<void> {
  installing ??= watchServerBuilds(remotesFile);
  return installing;
}

// The site's server builds of the remotes, for its tests (e2e/server-builds.spec.ts runs the built render-worker.js).
export { installedBuilds, installServerBuilds, serverRoutes, SERVER_BUILDS_KEPT } from './server-remotes';
