import { useEffect } from 'react';
import { API_BASE_PATH, useDispatch } from 'shared-lib';
import { menuReads } from 'shared-lib/server-state';

/**
 * The menu as it is now: a dish the kitchen marks sold out on the order board (or puts back) shows so at once. The
 * settings stream (GET /settings/events) says `menu` on every change to the menu, and the menu's reads are read again
 * then; on a reconnect (its `settings` after the first) they are read again too, since changes may have been missed.
 * EventSource reconnects by itself.
 */
export function useMenuChanges(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE_PATH}/settings/events`);
    const reread = () => void dispatch(menuReads.util.invalidateTags(['Menu']));
    let first = true;
    source.addEventListener('settings', () => {
      if (first) first = false;
      else reread();
    });
    source.addEventListener('menu', reread);
    return () => source.close();
  }, [dispatch]);
}
