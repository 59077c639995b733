/** @jest-environment node */
// The render pool's one time budget per page (piscina ends the thread of a page past it): a build that loops forever
// is stopped and refused for a while, a page waiting for a busy thread goes without its first view and blames no
// build, and the site keeps rendering.
import path from 'node:path';
import { createRenderPool, type RenderPool } from './render-pool';
import type { PrerenderPage } from './page-handler';
import type { ServerBuild } from './server-builds';

const worker = path.join(__dirname, 'test-fixtures', 'scripted-render-task.js');
const page = (p: string) => ({ path: p, lang: 'en' }) as PrerenderPage;
const buildOf = (p: string): ServerBuild => ({ remote: 'mf_menu', key: `mf_menu:${p.slice(1)}`, file: '' });

jest.setTimeout(20000);

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
  expect(await pool.render(page('/en/menu'))).toEqual({ html: '<p>/en/menu by mf_menu:en/menu</p>', head: '' });
  expect(refused).toEqual([]);
});

it('a build that loops forever: its page goes without its first view at the budget, the build is refused, and the next page renders', async () => {
  const started = Date.now();
  expect(await pool.render(page('/loop'))).toBeUndefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect(refused).toEqual(['mf_menu:loop']);
  expect(warn.mock.calls.flat().join('\n')).toContain(
    '/loop: its render took more than 1000 ms; the thread is ended, and mf_menu:loop is rendered in the browser',
  );
  // the thread was ended and another started: the site keeps rendering
  expect(await pool.render(page('/en/about'))).toEqual({ html: '<p>/en/about by mf_menu:en/about</p>', head: '' });
});

it('a page that waited past its budget for a thread busy with a looping build goes without its first view, and its own build is not blamed', async () => {
  // asked for together: the second page's budget is over before the looping thread is ended and another has started
  const looping = pool.render(page('/loop'));
  const waiting = pool.render(page('/en/cart'));
  expect(await waiting).toBeUndefined();
  expect(await looping).toBeUndefined();
  expect(refused).toEqual(['mf_menu:loop']);
});

it('a thread that dies as it renders costs that page its first view only', async () => {
  expect(await pool.render(page('/exit'))).toBeUndefined();
  expect(refused).toEqual([]);
  expect(await pool.render(page('/en/location'))).toEqual({ html: '<p>/en/location by mf_menu:en/location</p>', head: '' });
});
