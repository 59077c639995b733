// One of the site server's render threads (render-pool.js): it loads the shell's Node build (render-page.js), and
// with it the remotes' server builds, and renders one page at a time. The pool ends the thread when a render runs past
// its budget, so code that loops forever stops here, never in the process that answers requests.
const { parentPort, workerData } = require('node:worker_threads');
const { Writable } = require('node:stream');

const renderer = require(workerData.prerender);
// Which remote build this thread is loading or rendering with: the pool refuses a build that overran a budget.
renderer.reportBuildsTo?.((key, phase) => parentPort.postMessage({ type: 'build', key, phase }));
renderer.refuseBuilds?.(workerData.refused ?? []);
// The pinned builds are installed and loaded as the thread starts (and again when remotes.json changes): the thread
// says it is ready once they are (or after 5 s, a remote's server that does not answer costs its own pages only).
const prepared = workerData.remotesFile && renderer.prepareServerBuilds ? renderer.prepareServerBuilds(workerData.remotesFile) : Promise.resolve();

/** The sink of the render with this id: it takes React's chunks, each acknowledged once the response has taken it. */
const sinks = new Map();
const acks = new Map();

parentPort.on('message', (message) => {
  if (message.type === 'refuse') return void renderer.refuseBuilds?.(message.keys);
  if (message.type === 'ack') {
    const done = acks.get(message.id);
    acks.delete(message.id);
    return void done?.();
  }
  if (message.type === 'cancel') return void sinks.get(message.id)?.destroy();
  if (message.type === 'render') {
    renderer.refuseBuilds?.(message.refused ?? []);
    void render(message.id, message.page);
  }
});

async function render(id, page) {
  try {
    const streamed = await renderer.streamPage({ ...page, remotesFile: workerData.remotesFile });
    parentPort.postMessage({ type: 'head', id, head: streamed.head });
    const sink = new Writable({
      // back-pressure: the next chunk only once the response has taken this one
      write(chunk, _encoding, done) {
        acks.set(id, done);
        parentPort.postMessage({ type: 'chunk', id, chunk });
      },
      final(done) {
        parentPort.postMessage({ type: 'end', id });
        done();
      },
    });
    sink.on('close', () => {
      sinks.delete(id);
      acks.delete(id);
      parentPort.postMessage({ type: 'done', id });
    });
    sinks.set(id, sink);
    streamed.pipe(sink);
  } catch (error) {
    parentPort.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    parentPort.postMessage({ type: 'done', id });
  }
}

void Promise.race([prepared.catch(() => undefined), new Promise((done) => setTimeout(done, 5000).unref())]).then(() => parentPort.postMessage({ type: 'ready' }));
