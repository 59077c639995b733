import { nextTask } from './app/next-task';

/**
 * The app's modules run in stages, each in a task of its own, so a tap or a frame can come in between: the packages
 * (axios, then shared-lib with React, React Router, Redux Toolkit and i18next), React DOM, then the shell's own code
 * (start.tsx).
 * They are in this chunk all the same (webpack's `webpackMode: "eager"`: no request of its own, and a module runs only
 * when imported); run as one, they were the page's longest task after its first paint (110-240 ms at Lighthouse's 4x
 * CPU slowdown, bench/findings.md). `webpackExports` names one export each: an import() of a whole module keeps all its
 * exports, which took tree-shaking from shared-lib in the monolith build (+4 KB gzip) and grew this chunk (+1.3 KB).
 * shared-lib's step imports a module of the shell's that names the one export: an import() of shared-lib itself would
 * put the whole singleton in this chunk (+4.2 KB gzip on /az), where the remotes' part of it belongs to the federation
 * host's chunk.
 */
async function bootstrap(): Promise<void> {
  // axios first, in a task of its own (its fetch adapter tries the browser's streams as it loads: 35-50 ms at 4x)
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ 'axios');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/shared-lib-stage');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager", webpackExports: ["start"] */ './start');
  await start();
}

void bootstrap();
