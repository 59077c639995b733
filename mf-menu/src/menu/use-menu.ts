import { useCallback, useEffect, useState } from 'react';
import type { Language, MenuKind } from 'shared-lib';
import { fetchMenu, type MenuData } from './menu-api';

type MenuState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MenuData };

export function useMenu(menu: MenuKind, lang: Language) {
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
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
