import { useEffect } from 'react';
import { useDispatch, useSelector, STORAGE_KEYS, type RootState } from 'shared-lib';
import { appActions, initialAppState, NOTIFICATION_DURATION_MS, THEMES, type Theme } from './app-slice';
import { safeStorage } from './storage';

/** The saved theme, if it is one we know. */
export function readStoredTheme(): Theme | undefined {
  try {
    const value = safeStorage()?.getItem(STORAGE_KEYS.theme);
    return THEMES.includes(value as Theme) ? (value as Theme) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC 4.2 side effects: the theme saved and set as data-theme on the document root on every change, and
 * notifications removed after 5000 ms (or their own duration), never when autoRemove is false.
 */
export function AppEffects() {
  const dispatch = useDispatch();
  const { theme, notifications } = useSelector((s: RootState) => s.app ?? initialAppState);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    try {
      safeStorage()?.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // blocked storage: the theme still applies
    }
  }, [theme]);

  useEffect(() => {
    const timers = notifications
      .filter((n) => n.autoRemove !== false)
      .map((n) => setTimeout(() => dispatch(appActions.removeNotification(n.id)), n.duration ?? NOTIFICATION_DURATION_MS));
    return () => timers.forEach(clearTimeout);
  }, [notifications, dispatch]);

  return null;
}
