// The packages shared-lib runs on, as steps a host may run one task each before shared-lib itself
// (shell/src/index.ts): run with shared-lib in one go they made one of the longest tasks of a page's start
// (Lighthouse's blocking time). Each step runs a package's module once; shared-lib then finds them ready. Steps
// go bottom-up (a module before the ones importing it). They only run what shared-lib imports anyway, into the
// host's start-up chunk (`app`); `webpackExports` names one export a step uses, so tree shaking is unchanged.
// axios, the longest, is cut in three: its headers class and its fetch adapter (which tests the browser's Request and
// ReadableStream support as it loads) before the rest.
export const SHARED_LIB_PACKAGE_STEPS: ReadonlyArray<() => Promise<unknown>> = [
  // @ts-expect-error axios publishes its modules (`axios/unsafe/*`) without type declarations
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ 'axios/unsafe/core/AxiosHeaders.js'),
  // @ts-expect-error as above
  () => import(/* webpackChunkName: "app", webpackExports: ["getFetch"] */ 'axios/unsafe/adapters/fetch.js'),
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ 'axios'),
  () => import(/* webpackChunkName: "app", webpackExports: ["default"] */ 'i18next'),
  () => import(/* webpackChunkName: "app", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackChunkName: "app", webpackExports: ["Provider"] */ 'react-redux'),
  () => import(/* webpackChunkName: "app", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
  () => import(/* webpackChunkName: "app", webpackExports: ["useTranslation"] */ 'react-i18next'),
];

/** Resolves in a new task: the browser may answer a tap or paint before the next step of a start-up. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
