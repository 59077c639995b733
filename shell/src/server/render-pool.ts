// The site server's render threads: a piscina pool of worker threads (render-worker.ts), each rendering one page's
// first view at a time and handing it back whole, never in the thread that answers requests. A page has one time
// budget, from the moment it asks for its first view: choosing and installing its remote's server build, waiting for a
// free thread and rendering all count. Past it the page is sent without its first view (the browser renders it, as it
// does for every page anyway), and piscina ends the thread that was rendering it and starts another: code that loops
// forever (a remote's server build gone wrong) is stopped there, and the site keeps answering. The build that page was
// rendering with is then refused for a while (server-builds.ts), so the next diners do not each wait out the budget.
import { Piscina } from 'piscina';
import type { PrerenderPage } from './page-handler';
import type { PrerenderedPage } from './render-page';
import type { RenderTask } from './render-worker';
import { REFUSED_FOR_MS, type ServerBuilds } from './server-builds';

/** From asking for a page's first view to having it whole: past this the page goes without it. */
export const RENDER_BUDGET_MS = Number(process.env.SERVER_RENDER_BUDGET_MS ?? 3000);
/** Render threads: pages rendered side by side (each one a page at a time). */
export const RENDER_THREADS = Math.max(1, Number(process.env.SERVER_RENDER_THREADS ?? 2));

export interface RenderPoolOptions {
  /** The render thread's script (the server build's render-worker.js). */
  worker: string;
  /** Which remote build renders a page's section (the main thread decides; the thread only runs it). */
  builds: Pick<ServerBuilds, 'buildFor' | 'refuse'>;
  threads?: number;
  budgetMs?: number;
}

export interface RenderPool {
  /** The page's first view, or undefined when it could not be had within the budget (the browser renders the page). */
  render(page: PrerenderPage): Promise<PrerenderedPage | undefined>;
  close(): Promise<void>;
}

export function createRenderPool({ worker, builds, threads = RENDER_THREADS, budgetMs = RENDER_BUDGET_MS }: RenderPoolOptions): RenderPool {
  const pool = new Piscina<RenderTask, PrerenderedPage>({
    filename: worker,
    minThreads: threads,
    maxThreads: threads,
    // React and the other packages the render threads require render as in production whatever NODE_ENV the process
    // runs with (`npm start` leaves it unset for the API's sake): the code around them is built for production, the
    // browser hydrates with production React, and React's development renderer took about twice as long per page.
    env: { ...process.env, NODE_ENV: 'production' },
    // a thread between two pages is idle, its event loop free (not blocked waiting on shared memory)
    atomics: 'disabled',
  });
  // a thread that fails as it starts (a broken build of the shell) is said once per failure; the pool starts another
  pool.on('error', (error: Error) => console.warn(`a render thread failed: ${error.message}`));

  return {
    async render(page) {
      const budget = AbortSignal.timeout(budgetMs);
      const build = await builds.buildFor(page.path, page.remotes);
      const started = new Int32Array(new SharedArrayBuffer(4));
      try {
        return await pool.run({ page, build, started }, { signal: budget });
      } catch (error) {
        const running = Atomics.load(started, 0) === 1;
        if (!budget.aborted) console.warn(`${page.path} was served without its first view: ${error instanceof Error ? error.message : String(error)}`);
        else if (!running)
          console.warn(`${page.path} was served without its first view: it was not ready within ${budgetMs} ms (no render thread was free in time)`);
        else {
          // piscina has ended the thread; the build it was running is left to the browser for a while
          if (build) builds.refuse(build.key);
          console.warn(
            `${page.path}: its render took more than ${budgetMs} ms; the thread is ended${build ? `, and ${build.key} is rendered in the browser for ${REFUSED_FOR_MS / 1000} s` : ''}`,
          );
        }
        return undefined;
      }
    },
    close: () => pool.destroy(),
  };
}
