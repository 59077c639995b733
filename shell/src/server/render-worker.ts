// One of the site server's render threads (render-pool.ts): it renders pages' first views with the shell's React app
// and the remotes' server builds, one page at a time. The pool ends the thread when a render runs past its budget, so
// code that loops forever stops here, never in the thread that answers requests.
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { PrerenderPage } from './page-handler';
import type { RenderThreadData, ToPool, ToThread } from './render-messages';
import { prepareServerBuilds, streamPage } from './render-page';
import { refuseBuilds, reportBuildsTo } from './server-remotes';

// Outside a thread (a test requiring this file) it is the renderer only: the functions below, nothing started.
export { installedBuilds, installServerBuilds, renderPage, SERVER_BUILDS_KEPT, serverRoutes, streamPage } from './render-page';

const data = (workerData ?? { refused: [] }) as RenderThreadData;
const post = (message: ToPool) => parentPort?.postMessage(message);
if (parentPort) startThread(parentPort);

function startThread(port: NonNullable<typeof parentPort>): void {
  // Which remote build this thread is loading or rendering with: the pool refuses a build that overran a budget.
  reportBuildsTo((key, phase) => post({ type: 'build', key, phase }));
  refuseBuilds(data.refused);
  port.on('message', onMessage);
  // The pinned builds are installed and loaded as the thread starts (and again when remotes.json changes): the thread
  // says it is ready once they are, or after 5 s (a remote's server that does not answer costs its own pages only).
  const prepared = data.remotesFile ? prepareServerBuilds(data.remotesFile).catch(() => undefined) : Promise.resolve();
  void Promise.race([prepared, new Promise((done) => setTimeout(done, 5000).unref())]).then(() => post({ type: 'ready' }));
}

/** Each render's sink, and the callback that lets React write its next chunk once the response has taken this one. */
const sinks = new Map<number, Writable>();
const acks = new Map<number, () => void>();

function onMessage(message: ToThread): void {
  if (message.type === 'refuse') refuseBuilds(message.keys);
  else if (message.type === 'ack') {
    const done = acks.get(message.id);
    acks.delete(message.id);
    done?.();
  } else if (message.type === 'cancel') sinks.get(message.id)?.destroy();
  else {
    refuseBuilds(message.refused);
    void render(message.id, message.page);
  }
}

async function render(id: number, page: PrerenderPage): Promise<void> {
  try {
    const streamed = await streamPage({ ...page, remotesFile: data.remotesFile });
    post({ type: 'head', id, head: streamed.head });
    const sink = new Writable({
      // back-pressure: the next chunk only once the response has taken this one
      write(chunk: Buffer, _encoding, done) {
        acks.set(id, done);
        post({ type: 'chunk', id, chunk });
      },
      final(done) {
        post({ type: 'end', id });
        done();
      },
    });
    sink.on('close', () => {
      sinks.delete(id);
      acks.delete(id);
      post({ type: 'done', id });
    });
    sinks.set(id, sink);
    streamed.pipe(sink);
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    post({ type: 'done', id });
  }
}
