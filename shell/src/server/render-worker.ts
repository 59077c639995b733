// A render thread of the site's server (a piscina worker: render-pool.ts). Its one task renders one page's first view
// whole, with the shell's React app and, for a remote's page, the server build the main thread chose (server-builds.ts),
// and hands it back as a string. It has no budget of its own: the pool ends the thread when a page runs past its
// budget, so code that loops forever stops here, never in the thread that answers requests.
import type { PrerenderPage } from './page-handler';
import { loadServerBuild, type LoadedServerBuild } from './load-server-build';
import { renderPage, type PrerenderedPage } from './render-page';
import type { ServerBuild } from './server-builds';

export interface RenderTask {
  page: PrerenderPage;
  build?: ServerBuild;
  /** Set to the time the task starts (shared memory, read by the pool: a render's own budget counts from it). */
  started: Float64Array;
}

export interface RenderResult {
  page: PrerenderedPage;
  /** The build handed over could not be used (it does not register itself): the pool leaves it to the browser. */
  unusableBuild?: boolean;
}

export default async function renderTask({ page, build, started }: RenderTask): Promise<RenderResult> {
  started[0] = Date.now();
  let routes: LoadedServerBuild | undefined;
  let unusableBuild = false;
  if (build) {
    try {
      routes = loadServerBuild(build);
    } catch (error) {
      unusableBuild = true;
      console.warn(`${page.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { page: await renderPage({ ...page, routes }), ...(unusableBuild ? { unusableBuild } : {}) };
}

// Outside a pool (a test requiring the built file) the same functions, to run in one process.
export { loadedServerBuilds, loadServerBuild } from './load-server-build';
export { renderPage } from './render-page';
