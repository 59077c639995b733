import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RootState } from 'shared-lib';
import { useDispatch, useSelector } from 'shared-lib';
import { appActions, initialAppState, type AppState } from './app-slice';

interface AppContextValue {
  state: AppState;
  actions: typeof appActions;
  dispatch: ReturnType<typeof useDispatch>;
}

/**
 * The provider's value never changes (the actions and the dispatch): the state is read from the store where it is used.
 * A context whose value changed would update every part of the page below it, and a remote's section still waiting for
 * its code while the server's page hydrates would then be thrown away and rendered again in the browser.
 */
const AppContext = createContext<Omit<AppContextValue, 'state'> | null>(null);

/** Gives components the app state (SPEC 4.2) and its actions. */
export function AppProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const value = useMemo(() => ({ actions: appActions, dispatch }), [dispatch]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/** SPEC 8.5: outside its provider the accessor says so. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp must be used within an AppProvider');
  const state = useSelector((s: RootState) => s.app ?? initialAppState);
  return { ...value, state };
}
