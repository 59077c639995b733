import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RootState } from 'shared-lib';
import { useDispatch, useSelector } from 'shared-lib';
import { appActions, initialAppState, type AppState } from './app-slice';

interface AppContextValue {
  state: AppState;
  actions: typeof appActions;
  dispatch: ReturnType<typeof useDispatch>;
}

const AppContext = createContext<AppContextValue | null>(null);

/** Gives components the app state (SPEC 4.2) and its actions. */
export function AppProvider({ children }: { children: ReactNode }) {
  const state = useSelector((s: RootState) => s.app ?? initialAppState);
  const dispatch = useDispatch();
  const value = useMemo(() => ({ state, actions: appActions, dispatch }), [state, dispatch]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/** SPEC 8.5: outside its provider the accessor says so. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp must be used within an AppProvider');
  return value;
}
