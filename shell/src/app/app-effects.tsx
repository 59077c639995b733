import { useEffect } from 'react';
import { useDispatch, useSelector, type RootState } from 'shared-lib';
import { STORAGE_KEYS } from 'shared-lib/domain';
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

/** The device's colour setting: dark when the system asks for it, light otherwise (and where it cannot be read). */
export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme to start with: the one the diner chose, or the device's. */
export function startTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
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
    // A diner who never chose follows the device's setting; a choice (any theme other than the device's, or once one is
    // saved) is saved and wins from then on.
    if (readStoredTheme() === undefined && theme === systemTheme()) return;
    try {
      safeStorage()?.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // blocked storage: the theme still applies
    }
  }, [theme]);

  // The device switches between light and dark (at sunset, say): a diner who never chose follows it.
  useEffect(() => {
    const query = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;
    if (!query) return;
    const follow = () => {
      if (readStoredTheme() === undefined) dispatch(appActions.setTheme(systemTheme()));
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [dispatch]);

  useEffect(() => {
    const timers = notifications
      .filter((n) => n.autoRemove !== false)
      .map((n) => setTimeout(() => dispatch(appActions.removeNotification(n.id)), n.duration ?? NOTIFICATION_DURATION_MS));
    return () => timers.forEach(clearTimeout);
  }, [notifications, dispatch]);

  return null;
}
