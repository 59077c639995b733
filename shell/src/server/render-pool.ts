// The site server's render threads: each page's first view is rendered in one of a few worker threads
// (render-worker.ts), one page per thread at a time, never in the thread that answers requests. A render has a time
// budget: a page whose first bytes are not ready within it is sent without its first view (the browser renders it, as
// it does for every page anyway), and the thread is ended and replaced: code that loops forever (a remote's server
// build gone wrong) is stopped there, and the site keeps answering. The remote build the overrun was loading or
// rendering with is then refused for a while, so the next diners do not each wait out the budget.
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PrerenderPage, StreamedBody } from './page-handler';
import type { ToPool, ToThread } from './render-messages';

/** From the request to the page's first bytes (its shell): past this the page goes without its first view. */
export const RENDER_BUDGET_MS = Number(process.env.SERVER_RENDER_BUDGET_MS ?? 3000);
/** The whole render (sections stream in after the first bytes): past this the page is ended as it stands. */
export const RENDER_TOTAL_MS = Number(process.env.SERVER_RENDER_TOTAL_MS ?? 8000);
/** Render threads: pages rendered side by side (each one a page at a time). */
export const RENDER_THREADS = Math.max(1, Number(process.env.SERVER_RENDER_THREADS ?? 2));
/** A thread not started after this long (its remote builds' loading counts) is ended and replaced. */
const THREAD_START_MS = 10000;
/** How long a remote build that overran a budget is left to the browser before the server tries it again. */
const REFUSED_FOR_MS = Number(process.env.SERVER_BUILD_REFUSED_MS ?? 60000);

export interface RenderPoolOptions {
  /** The render thread's script (the server build's render-worker.js). */
  worker: string;
  remotesFile?: string;
  threads?: number;
  budgetMs?: number;
  totalMs?: number;
}

export interface RenderPool {
  streamPage(page: PrerenderPage): Promise<StreamedBody>;
  /** Resolves once every thread has started (the site's server listens after it). */
  ready: Promise<void>;
  /** Remote builds (`name:sha256`) left to the browser now. */
  refused(): string[];
  close(): Promise<void>;
}

interface Job {
  id: number;
  page: PrerenderPage;
  startedAt: number;
  timer?: NodeJS.Timeout;
  slot?: Slot;
  build?: string;
  destination?: Writable;
  chunk?: Buffer;
  /** A chunk is with the response and not yet taken (a slow or silent connection): the time is the diner's, not the build's. */
  waitingForClient?: boolean;
  ended?: boolean;
  finished?: boolean;
  resolve(body: StreamedBody): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  loading?: string;
  started: Promise<void>;
  onReady(): void;
  startTimer?: NodeJS.Timeout;
  loadTimer?: NodeJS.Timeout;
}

