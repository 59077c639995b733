import { createAppStore } from 'shared-lib';
import './app-slice';
import './auth-slice';
import './toast-slice';
import './remote-status-slice';
import './page-item-slice';

/** The one store of the site; remotes inject their slices into shared-lib's root reducer. */
export const store = createAppStore();
// Injected slices have no state until the next action.
store.dispatch({ type: 'shell/started' });
export type ShellDispatch = typeof store.dispatch;
