import { useCallback, useEffect, useState } from 'react';

/** Loads data for a page: `data` null while loading, `error` true when it failed; `reload` asks again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: boolean }>({ data: null, error: false });
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    run()
      .then((data) => setState({ data, error: false }))
      .catch(() => setState((s) => ({ data: s.data, error: true })));
  }, [run]);
  useEffect(reload, [reload]);
  return { ...state, reload, set: (data: T) => setState({ data, error: false }) };
}
