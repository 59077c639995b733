import type { RestaurantInfo } from './api-types';
import type { RemoteLocation } from './remotes';

/**
 * What the site's server wrote a page with, for the browser's first render to be the same one: the restaurant's
 * details it showed (the footer, the contact page) and RTK Query's cache of the API answers the page shows (its
 * `serverState` slice: the menu on a menu page), rehydrated in the browser by `shared-lib/server-state`
 * (`extractRehydrationInfo` on the store contract's `serverStateRehydrated`). Written into the page as JSON (`<script type="application/json" id="server-page-state">`).
 */
export interface ServerPageState {
  restaurant?: Partial<RestaurantInfo>;
  /** The page's RTK Query cache as the server read it (`store.getState().serverState`). */
  serverState?: unknown;
  /**
   * The remotes the server rendered the page with (remotes.json with the roll-outs applied for this browser): the
   * browser loads the same ones, with no second request that could be answered otherwise (issue 54).
   */
  remotes?: RemoteLocation[];
}

/** The element id of the JSON the server writes. */
export const SERVER_PAGE_STATE_ELEMENT_ID = 'server-page-state';

let pageState: ServerPageState = {};

/** The browser, once at start: what the server wrote the page with (read by `shared-lib/server-state` when it loads). */
export function provideServerPageState(next: ServerPageState): void {
  pageState = next;
}

export function serverPageState(): ServerPageState {
  return pageState;
}

/** The state as the JSON of a `<script type="application/json">`: `<` escaped so no text can close the element. */
export function serverPageStateJson(value: ServerPageState): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
