import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while React hydrates the server's page (and on the server), true afterwards: what only this browser knows (the
 * saved cart, the theme, the session) is shown from the render after hydration, so the first render matches the
 * server's HTML. `useSyncExternalStore` renders the server snapshot while hydrating and the client's right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
