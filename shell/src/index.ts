import { nextTask, SHARED_LIB_PACKAGE_STEPS } from 'shared-lib/start-up';
import { afterFirstPaint } from './after-first-paint';

// The shell's entry. A page the server wrote out (src/prerender) is painted first: the app's code is fetched and run
// after that paint (afterFirstPaint), so a phone shows the page without waiting for the JavaScript. A page with
// nothing written (a diner's own pages) starts at once.
//
// The app's code arrives as one chunk, `app`, with its packages in two more, `react-dom` and `vendors` (START_UP_CHUNKS
// in shared-lib/build/webpack.js), but it is run in steps, one task each, with the browser free in between to answer
// a tap or paint: running it all at once was one ~75 ms task on a fast machine, ~300 ms on a phone (Lighthouse's total
// blocking time). Each step runs the named modules and what they import; webpack runs a module once, so the next step
// finds them ready. The steps follow the import graph from the bottom: React DOM, the packages shared-lib runs on (its
// own list, shared-lib/src/platform/start-up.ts), shared-lib itself, the shell's pages, and last the start-up itself.
// (Every step names the one chunk, `app`. `webpackExports` names one export a step uses, so webpack still tree-shakes
// each module to what the app uses.)
const STEPS: Array<() => Promise<unknown>> = [
  // Fetches and compiles the chunks (a task per script) and runs one small module: React DOM then runs in a task of
  // its own, not in the same task as the last script's compile.
  () => import(/* webpackChunkName: "app", webpackExports: ["safeStorage"] */ './app/storage'),
  () => import(/* webpackChunkName: "app", webpackExports: ["createRoot", "hydrateRoot"] */ 'react-dom/client'),
  ...SHARED_LIB_PACKAGE_STEPS,
  () => import(/* webpackChunkName: "app", webpackExports: ["initI18n"] */ 'shared-lib'),
  () => import(/* webpackChunkName: "app", webpackExports: ["App"] */ './app/app'),
  () => import(/* webpackChunkName: "app" */ './bootstrap'),
];

async function start() {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}

if (document.getElementById('root')?.firstElementChild) afterFirstPaint(() => void start());
else void start();
