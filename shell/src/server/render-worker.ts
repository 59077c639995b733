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
  /** Set to 1 as the task starts (shared memory, read by the pool: a page past its budget while running ends the thread). */
  started: Int32Array;
}

export default async function renderTask({ page, build, started }: RenderTask): Promise<PrerenderedPage> {
  Atomics.store(started, 0, 1);
  let routes: LoadedServerBuild | undefined;
  if (build) {
    try {
      routes = loadServerBuild(build);
    } catch (error) {
      console.warn(`${page.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return renderPage({ ...page, routes });
}

// Outside a pool (a test requiring the built file) the same functions, to run in one process.
export { loadedServerBuilds, loadServerBuild } from './load-server-build';
export { renderPage } from './render-page';
