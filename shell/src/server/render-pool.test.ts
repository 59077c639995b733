/** @jest-environment node */
// The render pool's one time budget per page, and a render's own budget from the moment its thread took it (piscina
// ends the thread past it): a build that loops forever is stopped and refused for a while; a page that waited for a
// busy thread goes without its first view and blames no build, even when it then renders late; the site keeps
// rendering.
import path from 'node:path';
import { createRenderPool, type RenderPool } from './render-pool';
import type { PrerenderPage } from './page-handler';
import type { ServerBuild } from './server-builds';

const worker = path.join(__dirname, 'test-fixtures', 'scripted-render-task.js');
const page = (p: string) => ({ path: p, lang: 'en' }) as PrerenderPage;
const buildOf = (p: string): ServerBuild => ({ remote: 'mf_menu', key: `mf_menu:${p.slice(1)}`, file: '' });

jest.setTimeout(20000);
// These tests time real threads against budgets of about a second: in CI, beside two browser-test sites, a test whose
// timers fired late is tried once more (its first failure printed), as the API's tests are (api/test/retry-in-ci.js).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

/** Resolves once `condition` holds (checked every 20 ms): timers fire late on a busy machine. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 20));
}

let pool: RenderPool;
let refused: string[];
let warn: jest.SpyInstance;
beforeEach(() => {
  refused = [];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const builds = { buildFor: async (p: string) => buildOf(p), refuse: (key: string) => void refused.push(key) };
  pool = createRenderPool({ worker, builds, threads: 1, budgetMs: 1000 });
});
afterEach(async () => {
  await pool.close();
  warn.mockRestore();
});

it('renders a page whole with the build the main thread chose', async () => {
  // a budget that covers the thread's start on a machine as busy as CI's (the first render starts the thread: past 1 s
  // there once, beside two browser-test sites); the budget's own rules are the tests below
  await pool.close();
  const builds = { buildFor: async (p: string) => buildOf(p), refuse: (key: string) => void refused.push(key) };
  pool = createRenderPool({ worker, builds, threads: 1, budgetMs: 10000 });
  expect(await pool.render(page('/en/menu'))).toEqual({ html: '<p>/en/menu by mf_menu:en/menu</p>', head: '' });
  expect(refused).toEqual([]);
});

it('a page that waited for a thread and then rendered past its own budget goes without its first view, and its healthy build is kept', async () => {
  await pool.render(page('/en/menu')); // the thread has started
  const first = pool.render(page('/slow-800'));
  await new Promise((r) => setTimeout(r, 100));
  // this one waits ~700 ms for the thread, then renders in 400 ms: past its page budget, well within a render's
  const second = pool.render(page('/slow-400'));
  expect(await first).toEqual({ html: '<p>/slow-800 by mf_menu:slow-800</p>', head: '' });
  expect(await second).toBeUndefined();
  await new Promise((r) => setTimeout(r, 600)); // its render has finished by now
  expect(refused).toEqual([]);
  expect(warn.mock.calls.flat().join('\n')).not.toContain('the thread is ended');
});

it('a build that loops forever: its page goes without its first view at the budget, the build is refused, and the next page renders', async () => {
  const started = Date.now();
  expect(await pool.render(page('/loop'))).toBeUndefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  // the thread is ended once the render itself has run for the budget (it started ~300 ms in: the thread's start)
  await until(() => refused.length > 0);
  expect(refused).toEqual(['mf_menu:loop']);
  expect(warn.mock.calls.flat().join('\n')).toContain(
    '/loop: its render took more than 1000 ms; the thread is ended, and mf_menu:loop is rendered in the browser',
  );
  // the thread was ended and another started: the site keeps rendering (on a machine busy with other tests the new
  // thread may take longer to start than a page's budget, and the page asked meanwhile go without its first view)
  let next: Awaited<ReturnType<RenderPool['render']>>;
  for (let attempt = 0; attempt < 10 && !next; attempt++) next = await pool.render(page('/en/about'));
  expect(next).toEqual({ html: '<p>/en/about by mf_menu:en/about</p>', head: '' });
});

it('a page that waited past its budget for a thread busy with a looping build goes without its first view, and its own build is not blamed', async () => {
  // asked for together: the second page's budget is over before the looping thread is ended and another has started
  const looping = pool.render(page('/loop'));
  const waiting = pool.render(page('/en/cart'));
  expect(await waiting).toBeUndefined();
  expect(await looping).toBeUndefined();
  await until(() => refused.length > 0);
  expect(refused).toEqual(['mf_menu:loop']);
});

it('a thread that dies as it renders (a build that exits the process) costs that page its first view, and the build is refused', async () => {
  expect(await pool.render(page('/exit'))).toBeUndefined();
  expect(refused).toEqual(['mf_menu:exit']);
  expect(await pool.render(page('/en/location'))).toEqual({ html: '<p>/en/location by mf_menu:en/location</p>', head: '' });
});
