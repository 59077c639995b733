import { createAppStore } from 'shared-lib';
import './app-slice';

/** The one store of the site; remotes inject their slices into shared-lib's root reducer. */
export const store = createAppStore();
