import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * What only this browser knows (the saved cart's count, the saved theme, the signed-in account), shown from the render
 * after hydration; while React hydrates the server's page (and on the server), `serverValue`, what the server rendered,
 * so the first render matches the server's HTML. `useSyncExternalStore` renders the server snapshot while hydrating
 * and compares it with the client's right after: the component renders again (synchronously, in one task) only where
 * the two differ, so a diner with nothing saved costs no second render of the header or of every dish card.
 * A component mounted after the page went live (another page, or a remote's section hydrating later) gets what its
 * own first render needs: the browser's value, or the server's while that section hydrates.
 * Compared with `Object.is`: pass a primitive or a value that keeps its identity between renders.
 */
export function useBrowserValue<T>(browserValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noChange,
    () => browserValue,
    () => serverValue,
  );
}

/**
 * False while React hydrates the server's page (and on the server), true afterwards. Every component using it renders
 * again after hydration: where only a value differs, `useBrowserValue` renders again only when it does.
 */
export function useHydrated(): boolean {
  return useBrowserValue(true, false);
}