export function createRenderPool({
  worker,
  remotesFile,
  threads = RENDER_THREADS,
  budgetMs = RENDER_BUDGET_MS,
  totalMs = RENDER_TOTAL_MS,
}: RenderPoolOptions): RenderPool {
  const refusedUntil = new Map<string, number>();
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let closed = false;
  let nextId = 1;

  const refused = () => [...refusedUntil].filter(([, until]) => until > Date.now()).map(([key]) => key);
  const send = (slot: Slot | undefined, message: ToThread) => slot?.worker.postMessage(message);

  function spawn(): Slot {
    let onReady = () => undefined as void;
    const started = new Promise<void>((resolve) => (onReady = resolve));
    // React and the other packages the render threads require render as in production whatever NODE_ENV the process
    // runs with (`npm start` leaves it unset for the API's sake): the code around them is built for production, the
    // browser hydrates with production React, and React's development renderer took about twice as long per page.
    const env = { ...process.env, NODE_ENV: 'production' };
    const slot: Slot = { worker: new Worker(worker, { workerData: { remotesFile, refused: refused() }, env }), ready: false, started, onReady };
    slot.startTimer = setTimeout(() => overrun(slot, `the render thread did not start within ${THREAD_START_MS} ms`), THREAD_START_MS);
    slot.worker.on('message', (message: ToPool) => onMessage(slot, message));
    slot.worker.on('error', (error) => console.warn(`a render thread failed: ${error.message}`));
    slot.worker.on('exit', () => {
      clearTimeout(slot.startTimer);
      clearTimeout(slot.loadTimer);
      slots.delete(slot);
      slot.onReady();
      if (slot.job) finish(slot.job, new Error('its render thread ended'));
      // a thread that never started (a broken build of the shell) is tried again after a pause, not in a tight loop
      if (!closed) setTimeout(() => !closed && spawn(), slot.ready ? 0 : 5000).unref();
    });
    slots.add(slot);
    return slot;
  }

  /** The thread ran past a budget: it is ended (and replaced), and the build it was on is refused for a while. */
  function overrun(slot: Slot, what: string): void {
    const key = slot.loading ?? slot.job?.build;
    if (key) {
      refusedUntil.set(key, Date.now() + REFUSED_FOR_MS);
      for (const s of slots) send(s, { type: 'refuse', keys: refused() });
    }
    console.warn(
      `${slot.job?.page.path ?? 'a render thread'}: ${what}; the thread is ended${key ? `, and ${key} is rendered in the browser for ${REFUSED_FOR_MS / 1000} s` : ''}`,
    );
    void slot.worker.terminate();
  }

  function onMessage(slot: Slot, message: ToPool): void {
    if (message.type === 'ready') {
      clearTimeout(slot.startTimer);
      slot.ready = true;
      slot.onReady();
      return next();
    }
    if (message.type === 'build') {
      if (message.phase === 'loading') {
        // loading a build has the same budget, with or without a page waiting (a pin loads it in every thread)
        slot.loading = message.key;
        slot.loadTimer = setTimeout(() => overrun(slot, `loading ${message.key} took more than ${budgetMs} ms`), budgetMs);
      } else if (message.phase === 'loaded') {
        clearTimeout(slot.loadTimer);
        slot.loading = undefined;
      } else if (slot.job) slot.job.build = message.key;
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === 'head') {
      clearTimeout(job.timer);
      job.timer = setTimeout(() => slot.job === job && pastTotal(slot, job), Math.max(0, job.startedAt + totalMs - Date.now()));
      job.resolve({ head: message.head, pipe: (destination) => pipeTo(job, destination as Writable) });
    } else if (message.type === 'chunk') {
      job.chunk = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
      deliver(job);
    } else if (message.type === 'end') {
      job.ended = true;
      deliver(job);
    } else if (message.type === 'error') {
      job.reject(new Error(message.message));
    } else if (message.type === 'done') {
      slot.job = undefined;
      finish(job);
      next();
    }
  }

  /**
   * The whole render ran past its budget. If the thread is the one late, it is ended and its build refused for a while;
   * if the response is (a diner whose connection stopped taking the page: a phone that lost its signal), only that
   * diner's page is ended: the build did its part, and other diners still get their pages written by the server.
   */
  function pastTotal(slot: Slot, job: Job): void {
    if (!job.waitingForClient) return overrun(slot, `its render took more than ${totalMs} ms`);
    console.warn(`${job.page.path}: the connection took nothing for a while, ${totalMs} ms after the request; the page is ended for that diner`);
    // its 'close' cancels the render, which frees the thread; a thread that does not stop is ended after all
    job.destination?.destroy(new Error('the connection stopped taking the page'));
    job.timer = setTimeout(() => slot.job === job && overrun(slot, `its render did not stop within ${budgetMs} ms of being cancelled`), budgetMs);
  }

  /** Hands the thread's chunk to the response; the thread sends the next once the response has taken it. */
  function deliver(job: Job): void {
    const destination = job.destination;
    if (!destination) return;
    if (job.chunk) {
      const chunk = job.chunk;
      job.chunk = undefined;
      job.waitingForClient = true;
      destination.write(chunk, () => {
        job.waitingForClient = false;
        send(job.slot, { type: 'ack', id: job.id });
      });
    }
    if ((job.ended || job.finished) && !destination.writableEnded && !destination.destroyed) destination.end();
  }

  function pipeTo(job: Job, destination: Writable): void {
    job.destination = destination;
    // a diner who leaves ends the render
    destination.on('close', () => {
      if (!job.ended) send(job.slot, { type: 'cancel', id: job.id });
    });
    deliver(job);
  }

  /** The job is over: a page still waiting for its first bytes goes without its first view; a started one is ended. */
  function finish(job: Job, error?: Error): void {
    clearTimeout(job.timer);
    job.reject(error ?? new Error('the render ended without a page'));
    job.finished = true;
    job.chunk = undefined;
    deliver(job);
    job.slot = undefined;
  }

  function next(): void {
    // a thread loading a build is busy for now: the others are asked first
    const free = [...slots].filter((s) => s.ready && !s.job).sort((a, b) => Number(Boolean(a.loading)) - Number(Boolean(b.loading)));
    for (const slot of free) {
      const job = queue.shift();
      if (!job) return;
      clearTimeout(job.timer);
      slot.job = job;
      job.slot = slot;
      job.timer = setTimeout(
        () => slot.job === job && overrun(slot, `its first bytes were not ready within ${budgetMs} ms`),
        Math.max(0, job.startedAt + budgetMs - Date.now()),
      );
      send(slot, { type: 'render', id: job.id, page: job.page, refused: refused() });
    }
  }

  for (let i = 0; i < threads; i++) spawn();

  return {
    ready: Promise.all([...slots].map((s) => s.started)).then(() => undefined),
    refused,
    streamPage(page) {
      return new Promise((resolve, reject) => {
        let settled = false;
        const job: Job = {
          id: nextId++,
          page,
          startedAt: Date.now(),
          resolve: (body) => {
            if (settled) return;
            settled = true;
            resolve(body);
          },
          reject: (error) => {
            if (settled) return;
            settled = true;
            reject(error);
          },
        };
        // waiting for a free thread counts against the budget too
        job.timer = setTimeout(() => {
          const at = queue.indexOf(job);
          if (at >= 0) queue.splice(at, 1);
          job.reject(new Error(`no render thread was free within ${budgetMs} ms`));
        }, budgetMs);
        queue.push(job);
        next();
      });
    },
    async close() {
      closed = true;
      await Promise.all([...slots].map((s) => s.worker.terminate()));
    },
  };
}
