// The site's server (shared-lib/build/serve.js) writes a page's first view into its HTML with this module, built for
// Node into shell/dist-prerender by webpack.prerender.js: the header, the footer, the shell's own pages and a public
// remote's page as React renders them, so a phone paints the page before any JavaScript has arrived. The browser
// then hydrates it (bootstrap.tsx): the shell first, each remote's section once its code has loaded.
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createPageStore, I18nextProvider, initI18n, readServerAnswersFrom, remoteStyleElement, SEO_TEXTS, StaticRouter, type AppStore, type Language, type RestaurantInfo, type ServerAnswers } from 'shared-lib';
import { AppFrame } from '../app/app';
import { appActions } from '../app/app-slice';
import '../app/store';
import { commonTranslations } from '../i18n';
import { pageContext } from './server-modules';
import { installServerBuilds, remoteForPath, serverRoutes } from './server-remotes';

// A remote reads the page's API answers (shared-lib's serverAnswer) from the request being rendered.
readServerAnswersFrom(() => pageContext.getStore()?.answers ?? {});

export interface PrerenderRequest {
  /** The page's path, with its language prefix (`/en/location`). */
  path: string;
  lang: Language;
  /** The restaurant's details from the API's settings (the footer and some pages show them). */
  restaurant: Partial<RestaurantInfo>;
  /** API answers the server already has for this page (the menu on a menu page), used instead of loading states. */
  answers?: ServerAnswers;
  /** The remotes.json naming each remote's origin; without it remote sections stay in their loading state. */
  remotesFile?: string;
}

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What goes into the head: the stylesheets of the remote rendered on the page. */
  head: string;
}

let texts: Promise<unknown> | undefined;

/** Why a section is left in its loading state: its remote's server build could not be had for this page. */
const NOT_ON_SERVER = new Error('the remote is not available on the server');

function render({ path }: PrerenderRequest, store: AppStore, i18n: I18n): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
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
        // The remotes' modules are handed over resolved (remote-loader.ts): whatever still waits once the shell is done
        // never comes, and is written in its loading state.
        onShellReady: () =>
          setImmediate(() => {
            stream.abort(NOT_ON_SERVER);
            stream.pipe(sink);
          }),
        onShellError: reject,
        // every section inline, however large: the page must not depend on React's streaming scripts (the CSP forbids them)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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
  texts ??= initI18n(request.lang, { common: commonTranslations, seo: SEO_TEXTS });
  await texts;
  if (request.remotesFile) installing ??= installServerBuilds(request.remotesFile);
  const remote = remoteForPath(request.path);
  const routes = remote && request.remotesFile ? await serverRoutes(remote, request.remotesFile) : undefined;
  const i18n = i18next.cloneInstance({ lng: request.lang });
  const store = createPageStore();
  // injected slices have no state until the next action
  store.dispatch({ type: 'shell/started' });
  store.dispatch(appActions.updateRestaurantInfo(request.restaurant));
  const modules = remote && routes ? { [`${remote}/routes`]: routes.module } : {};
  return pageContext.run({ modules, answers: request.answers ?? {} }, async () => ({
    html: await render(request, store, i18n),
    head: (routes?.styles ?? []).map(remoteStyleElement).join(''),
  }));
}

/** The pinned server builds of remotes.json, installed with the first page (the site's server starting). */
let installing: Promise<void> | undefined;
