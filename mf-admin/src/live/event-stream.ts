import { API_BASE_PATH, apiClient, readEventStream, STORAGE_KEYS } from 'shared-lib';

/**
 * Follows a staff event stream (server-sent events) with the bearer token, which EventSource cannot send.
 * Reconnects after a drop, not after the API refuses the session (401/403); returns a function that stops it.
 * These streams do not replay what was sent while they were away: `onReconnect` is called each time a stream opens
 * again after a drop, for the page to read what it shows again (a page showing nothing it missed is not live).
 */
export function followEvents(path: string, onEvent: (type: string, data: unknown) => void, onReconnect?: () => void): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let opened = false;
  // Offline, an open stream may hang rather than fail: it is dropped at once (and opened again when back online).
  const dropStream = () => controller?.abort();
  window.addEventListener('offline', dropStream);
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        // A reconnect after a while may find the 15-minute token run out: swap it first, as every API call does.
        await apiClient.refreshSessionIfDue();
        const token = localStorage.getItem(STORAGE_KEYS.token);
        const res = await fetch(`${API_BASE_PATH}${path}`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        // Signed out, or no longer allowed: the stream is over for this page (the next request sends them to the login).
        if (res.status === 401 || res.status === 403) {
          stopped = true;
          break;
        }
        if (!res.ok || !res.body) throw new Error(String(res.status));
        if (opened) onReconnect?.();
        opened = true;
        await readEventStream(res.body, ({ type, data }) => {
          if (type !== 'ping' && data !== '') onEvent(type, data);
        });
      } catch {
        // dropped or refused: try again shortly
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  };
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('offline', dropStream);
    controller?.abort();
  };
}
