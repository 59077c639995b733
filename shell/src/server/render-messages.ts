// What the site server's thread that answers requests (render-pool.ts) and its render threads (render-worker.ts) say
// to each other.
import type { PrerenderPage } from './page-handler';
import type { BuildPhase } from './server-remotes';

/** To a render thread. */
export type ToThread =
  | { type: 'render'; id: number; page: PrerenderPage; refused: string[] }
  /** The response took the last chunk: the next may come (back-pressure across the threads). */
  | { type: 'ack'; id: number }
  /** The diner left: the render stops. */
  | { type: 'cancel'; id: number }
  | { type: 'refuse'; keys: string[] };

/** From a render thread. */
export type ToPool =
  | { type: 'ready' }
  | { type: 'build'; key: string; phase: BuildPhase }
  | { type: 'head'; id: number; head: string }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'done'; id: number };

/** What a render thread starts with. */
export interface RenderThreadData {
  remotesFile?: string;
  refused: string[];
}
