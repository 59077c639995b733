// A render thread for render-pool.test.ts: the pool's task (render-worker.ts) with a script chosen by the page's path
// instead of rendering React. '/loop': a build that loops forever once its render has started. '/exit': the thread
// ends as it renders (a crash). '/slow-N': a render of N ms. Any other path: the page, with the build it was handed
// named in it. A thread takes 300 ms to start, as a real one loading the shell's code does.
const ready = Date.now() + 300;
while (Date.now() < ready);

module.exports = async function scriptedRender({ page, build, started }) {
  started[0] = Date.now();
  if (page.path === '/loop') for (;;);
  if (page.path === '/exit') process.exit(1);
  const slow = /^\/slow-(\d+)$/.exec(page.path);
  if (slow) {
    const until = Date.now() + Number(slow[1]);
    while (Date.now() < until);
  }
  return { page: { html: `<p>${page.path} by ${build ? build.key : 'the shell only'}</p>`, head: '' } };
};
