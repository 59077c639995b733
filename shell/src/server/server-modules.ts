// What the page being rendered on the server may use, kept per request (each render runs inside its own context):
// two pages rendered at the same time never see each other's remote modules (each page's API answers are in its own store).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PageContext {
  /** The remote modules the page may render (`mf_menu/routes` -> module). */
  modules: Record<string, unknown>;
}

export const pageContext = new AsyncLocalStorage<PageContext>();

/** Why a section is left to the browser: its remote's server build is not to be had for this page. */
export const NOT_ON_SERVER = new Error('the remote is not available on the server');

/** A remote module the page being rendered may use, if the server has it. */
export function serverModule(id: string): unknown {
  return pageContext.getStore()?.modules[id];
}
