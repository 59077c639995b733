// The site server's render threads: a piscina pool of worker threads (render-worker.ts), each rendering one page's
// first view at a time and handing it back whole, never in the thread that answers requests. A page has one time
// budget, from the moment it asks for its first view: choosing and installing its remote's server build, waiting for a
// free thread and rendering all count. Past it the page is sent without its first view (the browser renders it, as it
// does for every page anyway). A render itself has the same budget from the moment its thread took it: past that,
// piscina ends the thread and starts another, so code that loops forever (a remote's server build gone wrong) is
// stopped there and the site keeps answering, and the build is refused for a while (server-builds.ts), so the next
// diners do not each wait out the budget. Time a page spent waiting for a thread is never held against a build.
import { setTimeout as delay } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { PrerenderPage } from './page-handler';
import type { PrerenderedPage } from './render-page';
import type { RenderResult, RenderTask } from './render-worker';
import { REFUSED_FOR_MS, type ServerBuild, type ServerBuilds } from './server-builds';

/** From asking for a page's first view to having it whole: past this the page goes without it (and a render past it from its start is ended). */
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
  const pool = new Piscina<RenderTask, RenderResult>({
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

  /** Ends a render still running `budgetMs` after its thread took it (its page has gone without it already). */
  function endIfStillRunning(task: Promise<unknown>, stop: AbortController, startedAt: number, page: PrerenderPage, build: ServerBuild | undefined): void {
    const timer = setTimeout(() => stop.abort(), Math.max(0, startedAt + budgetMs - Date.now()));
    task.then(
      () => clearTimeout(timer),
      () => {
        clearTimeout(timer);
        if (!stop.signal.aborted) return;
        // piscina has ended the thread; the build it was running is left to the browser for a while
        if (build) builds.refuse(build.key);
        console.warn(
          `${page.path}: its render took more than ${budgetMs} ms; the thread is ended${build ? `, and ${build.key} is rendered in the browser for ${REFUSED_FOR_MS / 1000} s` : ''}`,
        );
      },
    );
  }

  return {
    async render(page) {
      const deadline = Date.now() + budgetMs;
      /** When a thread took the page (Date.now(), set by the task; 0 while it waits). */
      const started = new Float64Array(new SharedArrayBuffer(8));
      const stop = new AbortController();
      let build: ServerBuild | undefined;
      try {
        build = await builds.buildFor(page.path, page.remotes, deadline);
        const task = pool.run({ page, build, started }, { signal: stop.signal });
        const pageDone = new AbortController();
        const late = delay(Math.max(0, deadline - Date.now()), undefined, { signal: pageDone.signal }).catch(() => undefined);
        const result = await Promise.race([task, late]);
        pageDone.abort();
        if (result) {
          // a build the thread could not use (no registration export): left to the browser, not tried on every page
          if (result.unusableBuild && build) builds.refuse(build.key);
          return result.page;
        }
        if (started[0] === 0) {
          stop.abort();
          task.catch(() => undefined);
          console.warn(`${page.path} was served without its first view: no render thread was free within ${budgetMs} ms`);
        } else {
          endIfStillRunning(task, stop, started[0]!, page, build);
          console.warn(`${page.path} was served without its first view: it was not ready within ${budgetMs} ms`);
        }
        return undefined;
      } catch (error) {
        // the render failed, or its thread died (a build that exits the process): that build is left to the browser
        if (started[0] !== 0 && build) builds.refuse(build.key);
        console.warn(`${page.path} was served without its first view: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    },
    close: () => pool.destroy(),
  };
}
