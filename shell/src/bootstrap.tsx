import { nextTask } from './app/next-task';

/**
 * The app's modules run in stages, each in a task of its own, so a tap or a frame can come in between: the packages
 * (shared-lib with React, React Router, Redux Toolkit, i18next, axios), React DOM, then the shell's own code (start.tsx).
 * They are in this chunk all the same (webpack's `webpackMode: "eager"`: no request of its own, and a module runs only
 * when imported); run as one, they were the page's longest task after its first paint (110-240 ms at Lighthouse's 4x
 * CPU slowdown, bench/findings.md).
 */
async function bootstrap(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'shared-lib');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await start();
}

void bootstrap();
