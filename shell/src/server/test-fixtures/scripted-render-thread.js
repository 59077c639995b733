// A render thread for render-pool.test.ts: speaks the pool's protocol (render-messages.ts) with a script chosen by the
// page's path instead of rendering React. '/stalled-thread': the head, then nothing more. Any other path: the head
// and three chunks, each sent only once the response has taken the one before (the pool's 'ack'), then the end;
// '/deaf-thread' does so too but goes on when its render is cancelled (a build that does not stop).
const { parentPort } = require('node:worker_threads');

const BUILD = 'mf_menu:scripted';
const pending = new Map();
const deaf = new Set();
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (message) => {
  if (message.type === 'ack') pending.get(message.id)?.();
  else if (message.type === 'cancel') {
    if (deaf.has(message.id)) return;
    pending.delete(message.id);
    parentPort.postMessage({ type: 'done', id: message.id });
  } else if (message.type === 'render') {
    const { id, page } = message;
    parentPort.postMessage({ type: 'build', key: BUILD, phase: 'rendering' });
    parentPort.postMessage({ type: 'head', id, head: '<title>scripted</title>' });
    if (page.path === '/stalled-thread') return;
    if (page.path === '/deaf-thread') deaf.add(id);
    let left = 3;
    const sendNext = () => {
      if (left === 0) {
        pending.delete(id);
        parentPort.postMessage({ type: 'end', id });
        parentPort.postMessage({ type: 'done', id });
        return;
      }
      left -= 1;
      parentPort.postMessage({ type: 'chunk', id, chunk: new TextEncoder().encode(`<p>part ${3 - left}</p>`) });
    };
    pending.set(id, sendNext);
    sendNext();
  }
});
