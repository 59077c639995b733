/** @jest-environment node */
import path from 'node:path';
import { Writable } from 'node:stream';
import { createRenderPool, type RenderPool } from './render-pool';
import type { PrerenderPage } from './page-handler';

const worker = path.join(__dirname, 'test-fixtures', 'scripted-render-thread.js');
const page = (p: string) => ({ path: p, lang: 'en' }) as PrerenderPage;
/** Resolves once `condition` holds (checked every 20 ms): timers fire late on a busy machine. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 20));
}

/** A response that takes everything; resolves with the page once it ends. */
function takingResponse(): { destination: Writable; page: Promise<string> } {
  let text = '';
  let ended: (t: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (ended = resolve));
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
    final(callback) {
      ended(text);
      callback();
    },
  });
  return { destination, page: done };
}

jest.setTimeout(20000);

let pool: RenderPool;
let warn: jest.SpyInstance;
beforeEach(async () => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  pool = createRenderPool({ worker, threads: 1, budgetMs: 2000, totalMs: 400 });
  await pool.ready;
});
afterEach(async () => {
  await pool.close();
  warn.mockRestore();
});

it('streams a page chunk by chunk at the response’s pace', async () => {
  const body = await pool.streamPage(page('/en/menu'));
  const { destination, page: written } = takingResponse();
  body.pipe(destination);
  expect(await written).toBe('<p>part 1</p><p>part 2</p><p>part 3</p>');
  expect(pool.refused()).toEqual([]);
});

it('a diner whose connection stops taking the page loses that page, not everyone their server-written pages', async () => {
  const body = await pool.streamPage(page('/en/menu'));
  // a phone that lost its signal: the first chunk is never taken
  const silent = new Writable({ write: () => undefined });
  const failures: string[] = [];
  silent.on('error', (error) => failures.push(error.message));
  body.pipe(silent);
  await until(() => silent.destroyed);
  expect(failures).toEqual(['the connection stopped taking the page']);
  expect(pool.refused()).toEqual([]);
  // the thread is free again, and the build still renders
  const next = await pool.streamPage(page('/en/menu'));
  const { destination, page: written } = takingResponse();
  next.pipe(destination);
  expect(await written).toBe('<p>part 1</p><p>part 2</p><p>part 3</p>');
});

it('a thread that goes on after its silent diner’s page was ended is ended too, and its build refused', async () => {
  const body = await pool.streamPage(page('/deaf-thread'));
  const silent = new Writable({ write: () => undefined });
  silent.on('error', () => undefined);
  body.pipe(silent);
  await until(() => silent.destroyed);
  expect(pool.refused()).toEqual([]);
  await until(() => pool.refused().length > 0);
  expect(pool.refused()).toEqual(['mf_menu:scripted']);
});

it('a build that stops writing past the budget is left to the browser for a while', async () => {
  const body = await pool.streamPage(page('/stalled-thread'));
  const { destination } = takingResponse();
  body.pipe(destination);
  await until(() => pool.refused().length > 0);
  expect(pool.refused()).toEqual(['mf_menu:scripted']);
});
