// The monolith variant of ./src/remotes/remote-loader.ts, used only by `npm run bench` (shell/webpack.monolith.js).
// The same exposed modules, imported at build time as lazy chunks of the shell instead of federated remotes, so
// the benchmark can show what composition costs. Nothing in the normal build imports this file.
import type { RemotesManifest } from 'shared-lib';

const MODULES: Record<string, () => Promise<unknown>> = {
  'mf_menu/routes': () => import(/* webpackChunkName: "mf_menu-routes" */ 'mf-menu/src/routes'),
  'mf_cart/routes': () => import(/* webpackChunkName: "mf_cart-routes" */ 'mf-cart/src/routes'),
  'mf_cart/store': () => import(/* webpackChunkName: "mf_cart-store" */ 'mf-cart/src/store/index'),
  'mf_cart/MiniCart': () => import(/* webpackChunkName: "mf_cart-minicart" */ 'mf-cart/src/mini-cart/mini-cart'),
  'mf_booking/routes': () => import(/* webpackChunkName: "mf_booking-routes" */ 'mf-booking/src/routes'),
  'mf_admin/routes': () => import(/* webpackChunkName: "mf_admin-routes" */ 'mf-admin/src/routes'),
};

export const REMOTE_LOAD_TIMEOUT_MS = 10000;

/** Nothing to register: every module is in the build. */
export function registerRemotesFromManifest(): Promise<RemotesManifest> {
  return Promise.resolve([]);
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = MODULES[id];
  if (!load) throw new Error(`The monolith build has no module ${id}`);
  return (await load()) as T;
}

/** As in the composed build: the browser loads every module (here from the build's own chunks), none is at hand. */
export function remoteModuleAtHand<T>(_id: string): T | undefined {
  return undefined;
}
