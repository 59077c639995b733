import { useCallback, useEffect, useState } from 'react';
import type { Language, MenuKind } from 'shared-lib';
import { fetchMenu, knownMenu, type MenuData } from './menu-api';

type MenuState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MenuData };

export function useMenu(menu: MenuKind, lang: Language) {
  // A menu the server rendered the page with (or one just loaded) shows at once, with no loading state.
  const [state, setState] = useState<MenuState>(() => {
    const data = knownMenu(menu, lang);
    return data ? { status: 'ready', data } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const data = attempt === 0 ? knownMenu(menu, lang) : undefined;
    if (data) {
      setState((s) => (s.status === 'ready' && s.data === data ? s : { status: 'ready', data }));
      return;
    }
    setState({ status: 'loading' });
    fetchMenu(menu, lang)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: { message?: string }) => live && setState({ status: 'error', message: error?.message ?? '' }));
    return () => {
      live = false;
    };
  }, [menu, lang, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
