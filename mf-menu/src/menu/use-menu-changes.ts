import { useEffect } from 'react';
import { followSettingsStream, useDispatch } from 'shared-lib';
import { menuReads, readMenuAsOf } from 'shared-lib/server-state';

/**
 * The menu as it is now: a dish the kitchen marks sold out on the order board (or puts back) shows so at once. The
 * page's settings stream (shared-lib's followSettingsStream: one per page, however many parts follow it) says `menu`
 * on every change to the menu with the change's version, and on a reconnect (changes may have been missed); the menu's
 * reads are read again then, past any cache on the way (readMenuAsOf).
 */
export function useMenuChanges(): void {
  const dispatch = useDispatch();
  useEffect(
    () =>
      followSettingsStream({
        menuChanged: (version) => {
          readMenuAsOf(version ?? String(Date.now()));
          dispatch(menuReads.util.invalidateTags(['Menu']));
        },
      }),
    [dispatch],
  );
}
